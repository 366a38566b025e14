import { expect } from 'vitest'
import { ANA, LOYALTY_ID, registrationModel } from './registration.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError } from '../testing/form-checks.ts'
import { registrationSchema } from '#domain/account.ts'
import { joinsRewards } from '#domain/rewards.ts'
import { fieldErrors } from '#domain/address.ts'
import { registrationBody } from './registration.machine.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(registrationModel, (input) => {
  const signedInAs: string[] = []
  const harness = startHarness(registrationModel, input, {
    provide: { actions: { signInAs: (_: unknown, email: string) => void signedInAs.push(email) } },
  })
  const now = () => harness.actor.getSnapshot()
  // The store's rules for the form as typed; the birth date's parts are told beside their own fields, the date as a whole beside them all.
  const rules = () => {
    const errors = fieldErrors(registrationSchema(new Date()), registrationBody(now().context.form, now().context.sourceId))
    return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^birth\./, ''), message]))
  }
  const birthPart = ['birth']
  return {
    harness,
    checks: {
      editing: () => {
        expectFieldErrors(harness, now().context.errors, rules, 'registration.submit', { day: birthPart, month: birthPart, year: birthPart })
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
        expect(signedInAs).toEqual([])
      },
      // The rewards site registers with the member number its email joined with.
      registering: () =>
        expect(callsTo<{ form: typeof ANA }>(harness, 'register').last().input).toEqual({
          form: expect.objectContaining(ANA),
          sourceId: input.sourceId,
          loyaltyId: joinsRewards(input.sourceId) ? LOYALTY_ID : undefined,
        }),
      checkingRewardsEmail: () => expect(callsTo<{ email: string }>(harness, 'verifyRewardsEmail').last().input).toEqual({ email: ANA.email }),
      profilingMember: () =>
        expect(callsTo<{ loyaltyId: string }>(harness, 'createRewardsProfile').last().input).toMatchObject({
          form: expect.objectContaining(ANA),
          loyaltyId: LOYALTY_ID,
        }),
      registered: () => expect(signedInAs).toEqual([ANA.email]),
      signingInInstead: () => expect(signedInAs).toEqual([ANA.email]),
    },
  }
})
