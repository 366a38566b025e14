import { describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { ApiError, createApiClient, type ClientHooks } from './client.ts'
import { memoryStorage, SessionKey } from './session-values.ts'
import { getCustomer } from './account.ts'
import { writeHandshake, writeSignIn } from './kept-session.ts'
import type { AnalyticsEvent } from '#analytics/data-layer.ts'

const handshake = { sessionId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', rnduts: 'a'.repeat(32), encstr: 'b'.repeat(43) }

function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>, signedIn = false) {
  const storage = memoryStorage()
  writeHandshake(storage, handshake)
  if (signedIn) writeSignIn(storage, { accessToken: 'token-123', accountId: 'account-9' })
  const events: AnalyticsEvent[] = []
  const hooks = {
    showApiFailAlert: vi.fn(),
    sessionExpired: vi.fn(),
    invalidToken: vi.fn(),
    handshakeRejected: vi.fn(),
    signInRequired: vi.fn(),
    reload: vi.fn(),
    track: (event: AnalyticsEvent) => void events.push(event),
  } satisfies ClientHooks
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    calls.push({ url, init: init ?? {} })
    return respond(url, init ?? {})
  }) as typeof fetch
  const api = createApiClient(storage, hooks, fetchImpl, 'http://store.test')
  return { api, storage, hooks, events, calls }
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })
const Flags = v.object({ holidayShop: v.boolean() })

