import { expect } from 'vitest'
import { changePasswordModel } from './change-password.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { ChangePasswordSchema } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(changePasswordModel, (input) => {
  const harness = startHarness(changePasswordModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: () => {
        const { currentPassword, newPassword } = now().context
        expectFieldErrors(harness, now().context.errors, () => fieldErrors(ChangePasswordSchema, { currentPassword, newPassword }), 'changePassword.submit')
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean))
      },
      saving: () => expect(callsTo<unknown>(harness, 'changePassword').last().input).toEqual({ currentPassword: 'Snack$2026', newPassword: 'Crunch$2027' }),
      // Neither password stays once changed.
      changed: () => expect([now().context.currentPassword, now().context.newPassword]).toEqual(['', '']),
    },
  }
})
