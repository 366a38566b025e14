import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '#domain/address.ts'
import { ForgotPasswordSchema, NewPasswordSchema } from '#domain/account.ts'
import { errorKeyOf } from '#domain/envelope.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'

export interface PasswordResetInput {
  /** The token of the link the shopper followed from the email, on /resetpassword. */
  token?: string
}

export interface PasswordResetContext {
  token?: string
  email: string
  password: string
  /** Message ids by field. */
  errors: { email?: string; password?: string }
  /** A message id for the server's refusal. */
  error?: string
}

export type PasswordResetEvent =
  | { type: 'passwordReset.change'; field: 'email' | 'password'; value: string }
  | { type: 'passwordReset.submit' }
  /** A refused link: the shopper asks for a new one. */
  | { type: 'passwordReset.askAgain' }

/** From a link, the new password (the first rule it misses); else the email a link is sent to. */
const form = formParts<PasswordResetContext, PasswordResetEvent>((context) => {
  if (context.token === undefined) return fieldErrors(ForgotPasswordSchema, { email: context.email })
  const [missed] = Object.values(fieldErrors(NewPasswordSchema, context.password))
  return missed ? { password: missed } : {}
})

/**
 * A forgotten password (SPEC §4, §8): the shopper asks for a link by email; the link, followed
 * from the email, lets them choose a new password once.
 */
export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as PasswordResetInput },
  actors: {
    askForLink: fromPromise<unknown, { email: string }>(() => Promise.reject(new Error('askForLink is provided by the app'))),
    setPassword: fromPromise<unknown, { token: string; password: string }>(() => Promise.reject(new Error('setPassword is provided by the app'))),
  },
  actions: form.actions,
  guards: {
    ...form.guards,
    followedALink: ({ context }) => context.token !== undefined,
    linkRefused: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'resetLinkInvalid',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, email: '', password: '', errors: {} }),
  initial: 'arriving',
  on: {
    'passwordReset.change': {
      actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: withoutError(context.errors, event.field) })),
    },
  },
  states: {
    arriving: {
      always: [{ guard: 'followedALink', target: 'choosing' }, { target: 'asking' }],
    },
    asking: {
      on: {
        'passwordReset.submit': submitted('sending'),
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'askForLink',
        src: 'askForLink',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: refused('asking'),
      },
    },
    // The same for every email: a link is on its way if the email has an account.
    sent: {},
    choosing: {
      on: {
        'passwordReset.submit': submitted('saving'),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token!, password: context.password }),
        onDone: { target: 'done', actions: assign({ password: '' }) },
        onError: [{ guard: 'linkRefused', target: 'linkInvalid', actions: assign({ password: '' }) }, ...refused('choosing')],
      },
    },
    done: {},
    // Used, expired or never ours: the shopper asks for a new link.
    linkInvalid: {
      on: { 'passwordReset.askAgain': { target: 'asking', actions: assign({ token: undefined, error: undefined }) } },
    },
  },
})
