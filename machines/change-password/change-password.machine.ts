import { assign, fromPromise, setup } from 'xstate'
import { ChangePasswordSchema } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'

export interface ChangePasswordContext {
  currentPassword: string
  newPassword: string
  /** Message ids by field. */
  errors: { currentPassword?: string; newPassword?: string }
  error?: string
}

export type ChangePasswordEvent = { type: 'changePassword.change'; field: 'currentPassword' | 'newPassword'; value: string } | { type: 'changePassword.submit' }

const form = formParts<ChangePasswordContext, ChangePasswordEvent>((context) =>
  fieldErrors(ChangePasswordSchema, { currentPassword: context.currentPassword, newPassword: context.newPassword }),
)

/** Change password (SPEC §2): the current password and a new one that keeps the rules; neither is kept once sent. */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<unknown, { currentPassword: string; newPassword: string }>(() =>
      Promise.reject(new Error('changePassword is provided by the app')),
    ),
  },
  actions: { ...form.actions, forgetCurrentPassword: assign({ currentPassword: '' }) },
  guards: form.guards,
}).createMachine({
  id: 'changePassword',
  context: { currentPassword: '', newPassword: '', errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'changePassword.change': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: withoutError(context.errors, event.field) })),
        },
        'changePassword.submit': submitted('saving'),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: { target: 'changed', actions: assign({ currentPassword: '', newPassword: '' }) },
        onError: refused('editing', 'forgetCurrentPassword'),
      },
    },
    changed: {},
  },
})
