import { expect } from 'vitest'
import { passwordResetModel } from './password-reset.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(passwordResetModel, (input) => {
  let focused = 0
  const harness = startHarness(passwordResetModel, input, { provide: { actions: { focusFirstError: () => void focused++ } } })
  const now = () => harness.actor.getSnapshot()
  const fieldChecks = (expected: { context: { errors: object; error?: string } }) => {
    expect(now().context.errors).toEqual(expected.context.errors)
    expect(now().context.error).toBe(expected.context.error)
    if (Object.values(expected.context.errors).some(Boolean)) expect(focused).toBeGreaterThan(0)
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
