import { expect } from 'vitest'
import { passwordResetModel } from './password-reset.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(passwordResetModel, (input) => {
  const harness = startHarness(passwordResetModel, input)
  const now = () => harness.actor.getSnapshot()
  const fieldChecks = (expected: { context: { errors: object; error?: string } }) => {
    expect(now().context.errors).toEqual(expected.context.errors)
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
