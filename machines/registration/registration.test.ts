import { expect } from 'vitest'
import { ANA, LOYALTY_ID, registrationModel } from './registration.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFocusOnFirstError } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(registrationModel, (input) => {
  const signedInAs: string[] = []
  const harness = startHarness(registrationModel, input, {
    provide: { actions: { signInAs: (_: unknown, email: string) => void signedInAs.push(email) } },
  })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        expectFocusOnFirstError(harness, Object.keys(now().context.errors).length > 0)
        expect(signedInAs).toEqual([])
      },
      // The rewards site registers with the member number its email joined with.
      registering: (expected) =>
        expect(callsTo<{ form: typeof ANA }>(harness, 'register').last().input).toEqual({
          form: expect.objectContaining(ANA),
          sourceId: expected.context.sourceId,
          loyaltyId: expected.context.loyaltyId,
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
