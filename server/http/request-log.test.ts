import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listeningStoreForTests, openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import { requestLines } from '../start-up/log.ts'
import { OWN_CALL_ENV } from './request-log.ts'

let store: Store
let proxied: Store
const logged: unknown[][] = []
beforeAll(async () => {
  store = await openTestStore()
  proxied = await openTestStore({ trustProxy: 1 })
  vi.spyOn(requestLines, 'write').mockImplementation((line) => void logged.push([line, 'request']))
})
afterAll(async () => {
  await store.database.close()
  await proxied.database.close()
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the request log', () => {
  it('logs each answer under an id the answer carries, with no query string, header or body', async () => {
    const response = await store.app.request('/resetpassword?token=a-secret-reset-token&email=ana%40example.com', {
      headers: { host: 'localhost', cookie: 'lang=es-us', 'x-request-id': 'chosen-by-the-client' },
    })
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(UUID)
    const [fields, message] = logged.find(([fields]) => (fields as { reqId: string }).reqId === id)!
    expect(message).toBe('request')
    expect(fields).toEqual({
      reqId: id,
      method: 'GET',
      path: '/resetpassword?[query left out]',
      status: response.status,
      ms: expect.any(Number),
      address: 'unknown',
    })
    expect(JSON.stringify(logged)).not.toMatch(/a-secret-reset-token|ana%40example|ana@example|lang=es-us/)

    const posted = await store.app.request('/v2/dopservice/handshaking', {
      method: 'POST',
      headers: { host: 'localhost' },
      body: JSON.stringify({ email: 'bo@example.com' }),
    })
    expect(JSON.stringify(logged)).not.toContain('bo@example.com')
    expect(posted.headers.get('x-request-id')).toMatch(UUID)
  })

  it('leaves out the store’s own calls to itself', async () => {
    const before = logged.length
    const own = await store.app.fetch(new Request('http://localhost/robots.txt'), OWN_CALL_ENV)
    expect(own.status).toBe(200)
    expect(logged.length).toBe(before)
    await store.app.request('/robots.txt', { headers: { host: 'localhost' } })
    expect(logged.length).toBe(before + 1)
  })

  it('keeps the id a trusted proxy gave, and only one of a safe shape', async () => {
    const given = await proxied.app.request('/robots.txt', { headers: { host: 'localhost', 'x-request-id': 'lb-7f3a9c' } })
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c')
    const odd = await proxied.app.request('/robots.txt', { headers: { host: 'localhost', 'x-request-id': 'a b\u00e9<script>' } })
    expect(odd.headers.get('x-request-id')).toMatch(UUID)
  })
})

describe('the request id through Node’s server', () => {
  const served = listeningStoreForTests()

  it('is on each cached catalog answer, its own each time, beside the security headers', async () => {
    const handshake = (await (await fetch(`${served.origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()) as { data: Record<string, string> }
    const headers = { sessionId: handshake.data.sessionId!, rnduts: handshake.data.rnduts!, encstr: handshake.data.encstr! }
    const ask = () => fetch(`${served.origin}/v3/dopservice/getautocompleteproducts?q=chips`, { headers })
    const [first, second] = [await ask(), await ask()]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await second.text()).toBe(await first.text())
    expect(first.headers.get('x-request-id')).toMatch(UUID)
    expect(second.headers.get('x-request-id')).toMatch(UUID)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})

describe('health checks', () => {
  it('answers /healthz and /readyz whatever host a load balancer asks by, and logs neither', async () => {
    const before = logged.length
    const health = await store.app.request('/healthz', { headers: { host: '10.0.0.7:3000' } })
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'up' })
    const ready = await store.app.request('/readyz', { headers: { host: '10.0.0.7:3000' } })
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'done', catalog: `${store.catalog.products.length} products` })
    expect(logged.length).toBe(before)
  })

  it('answers /readyz 503, saying why, when the database does not answer', async () => {
    const cut = await openTestStore()
    await cut.database.close()
    const ready = await cut.app.request('/readyz', { headers: { host: 'localhost' } })
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'not ready', database: 'unreachable' })
  })
})
