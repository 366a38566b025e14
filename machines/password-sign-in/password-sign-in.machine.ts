import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '#domain/address.ts'
import { AccountMessage, SignInSchema } from '#domain/account.ts'
import { formParts, submitted, withoutError } from '../form.ts'

export interface PasswordSignInInput {
  /** The provider's interaction this page answers. */
  uid: string
}

export interface PasswordSignInContext {
  uid: string
  email: string
  password: string
  /** Message ids by field. */
  errors: { email?: string; password?: string }
  /** A message id for the provider's refusal (a wrong pair, a locked account). */
  error?: string
  /** Whether "Sign in with Google" is offered here. */
  google: boolean
}

/** What the provider says of the interaction: the email it knows, whether Google is offered, and whether a Google sign-in waits for this account's password. */
export interface InteractionDetails {
  loginHint: string
  google: boolean
  linkGoogle: boolean
}

export type PasswordSignInEvent =
  { type: 'passwordSignIn.change'; field: 'email' | 'password'; value: string } | { type: 'passwordSignIn.submit' } | { type: 'passwordSignIn.google' }

const form = formParts<PasswordSignInContext, PasswordSignInEvent>((context) => fieldErrors(SignInSchema, { email: context.email, password: context.password }))

/** The store's own sign-in page: the provider's interaction read, the email and password checked and sent, and the shopper on their way back. */
export const passwordSignInMachine = setup({
  types: { context: {} as PasswordSignInContext, events: {} as PasswordSignInEvent, input: {} as PasswordSignInInput },
  actors: {
    /** What the provider asks of this interaction, with the email it already knows. */
    loadInteraction: fromPromise<InteractionDetails, { uid: string }>(() => Promise.reject(new Error('loadInteraction is provided by the app'))),
    /** Email and password given to the provider; it answers where the shopper goes next. */
    submitSignIn: fromPromise<{ redirectTo: string }, { uid: string; email: string; password: string }>(() =>
      Promise.reject(new Error('submitSignIn is provided by the app')),
    ),
    /** Google's sign-in address for this interaction. */
    startGoogle: fromPromise<{ redirectTo: string }, { uid: string }>(() => Promise.reject(new Error('startGoogle is provided by the app'))),
  },
  actions: {
    /** Follows the provider back to the site. */
    leave: (_, _url: string) => {},
    ...form.actions,
    /** The password is typed again after any refusal. */
    forgetPassword: assign({ password: '' }),
    takeInteraction: assign(({ context, event }) => {
      const details = (event as unknown as { output: InteractionDetails }).output
      return { email: context.email || details.loginHint, google: details.google }
    }),
  },
  guards: {
    ...form.guards,
    isGoogleOffered: ({ context }) => context.google,
    isGoogleLinkWaiting: ({ event }) => (event as unknown as { output: InteractionDetails }).output.linkGoogle,
  },
}).createMachine({
  id: 'passwordSignIn',
  context: ({ input }) => ({ uid: input.uid, email: '', password: '', errors: {}, google: false }),
  initial: 'loading',
  // What is typed is kept, even while the page is still asking the provider about this sign-in.
  on: {
    'passwordSignIn.change': { actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: withoutError(context.errors, event.field) })) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInteraction',
        src: 'loadInteraction',
        input: ({ context }) => ({ uid: context.uid }),
        // The email the store already knows fills the field, unless the shopper typed one. A Google sign-in waiting for the account's password says so.
        onDone: [
          {
            guard: 'isGoogleLinkWaiting',
            target: 'editing',
            actions: ['takeInteraction', assign({ error: AccountMessage.googleLinkNeeded }), 'focusFirstError'],
          },
          { target: 'editing', actions: 'takeInteraction' },
        ],
        onError: 'expired',
      },
    },
    editing: {
      on: {
        'passwordSignIn.submit': submitted('submitting'),
        'passwordSignIn.google': { guard: 'isGoogleOffered', target: 'toGoogle', actions: 'clearProblems' },
      },
    },
    // Signing in with Google: the page goes there, and comes back signed in.
    toGoogle: {
      tags: ['busy'],
      invoke: {
        id: 'startGoogle',
        src: 'startGoogle',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => event.output.redirectTo } },
        onError: { target: 'editing', actions: ['forgetPassword', 'showRefusal', 'focusFirstError'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitSignIn',
        src: 'submitSignIn',
        input: ({ context }) => ({ uid: context.uid, email: context.email, password: context.password }),
        onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => event.output.redirectTo } },
        onError: { target: 'editing', actions: ['forgetPassword', 'showRefusal', 'focusFirstError'] },
      },
    },
    leaving: { tags: ['busy'] },
    // The interaction is unknown or its time ran out: the shopper starts signing in again from the site.
    expired: {},
  },
})
