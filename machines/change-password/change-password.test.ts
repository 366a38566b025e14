import { expect } from 'vitest'
import { changePasswordModel } from './change-password.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(changePasswordModel, (input) => {
  let focused = 0
  const harness = startHarness(changePasswordModel, input, { provide: { actions: { focusFirstError: () => void focused++ } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        expect(now().context.error).toBe(expected.context.error)
        if (Object.values(expected.context.errors).some(Boolean)) expect(focused).toBeGreaterThan(0)
      },
      saving: () => expect(callsTo<unknown>(harness, 'changePassword').last().input).toEqual({ currentPassword: 'Snack$2026', newPassword: 'Crunch$2027' }),
      // Neither password stays once changed.
      changed: () => expect([now().context.currentPassword, now().context.newPassword]).toEqual(['', '']),
    },
  }
})
