import { HandshakeSchema } from '#domain/handshake.ts'
import { HANDSHAKE_PATH, type ApiClient } from './client.ts'

export function requestHandshake(api: ApiClient, signal?: AbortSignal) {
  return api.request(HANDSHAKE_PATH, { method: 'POST', schema: HandshakeSchema, signal })
}
