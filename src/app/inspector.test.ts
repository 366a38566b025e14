import { describe, expect, it, vi } from 'vitest'
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { setupI18n } from '@lingui/core'
import { createStore } from './create-store.ts'
import { memoryStorage } from '#api/session-values.ts'
import { writeHandshake } from '#api/kept-session.ts'
import { siteForHost } from '#domain/site.ts'

describe('the Stately inspector', () => {
  it("receives the session machine and its events once the store's flows load", async () => {
    const received: StatelyInspectionEvent[] = []
    const inspector = createInspector({ send: (event) => void received.push(event), start() {}, stop() {} })
    const storage = memoryStorage()
    writeHandshake(storage, { sessionId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', rnduts: 'a'.repeat(32), encstr: 'b'.repeat(43) })
    const store = createStore({
      tabStorage: storage,
      lastingStorage: memoryStorage(),
      locale: () => 'en-us',
      i18n: setupI18n({ locale: 'en-us', messages: { 'en-us': {} } }),
      url: new URL('https://store.test/'),
      site: siteForHost('localhost', {}, 'https://business.snackfolk.example/'),
      track: () => {},
      navigate: () => {},
      showCheckoutStep: () => {},
      focusFirstError: () => {},
      leaveSecurePage: () => {},
      here: () => '/',
      leave: () => {},
      reload: () => {},
      refresh: () => {},
      watchKept: () => () => {},
      online: () => true,
      watchConnection: () => () => {},
      inspect: inspector.inspect,
    })
    await store.wake()
    store.session.send({ type: 'session.signedIn', accessToken: 'token-1' })
    store.session.send({ type: 'session.signOut' })

    await vi.waitFor(() => {
      const actorNames = received.filter((e) => e.type === '@xstate.actor').map((e) => (e as { name: string }).name)
      // The start-up chart and its members, the session among them.
      expect(actorNames).toEqual(expect.arrayContaining(['store', 'session', 'cart', 'signInRoundTrip']))
      const eventTypes = received.filter((e) => e.type === '@xstate.event').map((e) => (e as { event: { type: string } }).event.type)
      expect(eventTypes).toEqual(expect.arrayContaining(['session.signedIn', 'session.signOut']))
    })
  })
})
