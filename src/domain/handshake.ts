import * as v from 'valibot'

/** The three values a handshake issues; every later call carries them as headers. */
export const HandshakeSchema = v.object({
  sessionId: v.pipe(v.string(), v.uuid()),
  rnduts: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  encstr: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
})
export type Handshake = v.InferOutput<typeof HandshakeSchema>

export const HANDSHAKE_HEADERS = {
  sessionId: 'sessionId',
  rnduts: 'rnduts',
  encstr: 'encstr',
} as const
export const LOCATION_HEADER = 'locationNumber'
export const AUTH_TOKEN_HEADER = 'X-Auth-Token'
