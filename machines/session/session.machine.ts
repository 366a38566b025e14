import { assign, fromPromise, sendTo, setup } from 'xstate'
import { member } from '../store/system.ts'
import type { Handshake } from '#domain/handshake.ts'
import type { SignInValues } from '#api/kept-session.ts'
import type { Renewed } from '#api/sign-in.ts'

export const HANDSHAKE_ATTEMPTS = 3
export const TEST_EXPIRY_DELAY_MS = 1000
/** The access token is renewed this long before it ends. */
export const RENEW_BEFORE_MS = 60_000
/** A renewal that could not reach the provider is tried again this much later. */
export const RENEW_RETRY_MS = 15_000

/** Why a renewal failed: the sign-in ended (signed out elsewhere, a new password), or the provider could not be asked. */
export interface RenewalRefused {
  ended: boolean
}

export interface SessionInput {
  /** Handshake values already in session storage. */
  handshake?: Handshake
  accessToken?: string
  accountId?: string
  refreshToken?: string
  idToken?: string
  /** How long the stored access token has left. */
  expiresInMs?: number
  /** The `testsessionexpirefeature` query flag. */
  testExpiry?: boolean
}

export interface SessionContext {
  handshake?: Handshake
  accessToken?: string
  accountId?: string
  /** Renews the access token while the shopper stays; none, and the token simply ends. */
  refreshToken?: string
  /** Names the sign-in to the provider when the shopper signs out. */
  idToken?: string
  /** How long the access token had left when it was taken up. */
  expiresInMs?: number
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
    /** A new access token for the sign-in, with its refresh token. */
    renewToken: fromPromise<Renewed, { refreshToken: string }>(() => Promise.reject(new Error('renewToken is provided by the app'))),
    /** The provider's sign-out page for this sign-in, when the provider has one. */
    endProviderSession: fromPromise<{ url?: string }, { idToken?: string }>(() => Promise.reject(new Error('endProviderSession is provided by the app'))),
  },
  actions: {
    storeHandshake: (_, _handshake: Handshake) => {},
    forgetHandshake: () => {},
    storeSignIn: (_, _signIn: SignInValues) => {},
    /** Goes to the provider's sign-out page, which comes back to the store. */
    leave: (_, _url: string) => {},
    notifySignOutFailed: () => {},
    forgetSignIn: () => {},
    markExpired: assign({ accessToken: undefined, accountId: undefined, refreshToken: undefined, idToken: undefined, expiresInMs: undefined, expired: true }),
    forgetTokens: assign({ accessToken: undefined, accountId: undefined, refreshToken: undefined, idToken: undefined, expiresInMs: undefined, expired: false }),
    takeTokens: assign((_, signIn: SignInValues) => ({
      accessToken: signIn.accessToken,
      refreshToken: signIn.refreshToken,
      expiresInMs: signIn.expiresIn === undefined ? undefined : signIn.expiresIn * 1000,
      ...(signIn.accountId ? { accountId: signIn.accountId } : {}),
      ...(signIn.idToken ? { idToken: signIn.idToken } : {}),
    })),
    goHome: () => {},
    /** This browser forgets the account's cart and starts afresh. */
    forgetCart: sendTo(member('cart'), { type: 'cart.forget' }),
    /** A page for customers only is left for the home page. */
    leaveSecurePage: () => {},
    /** Sends the shopper to sign in, and back to `returnTo` after. */
    askToSignIn: sendTo(member('signInRoundTrip'), (_, returnTo: string) => ({ type: 'signInRoundTrip.start', returnTo })),
    notifySessionTimedOut: () => {},
  },
  guards: {
    hasHandshake: ({ context }) => context.handshake !== undefined,
    hasAccessToken: ({ context }) => context.accessToken !== undefined,
    canRetry: ({ context }) => context.attempts < HANDSHAKE_ATTEMPTS,
    isExpiryTest: ({ context }) => context.testExpiry,
    canRenew: ({ context }) => context.refreshToken !== undefined && context.expiresInMs !== undefined,
    hasSignOutPage: ({ event }) => (event as unknown as { output: { url?: string } }).output.url !== undefined,
    hasSignInEnded: ({ event }) => (event as unknown as { error?: Partial<RenewalRefused> }).error?.ended === true,
  },
  delays: {
    retryDelay: ({ context }) => 500 * 2 ** (context.attempts - 1),
    renewDelay: ({ context }) => Math.max(0, (context.expiresInMs ?? 0) - RENEW_BEFORE_MS),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    handshake: input.handshake,
    accessToken: input.accessToken,
    accountId: input.accountId,
    refreshToken: input.refreshToken,
    idToken: input.idToken,
    expiresInMs: input.expiresInMs,
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
          actions: [assign({ handshake: ({ event }) => event.output, attempts: 0 }), { type: 'storeHandshake', params: ({ event }) => event.output }],
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
                assign({ accountId: undefined, idToken: undefined, expired: false }),
                { type: 'takeTokens', params: ({ event: { type: _, ...signIn } }) => signIn },
                { type: 'storeSignIn', params: ({ event: { type: _, ...signIn } }) => signIn },
              ],
            },
          },
        },
        customer: {
          tags: ['signedIn'],
          initial: 'active',
          on: {
            'session.signOut': { target: 'signingOut' },
            'session.expired': { target: 'guest', actions: ['markExpired', 'forgetSignIn', 'forgetCart', 'goHome', 'notifySessionTimedOut'] },
          },
          states: {
            active: {
              // The access token is renewed a minute before it ends, for as long as the shopper stays.
              after: { renewDelay: { guard: 'canRenew', target: 'renewing' } },
              on: { 'session.multipackListed': { guard: 'isExpiryTest', target: 'expiryTestScheduled' } },
            },
            renewing: {
              invoke: {
                id: 'renewToken',
                src: 'renewToken',
                input: ({ context }) => ({ refreshToken: context.refreshToken! }),
                onDone: {
                  target: 'active',
                  actions: [
                    { type: 'takeTokens', params: ({ event }) => event.output },
                    { type: 'storeSignIn', params: ({ event }) => event.output },
                  ],
                },
                onError: [
                  // The sign-in ended elsewhere (signed out, a new password): the shopper is told, as for a time-out.
                  {
                    guard: 'hasSignInEnded',
                    target: '#session.ready.guest',
                    actions: ['markExpired', 'forgetSignIn', 'forgetCart', 'goHome', 'notifySessionTimedOut'],
                  },
                  // The provider could not be asked: the token still works for now, and renewal is tried again.
                  { target: 'renewPaused' },
                ],
              },
            },
            renewPaused: {
              after: { [RENEW_RETRY_MS]: 'renewing' },
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
        // Signing out ends the provider's session too: this tab forgets the sign-in and goes through the provider's sign-out page.
        signingOut: {
          tags: ['signedIn', 'busy'],
          invoke: {
            id: 'endProviderSession',
            src: 'endProviderSession',
            input: ({ context }) => ({ idToken: context.idToken }),
            onDone: [
              {
                guard: 'hasSignOutPage',
                target: 'guest',
                actions: ['forgetTokens', 'forgetSignIn', 'forgetCart', { type: 'leave', params: ({ event }) => event.output.url! }],
              },
              { target: 'guest', actions: ['forgetTokens', 'forgetSignIn', 'forgetCart', 'leaveSecurePage'] },
            ],
            onError: { target: 'customer', actions: 'notifySignOutFailed' },
          },
        },
      },
    },
  },
})
