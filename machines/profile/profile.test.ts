import { expect } from 'vitest'
import { profileModel } from './profile.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(profileModel, (input) => {
  let focused = 0
  const harness = startHarness(profileModel, input, { provide: { actions: { focusFirstError: () => void focused++ } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      showing: (expected) => expect(now().context.saved).toEqual(expected.context.saved),
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        expect(now().context.error).toBe(expected.context.error)
        if (Object.keys(expected.context.errors).length > 0) expect(focused).toBeGreaterThan(0)
      },
      saving: () => expect(callsTo<unknown>(harness, 'saveProfile').last().input).toEqual(now().context.form),
    },
  }
})
