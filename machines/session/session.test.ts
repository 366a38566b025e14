import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup, SimulatedClock } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { HANDSHAKE_ATTEMPTS } from './session.machine.ts'
import { provideSession, sessionInput } from './session.actors.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { deferred, settle } from '../testing/fakes.ts'
import { memoryStorage, readHandshake, SessionKey, writeHandshake } from '../../src/api/session-values.ts'

const HANDSHAKE = { sessionId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', rnduts: 'a'.repeat(32), encstr: 'b'.repeat(43) }

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
  const effects = { goHome: vi.fn(), notifySessionTimedOut: vi.fn() }
  const actor = createActor(provideSession({ api, storage, ...effects }), { input: sessionInput(storage, new URL(url)), clock })
  actor.start()
  return { actor, storage, clock, handshakes, effects }
}

/** The behaviour as a product owner draws it; the real actor must follow it step by step. */
const sessionModel = setup({
  types: { context: {} as { attempts: number; signedIn: boolean; expired: boolean } },
  guards: { canRetry: ({ context }) => context.attempts < HANDSHAKE_ATTEMPTS, signedIn: ({ context }) => context.signedIn },
}).createMachine({
  id: 'sessionModel',
  context: { attempts: 1, signedIn: false, expired: false },
  initial: 'handshaking',
  states: {
    handshaking: {
      on: {
        HANDSHAKE_OK: [{ guard: 'signedIn', target: 'customer' }, { target: 'guest' }],
        HANDSHAKE_FAILED: [{ guard: 'canRetry', target: 'retrying' }, { target: 'unavailable' }],
      },
    },
    retrying: { on: { WAIT_FOR_RETRY: { target: 'handshaking', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) } } },
    unavailable: { on: { RETRY: { target: 'handshaking', actions: assign({ attempts: 1 }) } } },
    guest: {
      on: {
        SIGN_IN: { target: 'customer', actions: assign({ signedIn: true, expired: false }) },
        HANDSHAKE_REJECTED: { target: 'handshaking', actions: assign({ attempts: 1 }) },
      },
    },
    customer: {
      on: {
        SIGN_OUT: { target: 'guest', actions: assign({ signedIn: false, expired: false }) },
        SESSION_EXPIRED: { target: 'guest', actions: assign({ signedIn: false, expired: true }) },
        MULTIPACK_LISTED: 'expiryScheduled',
        HANDSHAKE_REJECTED: { target: 'handshaking', actions: assign({ attempts: 1 }) },
      },
    },
    expiryScheduled: {
      on: { WAIT_A_SECOND: { target: 'guest', actions: assign({ signedIn: false, expired: true }) } },
    },
  },
})

const model = createTestModel(sessionModel)

describe('session machine paths', () => {
  const paths = model.getShortestPaths()

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5))

  for (const path of paths) {
    it(path.description, async () => {
      const sut = createSession()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          handshaking: () => {
            expect(now().matches('handshaking')).toBe(true)
            expect(readHandshake(sut.storage)).toBeUndefined()
          },
          retrying: () => expect(now().matches('retrying')).toBe(true),
          unavailable: (state) => {
            expect(now().matches('unavailable')).toBe(true)
            expect(sut.handshakes.length).toBeGreaterThanOrEqual(state.context.attempts)
          },
          guest: (state) => {
            expect(now().matches({ ready: 'guest' })).toBe(true)
            expect(readHandshake(sut.storage)).toEqual(HANDSHAKE)
            expect(sut.storage.getItem(SessionKey.accessToken)).toBeNull()
            expect(now().context.expired).toBe(state.context.expired)
            if (state.context.expired) {
              expect(sut.effects.goHome).toHaveBeenCalledOnce()
              expect(sut.effects.notifySessionTimedOut).toHaveBeenCalledOnce()
            } else {
              expect(sut.effects.notifySessionTimedOut).not.toHaveBeenCalled()
            }
          },
          customer: () => {
            expect(now().hasTag('signedIn')).toBe(true)
            expect(sut.storage.getItem(SessionKey.accessToken)).toBe('token-1')
            expect(sut.storage.getItem(SessionKey.accountId)).toBe('account-1')
          },
          expiryScheduled: () => {
            sut.clock.increment(999)
            expect(now().hasTag('signedIn')).toBe(true)
          },
        },
        events: {
          HANDSHAKE_OK: async () => {
            sut.handshakes.at(-1)!.resolve(HANDSHAKE)
            await settle()
          },
          HANDSHAKE_FAILED: async () => {
            sut.handshakes.at(-1)!.reject(new Error('offline'))
            await settle()
          },
          WAIT_FOR_RETRY: () => sut.clock.increment(10_000),
          WAIT_A_SECOND: () => sut.clock.increment(1),
          RETRY: () => sut.actor.send({ type: 'session.retry' }),
          SIGN_IN: () => {
            sut.effects.goHome.mockClear()
            sut.effects.notifySessionTimedOut.mockClear()
            sut.actor.send({ type: 'session.signedIn', accessToken: 'token-1', accountId: 'account-1' })
          },
          SIGN_OUT: () => sut.actor.send({ type: 'session.signOut' }),
          SESSION_EXPIRED: () => sut.actor.send({ type: 'session.expired' }),
          HANDSHAKE_REJECTED: () => sut.actor.send({ type: 'session.handshakeRejected' }),
          MULTIPACK_LISTED: () => sut.actor.send({ type: 'session.multipackListed' }),
        },
      })
    })
  }
})

describe('session machine', () => {
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
