import type { APIRequestContext } from '@playwright/test'

/** Calls the store's API from a test, with a handshake of its own. */
export async function storeApi(request: APIRequestContext) {
  const handshake = (await (await request.post('/v2/dopservice/handshaking')).json()).data
  return {
    get: async (path: string, headers: Record<string, string> = {}) => (await (await request.get(path, { headers: { ...handshake, ...headers } })).json()).data,
    post: async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (await request.post(path, { data: body, headers: { ...handshake, ...headers } })).json()).data,
    put: async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (await request.put(path, { data: body, headers: { ...handshake, ...headers } })).json()).data,
  }
}
