import { assign, fromPromise, setup } from 'xstate'
import type { Handshake } from '../../src/domain/handshake.ts'
import type { SignInValues } from '../../src/api/session-values.ts'

export const HANDSHAKE_ATTEMPTS = 3
export const TEST_EXPIRY_DELAY_MS = 1000

export interface SessionInput {
  /** Handshake values already in session storage. */
  handshake?: Handshake
  accessToken?: string
  accountId?: string
  /** The `testsessionexpirefeature` query flag. */
  testExpiry?: boolean
}

export interface SessionContext {
  handshake?: Handshake
  accessToken?: string
  accountId?: string
  attempts: number
  testExpiry: boolean
  /** Set when the last sign-out was a session time-out. */
  expired: boolean
}

export type SessionEvent =
  | { type: 'session.retry' }
  | ({ type: 'session.signedIn' } & SignInValues)
  | { type: 'session.signOut' }
  /** A page flagged secure (the account area) is shown: a guest is sent to sign in, and back. */
  | { type: 'session.securePageShown'; returnTo: string }
  | { type: 'session.expired' }
  | { type: 'session.handshakeRejected' }
  | { type: 'session.multipackListed' }

/**
 * The shopper's session: a handshake with the server, then guest or signed-in customer.
 * A 440 response (or the expiry test flag) signs the customer out, marked expired.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    requestHandshake: fromPromise<Handshake>(() => Promise.reject(new Error('requestHandshake is provided by the app'))),
  },
  actions: {
    storeHandshake: (_, _handshake: Handshake) => {},
    forgetHandshake: () => {},
    storeSignIn: (_, _signIn: SignInValues) => {},
    forgetSignIn: () => {},
    markExpired: assign({ accessToken: undefined, accountId: undefined, expired: true }),
    goHome: () => {},
    /** This browser forgets the account's cart. */
    forgetCart: () => {},
    /** A page for customers only is left for the home page. */
    leaveSecurePage: () => {},
    /** Sends the shopper to sign in, and back to `returnTo` after. */
    askToSignIn: (_, _returnTo: string) => {},
    notifySessionTimedOut: () => {},
  },
  guards: {
    hasHandshake: ({ context }) => context.handshake !== undefined,
    hasAccessToken: ({ context }) => context.accessToken !== undefined,
    canRetry: ({ context }) => context.attempts < HANDSHAKE_ATTEMPTS,
    isExpiryTest: ({ context }) => context.testExpiry,
  },
  delays: {
    retryDelay: ({ context }) => 500 * 2 ** (context.attempts - 1),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    handshake: input.handshake,
    accessToken: input.accessToken,
    accountId: input.accountId,
    attempts: 0,
    testExpiry: input.testExpiry ?? false,
    expired: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasHandshake', target: 'ready' }, { target: 'handshaking' }],
    },
    handshaking: {
      tags: ['busy'],
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'requestHandshake',
        src: 'requestHandshake',
        onDone: {
          target: 'ready',
          actions: [
            assign({ handshake: ({ event }) => event.output, attempts: 0 }),
            { type: 'storeHandshake', params: ({ event }) => event.output },
          ],
        },
        onError: [{ guard: 'canRetry', target: 'retrying' }, { target: 'unavailable' }],
      },
    },
    retrying: {
      tags: ['busy'],
      after: { retryDelay: 'handshaking' },
    },
    unavailable: {
      on: { 'session.retry': { target: 'handshaking', actions: assign({ attempts: 0 }) } },
    },
    ready: {
      initial: 'choosing',
      on: {
        'session.handshakeRejected': {
          target: 'handshaking',
          actions: [assign({ handshake: undefined, attempts: 0 }), 'forgetHandshake'],
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'hasAccessToken', target: 'customer' }, { target: 'guest' }],
        },
        guest: {
          on: {
            'session.securePageShown': { actions: { type: 'askToSignIn', params: ({ event }) => event.returnTo } },
            'session.signedIn': {
              target: 'customer',
              actions: [
                assign({ accessToken: ({ event }) => event.accessToken, accountId: ({ event }) => event.accountId, expired: false }),
                { type: 'storeSignIn', params: ({ event: { type: _, ...signIn } }) => signIn },
              ],
            },
          },
        },
        customer: {
          tags: ['signedIn'],
          initial: 'active',
          on: {
            'session.signOut': {
              target: 'guest',
              actions: [assign({ accessToken: undefined, accountId: undefined, expired: false }), 'forgetSignIn', 'forgetCart', 'leaveSecurePage'],
            },
            'session.expired': { target: 'guest', actions: ['markExpired', 'forgetSignIn', 'forgetCart', 'goHome', 'notifySessionTimedOut'] },
          },
          states: {
            active: {
              on: { 'session.multipackListed': { guard: 'isExpiryTest', target: 'expiryTestScheduled' } },
            },
            expiryTestScheduled: {
              after: {
                [TEST_EXPIRY_DELAY_MS]: {
                  target: '#session.ready.guest',
                  actions: ['markExpired', 'forgetSignIn', 'forgetCart', 'goHome', 'notifySessionTimedOut'],
                },
              },
            },
          },
        },
      },
    },
  },
})