describe('the API client', () => {
  it('sends JSON headers, the location number, the handshake values and the token', async () => {
    const { api, storage, calls } = setup(() => json({ success: true, responseCode: 200, data: { holidayShop: true } }), true)
    storage.setItem(SessionKey.locationNumber, '2')
    expect(await api.request('/v2/dopservice/configlist', { schema: Flags })).toEqual({ holidayShop: true })
    const headers = new Headers(calls[0]!.init.headers)
    expect(headers.get('accept')).toBe('application/json')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('locationNumber')).toBe('2')
    expect(headers.get('sessionId')).toBe(handshake.sessionId)
    expect(headers.get('rnduts')).toBe(handshake.rnduts)
    expect(headers.get('encstr')).toBe(handshake.encstr)
    expect(headers.get('X-Auth-Token')).toBe('token-123')
  })

  it('sends a signed-in customer’s call with their token, and none for a guest, who is asked to sign in instead', async () => {
    const respond = () => json({ success: true, responseCode: 200, data: { holidayShop: true } })
    const customer = setup(respond, true)
    expect(await customer.api.request('/v2/dopservice/getcustomer', { schema: Flags, signedIn: true })).toEqual({ holidayShop: true })
    expect(customer.hooks.signInRequired).not.toHaveBeenCalled()
    const guest = setup(respond)
    const refused = await guest.api.request('/v2/dopservice/getcustomer', { schema: Flags, signedIn: true }).catch((e: unknown) => e)
    expect([(refused as ApiError).errorKey, guest.calls.length]).toEqual(['signInRequired', 0])
    expect(guest.hooks.signInRequired).toHaveBeenCalledOnce()
    expect(guest.hooks.showApiFailAlert).not.toHaveBeenCalled()
  })

  it('sends no token header for a guest', async () => {
    const { api, calls } = setup(() => json({ success: true, responseCode: 200, data: { holidayShop: true } }))
    await api.request('/v2/dopservice/configlist', { schema: Flags })
    expect(new Headers(calls[0]!.init.headers).has('X-Auth-Token')).toBe(false)
  })

  it('refuses to send without handshake values: a failure object and the API-fail alert', async () => {
    const { api, storage, hooks, calls } = setup(() => json({}))
    storage.removeItem(SessionKey.encstr)
    const failure = await api.request('/v2/dopservice/configlist', { schema: Flags }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe('Handshake Data not available')
    expect(calls).toHaveLength(0)
    expect(hooks.showApiFailAlert).toHaveBeenCalledOnce()
    expect(storage.getItem(SessionKey.apiFailed)).toBe('true')
  })

  it('holds a call until the session is ready, and sends a page render’s calls with no handshake', async () => {
    const respond = () => json({ success: true, responseCode: 200, data: { holidayShop: true } })
    const { storage, hooks } = setup(respond)
    const sent: string[] = []
    const fetchImpl = (async (input: RequestInfo | URL) => (sent.push(String(input)), respond())) as typeof fetch
    let open = () => {}
    const ready = new Promise<void>((resolve) => (open = resolve))
    const browser = createApiClient(storage, hooks, fetchImpl, 'http://store.test', { ready: () => ready })
    const answer = browser.request('/v2/dopservice/configlist', { schema: Flags })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(sent).toEqual([])
    open()
    expect(await answer).toEqual({ holidayShop: true })
    const server = createApiClient(memoryStorage(), hooks, fetchImpl, 'http://store.test', { handshake: false })
    expect(await server.request('/v2/dopservice/configlist', { schema: Flags })).toEqual({ holidayShop: true })
    expect(sent).toHaveLength(2)
  })

  it('sets the API-failed flag false before each request', async () => {
    const { api, storage } = setup(() => json({ success: true, responseCode: 200, data: { holidayShop: false } }))
    storage.setItem(SessionKey.apiFailed, 'true')
    await api.request('/v2/dopservice/configlist', { schema: Flags })
    expect(storage.getItem(SessionKey.apiFailed)).toBe('false')
  })

  it('reports a request exception with URL, error, user, cart and session ids', async () => {
    const { api, storage, events, hooks } = setup(() => json({ success: false, responseCode: 500, errorKey: 'serverError' }, 500))
    storage.setItem(SessionKey.persistantcartid, 'cart-7')
    storage.setItem(SessionKey.accountId, 'account-9')
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ status: 500, errorKey: 'serverError' })
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'api_error',
        url: '/v2/dopservice/configlist',
        user_id: 'account-9',
        cart_id: 'cart-7',
        session_id: handshake.sessionId,
      }),
    )
    expect(hooks.showApiFailAlert).toHaveBeenCalledOnce()
  })

  it('returns status 404 when there is no response at all', async () => {
    const { api, hooks } = setup(() => Promise.reject(new TypeError('fetch failed')))
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ status: 404, errorKey: 'requestFailed' })
    expect(hooks.showApiFailAlert).toHaveBeenCalledOnce()
  })

  it('treats a response that fails validation as a failure with a timeout event and the alert', async () => {
    const { api, storage, events, hooks } = setup(() => json({ success: true, responseCode: 200, data: { holidayShop: 'yes' } }))
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ errorKey: 'validationFailed' })
    expect(events.map((e) => e.event)).toContain('api_timeout')
    expect(hooks.showApiFailAlert).toHaveBeenCalledOnce()
    expect(storage.getItem(SessionKey.apiFailed)).toBe('true')
  })

  it('says get-customer’s answer that does not fit in its own words: validation failed on client side', async () => {
    const { api, hooks } = setup(() => json({ success: true, responseCode: 200, data: { email: 42 } }), true)
    await expect(getCustomer(api)).rejects.toMatchObject({ errorKey: 'customerInvalid' })
    expect(hooks.showApiFailAlert).toHaveBeenCalledWith(expect.objectContaining({ errorKey: 'customerInvalid' }))
  })

  it('sends responseCode 440 to the session expiry path when signed in', async () => {
    const { api, hooks } = setup(() => json({ success: false, responseCode: 440 }), true)
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ status: 440 })
    expect(hooks.sessionExpired).toHaveBeenCalledOnce()
  })

  it('ignores responseCode 440 for a guest, who has no session to expire', async () => {
    const { api, hooks } = setup(() => json({ success: false, responseCode: 440 }))
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toBeInstanceOf(ApiError)
    expect(hooks.sessionExpired).not.toHaveBeenCalled()
  })

  it('hands "Invalid token." to the invalid-token handling', async () => {
    const { api, hooks } = setup(() => json({ success: false, responseCode: 401, data: 'Invalid token.' }, 401), true)
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ errorKey: 'invalidToken' })
    expect(hooks.invalidToken).toHaveBeenCalledOnce()
  })

  it('reloads the page when a delete is Forbidden', async () => {
    const { api, hooks } = setup(() => json({ success: false, responseCode: 403 }, 403, 'Forbidden'))
    await expect(api.request('/webservices/deleteaddress', { method: 'DELETE', schema: v.unknown() })).rejects.toBeInstanceOf(ApiError)
    expect(hooks.reload).toHaveBeenCalledOnce()
  })

  it('asks for a new handshake when the server does not know the values', async () => {
    const { api, hooks } = setup(() => json({ success: false, responseCode: 401, errorKey: 'handshakeInvalid' }, 401))
    await expect(api.request('/v2/dopservice/configlist', { schema: Flags })).rejects.toMatchObject({ errorKey: 'handshakeInvalid' })
    expect(hooks.handshakeRejected).toHaveBeenCalledOnce()
    expect(hooks.showApiFailAlert).not.toHaveBeenCalled()
  })
})
