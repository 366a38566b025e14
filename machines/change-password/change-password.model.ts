import { defineModel, done, failed } from '../testing/model.ts'
import { changePasswordMachine } from './change-password.machine.ts'

/** The current password and a new one, checked, sent, refused or changed. */
export const changePasswordModel = defineModel({
  machine: changePasswordMachine,
  starts: { 'the change-password page': undefined },
  events: {
    'types the current password': { type: 'changePassword.change', field: 'currentPassword', value: 'Snack$2026' },
    'types a new password': { type: 'changePassword.change', field: 'newPassword', value: 'Crunch$2027' },
    'the password is changed': done('changePassword', { changed: true }),
    'the current password is wrong': failed('changePassword', { errorKey: 'invalidInput', data: { fields: { currentPassword: 'wrongCurrentPassword' } } }),
    'the server cannot be reached': failed('changePassword', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({
    current: context.currentPassword !== '',
    next: context.newPassword !== '',
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
  }),
})
