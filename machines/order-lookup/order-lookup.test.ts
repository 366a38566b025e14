import { expect } from 'vitest'
import { orderLookupModel, FOUND } from './order-lookup.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'
import { fieldErrors } from '#domain/address.ts'
import { OrderLookupSchema } from '#domain/order.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(orderLookupModel, (input) => {
  const harness = startHarness(orderLookupModel, input)
  const now = () => harness.actor.getSnapshot()
  const rules = () => fieldErrors(OrderLookupSchema, { orderNumber: now().context.orderNumber, email: now().context.email })
  return {
    harness,
    checks: {
      editing: () => {
        expectFieldErrors(harness, now().context.errors, rules, 'orderLookup.submit')
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean))
      },
      looking: () => expect(callsTo<unknown>(harness, 'lookUpOrder').last().input).toEqual({ orderNumber: 'sf-7k3q9mx', email: 'ana@example.com' }),
      found: () => expect(now().context.order).toEqual(FOUND),
    },
  }
})
