import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '../../src/domain/address.ts'
import { ForgotPasswordSchema, NewPasswordSchema } from '../../src/domain/account.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'

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

export type PasswordResetEvent = { type: 'passwordReset.change'; field: 'email' | 'password'; value: string } | { type: 'passwordReset.submit' }

const emailErrors = (context: PasswordResetContext) => fieldErrors(ForgotPasswordSchema, { email: context.email })
const passwordErrors = (context: PasswordResetContext) => fieldErrors(NewPasswordSchema, context.password)

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
  actions: {
    focusFirstError: () => {},
  },
  guards: {
    followedALink: ({ context }) => context.token !== undefined,
    emailHasErrors: ({ context }) => Object.keys(emailErrors(context)).length > 0,
    passwordHasErrors: ({ context }) => Object.keys(passwordErrors(context)).length > 0,
    linkRefused: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'resetLinkInvalid',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, email: '', password: '', errors: {} }),
  initial: 'arriving',
  on: {
    'passwordReset.change': {
      actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })),
    },
  },
  states: {
    arriving: {
      always: [{ guard: 'followedALink', target: 'choosing' }, { target: 'asking' }],
    },
    asking: {
      on: {
        'passwordReset.submit': [
          { guard: 'emailHasErrors', actions: [assign({ errors: ({ context }) => emailErrors(context), error: undefined }), 'focusFirstError'] },
          { target: 'sending', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'askForLink',
        src: 'askForLink',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: { target: 'asking', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    // The same for every email: a link is on its way if the email has an account.
    sent: {},
    choosing: {
      on: {
        'passwordReset.submit': [
          {
            guard: 'passwordHasErrors',
            actions: [assign({ errors: ({ context }) => ({ password: Object.values(passwordErrors(context))[0] }), error: undefined }), 'focusFirstError'],
          },
          { target: 'saving', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token!, password: context.password }),
        onDone: { target: 'done', actions: assign({ password: '' }) },
        onError: [
          { guard: 'linkRefused', target: 'linkInvalid', actions: assign({ password: '' }) },
          { target: 'choosing', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        ],
      },
    },
    done: {},
    // Used, expired or never ours: the shopper asks for a new link.
    linkInvalid: {
      on: { 'passwordReset.submit': { target: 'asking', actions: assign({ token: undefined, error: undefined }) } },
    },
  },
})
