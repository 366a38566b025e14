import { expect } from 'vitest'
import { ACCOUNT_CART, cartMergeModel } from './cart-merge.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(cartMergeModel, (input) => {
  const told: string[] = []
  const harness = startHarness(cartMergeModel, input, {
    provide: { actions: { tellMergeFailed: (_: unknown, errorKey: string) => void told.push(errorKey) } },
  })
  const toCart = () => harness.sent.cart.splice(0)
  return {
    harness,
    checks: {
      idle: () => expect(toCart()).toEqual([]),
      // The cart answers once the guest's changes are saved.
      findingCart: () => expect(toCart()).toEqual([{ type: 'cart.handOver', replyTo: harness.actor }]),
      // The guest's cart, if any, is the one merged into the account's.
      merging: (expected) => {
        expect(toCart()).toEqual([])
        expect(callsTo<unknown>(harness, 'mergeCart').last().input).toEqual({ guest: expected.context.guest })
      },
      merged: () => expect(toCart()).toEqual([{ type: 'cart.takeUp', owner: ACCOUNT_CART }]),
      // The guest's cart goes on as it was, and the shopper is told.
      failed: () => {
        expect(toCart()).toEqual([{ type: 'cart.keep' }])
        expect(told.at(-1)).toBe('requestFailed')
      },
    },
  }
})
