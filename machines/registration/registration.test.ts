import { expect } from 'vitest'
import { ANA, registrationModel } from './registration.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(registrationModel, (input) => {
  const signedInAs: string[] = []
  let focused = 0
  const harness = startHarness(registrationModel, input, {
    provide: { actions: { signInAs: (_: unknown, email: string) => void signedInAs.push(email), focusFirstError: () => void focused++ } },
  })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        if (Object.keys(expected.context.errors).length > 0) expect(focused).toBeGreaterThan(0)
        expect(signedInAs).toEqual([])
      },
      registering: () => expect(callsTo<{ form: typeof ANA }>(harness, 'register').last().input).toMatchObject({ form: ANA, sourceId: 'SNACKFOLK_WEB' }),
      registered: () => expect(signedInAs).toEqual([ANA.email]),
    },
  }
})
