import { expect } from 'vitest'
import { profileModel } from './profile.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(profileModel, (input) => {
  const harness = startHarness(profileModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // What is shown is the profile as the server kept it.
      showing: () => expect(now().context.saved).toEqual(answerIn(harness, 'saveProfile') ?? harness.step.before?.context.saved ?? input.profile),
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
      },
      saving: () => expect(callsTo<unknown>(harness, 'saveProfile').last().input).toEqual(now().context.form),
    },
  }
})
