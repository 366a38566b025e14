import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { handshakeHeaders, openTestStore, restartedApp } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import { HandshakeSchema } from '#domain/handshake.ts'

let store: Store
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(() => store.database.close())

describe('handshake', () => {
  it('issues a session id, rnduts and a signed encstr', async () => {
    const response = await store.app.request('/v2/dopservice/handshaking', { method: 'POST' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(v.is(HandshakeSchema, body.data)).toBe(true)
  })

  it('lets a call through with the values it issued', async () => {
    const headers = await handshakeHeaders(store)
    const response = await store.app.request('/v2/dopservice/configlist', { headers })
    expect(response.status).toBe(200)
  })

  it('refuses a call without handshake values, with a clear envelope', async () => {
    const response = await store.app.request('/v2/dopservice/configlist')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ success: false, responseCode: 401, errorKey: 'handshakeMissing' })
  })

  it('refuses a tampered encstr', async () => {
    const headers = await handshakeHeaders(store)
    const tampered = { ...headers, encstr: headers.encstr!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }
    const response = await store.app.request('/v2/dopservice/configlist', { headers: tampered })
    expect(await response.json()).toMatchObject({ success: false, errorKey: 'handshakeInvalid' })
  })

  it('refuses values signed for another session', async () => {
    const one = await handshakeHeaders(store)
    const two = await handshakeHeaders(store)
    const response = await store.app.request('/v2/dopservice/configlist', { headers: { ...one, encstr: two.encstr! } })
    expect(response.status).toBe(401)
  })

  it('keeps sessions in the database, so a restarted server still knows them', async () => {
    const headers = await handshakeHeaders(store)
    const restarted = await restartedApp(store)
    expect((await restarted.request('/v2/dopservice/configlist', { headers })).status).toBe(200)
  })
})
