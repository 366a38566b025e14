import { defineModel, done, failed } from '../testing/model.ts'
import { passwordResetMachine } from './password-reset.machine.ts'

/** A link asked for by email, then followed from the email to choose a new password once. */
export const passwordResetModel = defineModel({
  machine: passwordResetMachine,
  starts: {
    'the forgot-password page': {},
    'a link from the email': { token: 'reset-token' },
  },
  events: {
    'types the email': { type: 'passwordReset.change', field: 'email', value: 'ana@example.com' },
    'types a new password': { type: 'passwordReset.change', field: 'password', value: 'Crunch$2027' },
    'the link is on its way': done('askForLink', { sent: true }),
    'too many links were asked from this connection': failed('askForLink', { errorKey: 'tooManyRequests' }),
    'the server refuses the email': failed('askForLink', { errorKey: 'invalidInput', data: { fields: { email: 'emailFormat' } } }),
    'the password is set': done('setPassword', { reset: true }),
    'the link was used or ran out': failed('setPassword', { errorKey: 'resetLinkInvalid' }),
    'the server cannot be reached': failed('setPassword', { errorKey: 'requestFailed' }),
    'the server refuses the password': failed('setPassword', { errorKey: 'invalidInput', data: { fields: { password: 'passwordInvalid' } } }),
  },
  facts: ({ context }) => ({
    email: context.email !== '',
    password: context.password !== '',
    link: context.token !== undefined,
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
  }),
})
