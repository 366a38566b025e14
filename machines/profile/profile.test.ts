import { expect } from 'vitest'
import { profileModel } from './profile.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectDoneSaid, expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { ProfileSchema } from '#domain/account.ts'
import { fieldErrors } from '#domain/address.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(profileModel, (input) => {
  const harness = startHarness(profileModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // What is shown is the profile as the server kept it.
      showing: () => {
        expect(now().context.saved).toEqual(answerIn(harness, 'saveProfile') ?? harness.step.before?.context.saved ?? input.profile)
        expectDoneSaid(harness, 'saveProfile', 'profileSaved')
      },
      editing: () => {
        expectFieldErrors(harness, now().context.errors, () => fieldErrors(ProfileSchema, now().context.form), 'profile.save')
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
      },
      saving: () => expect(callsTo<unknown>(harness, 'saveProfile').last().input).toEqual(now().context.form),
    },
  }
})
