import { assign, fromPromise, setup } from 'xstate'
import { ChangePasswordSchema } from '../../src/domain/account.ts'
import { fieldErrors } from '../../src/domain/address.ts'
import { errorKeyOf, fieldErrorsOf } from '../../src/domain/envelope.ts'

export interface ChangePasswordContext {
  currentPassword: string
  newPassword: string
  /** Message ids by field. */
  errors: { currentPassword?: string; newPassword?: string }
  error?: string
}

export type ChangePasswordEvent = { type: 'changePassword.change'; field: 'currentPassword' | 'newPassword'; value: string } | { type: 'changePassword.submit' }

const errorsOf = (context: ChangePasswordContext) =>
  fieldErrors(ChangePasswordSchema, { currentPassword: context.currentPassword, newPassword: context.newPassword }) as ChangePasswordContext['errors']

/** Change password (SPEC §2): the current password and a new one that keeps the rules; neither is kept once sent. */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<unknown, { currentPassword: string; newPassword: string }>(() =>
      Promise.reject(new Error('changePassword is provided by the app')),
    ),
  },
  actions: { focusFirstError: () => {} },
  guards: {
    hasErrors: ({ context }) => Object.keys(errorsOf(context)).length > 0,
    hasFieldErrors: ({ event }) => fieldErrorsOf((event as { error?: unknown }).error) !== undefined,
  },
}).createMachine({
  id: 'changePassword',
  context: { currentPassword: '', newPassword: '', errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'changePassword.change': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })),
        },
        'changePassword.submit': [
          { guard: 'hasErrors', actions: [assign({ errors: ({ context }) => errorsOf(context), error: undefined }), 'focusFirstError'] },
          { target: 'saving', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: { target: 'changed', actions: assign({ currentPassword: '', newPassword: '' }) },
        onError: [
          {
            guard: 'hasFieldErrors',
            target: 'editing',
            actions: [assign({ currentPassword: '', errors: ({ event }) => fieldErrorsOf(event.error) ?? {} }), 'focusFirstError'],
          },
          { target: 'editing', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        ],
      },
    },
    changed: {},
  },
})
