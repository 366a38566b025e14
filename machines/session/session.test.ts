import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { provideSession, sessionInput } from './session.actors.ts'
import { HANDSHAKE, SIGN_OUT_PAGE, sessionModel } from './session.model.ts'
import type { ApiClient } from '#api/client.ts'
import { deferred, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import { memoryStorage, SessionKey } from '#api/session-values.ts'
import { readHandshake, writeHandshake, writeSignIn } from '#api/kept-session.ts'

modelTests(sessionModel, (input) => {
  // The browser's session storage as the app left it, written by the app's own storage actions.
  const storage = memoryStorage()
  if (input.handshake) writeHandshake(storage, input.handshake)
  if (input.accessToken)
    writeSignIn(storage, { accessToken: input.accessToken, accountId: input.accountId, refreshToken: input.refreshToken, idToken: input.idToken })
  const effects = { goHome: vi.fn(), notifySessionTimedOut: vi.fn(), leave: vi.fn(), leaveSecurePage: vi.fn() }
  const stored = provideSession({
    api: { request: () => Promise.reject(new Error('no network in this test')) },
    tabStorage: storage,
    client: CLIENT,
    locale: () => 'en-us',
  }).implementations.actions
  const harness = startHarness(sessionModel, input, { provide: { actions: { ...stored, ...effects } } })
  const now = () => harness.actor.getSnapshot()
  const handshakes = harness.calls.requestHandshake!
  return {
    harness,
    checks: {
      handshaking: (expected) => {
        expect(readHandshake(storage)).toBeUndefined()
        expect(handshakes.calls.filter((call) => !call.answered)).toHaveLength(1)
        expect(expected.context.attempts).toBeLessThanOrEqual(3)
      },
      unavailable: () => expect(handshakes.calls).toHaveLength(handshakes.calls.filter((c) => c.answered).length),
      '#session.ready.guest': (expected) => {
        // A guest opening their account is sent to sign in, and back there after.
        for (const asked of harness.sent.signInRoundTrip.splice(0)) expect(asked).toEqual({ type: 'signInRoundTrip.start', returnTo: '/my-account' })
        // A customer who became a guest (timed out or signed out) leaves the account's cart behind, once.
        const forgotten = harness.sent.cart.splice(0)
        expect(forgotten).toEqual(forgotten.length > 0 ? [{ type: 'cart.forget' }] : [])
        if (expected.context.expired) expect(forgotten).toHaveLength(1)
        expect(readHandshake(storage)).toEqual(HANDSHAKE)
        expect(storage.getItem(SessionKey.accessToken)).toBeNull()
        expect(storage.getItem(SessionKey.accountId)).toBeNull()
        // A time-out takes the shopper home and says so; signing out or never signing in does not.
        expect(effects.goHome).toHaveBeenCalledTimes(expected.context.expired ? 1 : 0)
        expect(effects.notifySessionTimedOut).toHaveBeenCalledTimes(expected.context.expired ? 1 : 0)
        // Signed out: no token of the sign-in is left in the tab, and the provider's sign-out page is where the tab went, when it has one.
        for (const key of [SessionKey.refreshToken, SessionKey.idToken, SessionKey.tokenExpiresAt]) expect(storage.getItem(key)).toBeNull()
        for (const [, url] of effects.leave.mock.calls) expect(url).toBe(SIGN_OUT_PAGE)
      },
      '#session.ready.customer': (expected) => {
        // A customer is not sent to sign in again, and keeps their cart.
        expect(harness.sent.signInRoundTrip.splice(0)).toEqual([])
        expect(harness.sent.cart.splice(0)).toEqual([])
        expect(now().hasTag('signedIn')).toBe(true)
        expect(storage.getItem(SessionKey.accessToken)).toBe(expected.context.accessToken)
        expect(storage.getItem(SessionKey.accountId)).toBe(expected.context.accountId)
        expect(storage.getItem(SessionKey.refreshToken)).toBe(expected.context.refreshToken ?? null)
      },
      '#session.ready.customer.renewing': (expected) => expect(harness.calls.renewToken!.last().input).toEqual({ refreshToken: expected.context.refreshToken }),
      // The provider could not be asked: the shopper stays signed in with the token they have, until the next try.
      '#session.ready.customer.renewPaused': (expected) => {
        expect(storage.getItem(SessionKey.accessToken)).toBe(expected.context.accessToken)
        expect(effects.notifySessionTimedOut).not.toHaveBeenCalled()
      },
      '#session.ready.signingOut': (expected) => {
        expect(harness.calls.endProviderSession!.last().input).toEqual({ idToken: expected.context.idToken })
        // The tab keeps the sign-in until the provider has answered.
        expect(storage.getItem(SessionKey.accessToken)).toBe(expected.context.accessToken)
      },
      '#session.ready.customer.expiryTestScheduled': () => {
        harness.clock.increment(999)
        expect(now().hasTag('signedIn')).toBe(true)
      },
    },
  }
})

const CLIENT = { issuer: 'http://localhost:3000/oidc', clientId: 'snackfolk-web', redirectUri: 'http://localhost:3000/implicit/callback' }

/** The system under test: the wired session actor with a fake server, a memory storage and a simulated clock. */
function createSession(url = 'https://store.test/?testsessionexpirefeature', stored?: (s: ReturnType<typeof memoryStorage>) => void) {
  const storage = memoryStorage()
  stored?.(storage)
  const clock = new SimulatedClock()
  const handshakes: ReturnType<typeof deferred>[] = []
  const api: ApiClient = {
    request: () => {
      const next = deferred()
      handshakes.push(next)
      return next.promise as never
    },
  }
  const actor = createActor(provideSession({ api, tabStorage: storage, client: CLIENT, locale: () => 'en-us' }), {
    input: sessionInput(storage, new URL(url)),
    clock,
  })
  actor.start()
  return { actor, storage, clock, handshakes }
}

describe('session machine', () => {
  it('sends a guest on a secure page to sign in and back, and lets a customer stay', () => {
    const askToSignIn = vi.fn()
    const stored = memoryStorage()
    writeHandshake(stored, HANDSHAKE)
    const logic = provideSession({
      api: { request: () => Promise.reject(new Error('no network')) },
      tabStorage: stored,
      client: CLIENT,
      locale: () => 'en-us',
    }).provide({ actions: { askToSignIn: (_, returnTo) => askToSignIn(returnTo) } })
    const guest = createActor(logic, { input: { handshake: HANDSHAKE } }).start()
    guest.send({ type: 'session.securePageShown', returnTo: '/my-account' })
    expect(askToSignIn).toHaveBeenCalledWith('/my-account')
    const customer = createActor(logic, { input: { handshake: HANDSHAKE, accessToken: 'token-1', accountId: 'account-1' } }).start()
    customer.send({ type: 'session.securePageShown', returnTo: '/my-account' })
    expect(askToSignIn).toHaveBeenCalledTimes(1)
  })

  it('reuses a stored handshake and a stored sign-in without asking the server', () => {
    const sut = createSession('https://store.test/', (storage) => {
      writeHandshake(storage, HANDSHAKE)
      storage.setItem(SessionKey.accessToken, 'token-9')
    })
    expect(sut.handshakes).toHaveLength(0)
    expect(sut.actor.getSnapshot().hasTag('signedIn')).toBe(true)
  })

  it('does not expire a customer on a multipack listing unless the test flag is set', () => {
    const sut = createSession('https://store.test/', (storage) => writeHandshake(storage, HANDSHAKE))
    sut.actor.send({ type: 'session.signedIn', accessToken: 'token-1' })
    sut.actor.send({ type: 'session.multipackListed' })
    sut.clock.increment(5000)
    expect(sut.actor.getSnapshot().hasTag('signedIn')).toBe(true)
  })

  it('waits longer before each handshake retry', () => {
    const sut = createSession()
    sut.handshakes[0]!.reject(new Error('offline'))
    return settle().then(async () => {
      sut.clock.increment(499)
      expect(sut.handshakes).toHaveLength(1)
      sut.clock.increment(1)
      expect(sut.handshakes).toHaveLength(2)
      sut.handshakes[1]!.reject(new Error('offline'))
      await settle()
      sut.clock.increment(999)
      expect(sut.handshakes).toHaveLength(2)
      sut.clock.increment(1)
      expect(sut.handshakes).toHaveLength(3)
    })
  })
})
