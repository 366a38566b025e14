import { expect } from 'vitest'
import { ACCOUNT_CART, cartMergeModel } from './cart-merge.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(cartMergeModel, (input) => {
  const takenUp: unknown[] = []
  const told: string[] = []
  const harness = startHarness(cartMergeModel, input, {
    provide: {
      actions: {
        takeUp: (_: unknown, owner: unknown) => void takenUp.push(owner),
        tellMergeFailed: (_: unknown, errorKey: string) => void told.push(errorKey),
      },
    },
  })
  return {
    harness,
    checks: {
      idle: () => expect(takenUp).toEqual([]),
      merging: () => expect(harness.calls.mergeCart!.calls.length).toBeGreaterThan(0),
      merged: () => expect(takenUp.at(-1)).toEqual(ACCOUNT_CART),
      // The guest's cart stays as it was, and the shopper is told.
      failed: () => expect(told.at(-1)).toBe('requestFailed'),
    },
  }
})
