import { expect } from 'vitest'
import { passwordResetModel } from './password-reset.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { ForgotPasswordSchema, NewPasswordSchema } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(passwordResetModel, (input) => {
  const harness = startHarness(passwordResetModel, input)
  const now = () => harness.actor.getSnapshot()
  // The store's rules for what is typed: the email a link goes to, or the new password chosen from a link (its first broken rule).
  const rules = () => {
    const { token, email, password } = now().context
    return token === undefined ? fieldErrors(ForgotPasswordSchema, { email }) : { password: Object.values(fieldErrors(NewPasswordSchema, password))[0] }
  }
  const fieldChecks = () => {
    expectFieldErrors(harness, now().context.errors, rules, 'passwordReset.submit')
    expectMessageShown(harness, now().context.error)
    expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean))
  }
  return {
    harness,
    checks: {
      asking: fieldChecks,
      choosing: fieldChecks,
      sending: () => expect(callsTo<unknown>(harness, 'askForLink').last().input).toEqual({ email: 'ana@example.com' }),
      saving: () => expect(callsTo<unknown>(harness, 'setPassword').last().input).toEqual({ token: 'reset-token', password: 'Crunch$2027' }),
      // Nothing of the new password stays once it is set, or once the link is refused.
      done: () => expect(now().context.password).toBe(''),
      linkInvalid: () => expect(now().context.password).toBe(''),
    },
  }
})
