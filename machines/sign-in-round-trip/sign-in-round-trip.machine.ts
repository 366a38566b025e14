import { assign, fromPromise, sendTo, setup } from 'xstate'
import { member } from '../store/system.ts'
import type { SignedIn } from '#api/sign-in.ts'
import { errorKeyOf } from '#domain/envelope.ts'

export interface SignInRoundTripContext {
  returned?: string
  /** A message id for what went wrong. */
  error?: string
}

export type SignInRoundTripEvent =
  /** `loginHint`: the email the sign-in page starts with (a shopper who just registered). */
  | { type: 'signInRoundTrip.start'; returnTo: string; loginHint?: string }
  /** The provider sent the shopper back to this address (`/implicit/callback`): the sign-in is finished. */
  | { type: 'signInRoundTrip.finish'; returned: string }

/** What the sign-in is back with: who signed in, and where the shopper was. */
export type SignInResult = SignedIn & { returnTo: string }

const signInRefusal = (error: unknown) => errorKeyOf(error, 'signInFailed')

/**
 * Signing in (SPEC §4): the shopper is sent to the identity provider's sign-in page with a PKCE
 * challenge, comes back with a code, and the code is exchanged for their tokens; then they are
 * signed in and back where they were.
 */
export const signInRoundTripMachine = setup({
  types: { context: {} as SignInRoundTripContext, events: {} as SignInRoundTripEvent },
  actors: {
    /** The provider's sign-in address for this tab, its PKCE verifier and state kept for the return. */
    prepareSignIn: fromPromise<{ url: string }, { returnTo: string; loginHint?: string }>(() =>
      Promise.reject(new Error('prepareSignIn is provided by the app')),
    ),
    /** The code the provider sent back, exchanged with this tab's verifier. */
    finishSignIn: fromPromise<SignInResult, { returned: string }>(() => Promise.reject(new Error('finishSignIn is provided by the app'))),
  },
  actions: {
    /** Goes to the provider's sign-in page. */
    leave: (_, _url: string) => {},
    /** The session is signed in with these tokens. */
    tellSession: sendTo(member('session'), (_, signedIn: SignedIn) => ({ type: 'session.signedIn', ...signedIn })),
    /** The guest's cart goes into the account's. */
    mergeCarts: sendTo(member('cartMerge'), { type: 'cartMerge.start' }),
    /** Back to the page the shopper signed in from. */
    goBack: (_, _returnTo: string) => {},
  },
}).createMachine({
  id: 'signInRoundTrip',
  context: {},
  initial: 'idle',
  on: {
    'signInRoundTrip.start': { target: '.sending', actions: assign({ error: undefined }) },
  },
  states: {
    idle: {
      on: { 'signInRoundTrip.finish': { target: 'finishing', actions: assign({ returned: ({ event }) => event.returned, error: undefined }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'prepareSignIn',
        src: 'prepareSignIn',
        input: ({ event }) => {
          const start = event as Extract<SignInRoundTripEvent, { type: 'signInRoundTrip.start' }>
          return { returnTo: start.returnTo, loginHint: start.loginHint }
        },
        onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => event.output.url } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => signInRefusal(event.error) }) },
      },
    },
    // The page is on its way to the provider.
    leaving: { tags: ['busy'] },
    finishing: {
      tags: ['busy'],
      invoke: {
        id: 'finishSignIn',
        src: 'finishSignIn',
        input: ({ context }) => ({ returned: context.returned! }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ returned: undefined }),
            {
              type: 'tellSession',
              params: ({
                event: {
                  output: { returnTo: _, ...signedIn },
                },
              }) => signedIn,
            },
            'mergeCarts',
            { type: 'goBack', params: ({ event }) => event.output.returnTo },
          ],
        },
        onError: { target: 'failed', actions: assign({ returned: undefined, error: ({ event }) => signInRefusal(event.error) }) },
      },
    },
    signedIn: {},
    failed: {},
  },
})
