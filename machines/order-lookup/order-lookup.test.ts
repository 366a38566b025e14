import { expect } from 'vitest'
import { orderLookupModel, FOUND } from './order-lookup.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(orderLookupModel, (input) => {
  const harness = startHarness(orderLookupModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: (expected) => {
        expect(now().context.errors).toEqual(expected.context.errors)
        expectMessageShown(harness, now().context.error)
      },
      looking: () => expect(callsTo<unknown>(harness, 'lookUpOrder').last().input).toEqual({ orderNumber: 'sf-7k3q9mx', email: 'ana@example.com' }),
      found: () => expect(now().context.order).toEqual(FOUND),
    },
  }
})
