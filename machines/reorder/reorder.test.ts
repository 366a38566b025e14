import { expect } from 'vitest'
import { ACCOUNT_CART, BROWSER_CART, CART, reorderModel } from './reorder.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { CartOwner } from '../../src/domain/cart.ts'

modelTests(reorderModel, (input) => {
  CART.heard.length = 0
  const shown: string[][] = []
  const harness = startHarness(reorderModel, input, { provide: { actions: { showCart: (_: unknown, short: string[]) => void shown.push(short) } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      idle: () => {
        expectMessageShown(harness, now().context.error)
        expect(shown).toEqual([])
        expect(CART.heard.splice(0)).toEqual([])
      },
      findingCart: () => expect(CART.heard.splice(0)).toEqual([{ type: 'cart.identify', replyTo: harness.actor }]),
      // The order goes into the cart the browser has; a customer without one gets the account's.
      reordering: (expected) =>
        expect(callsTo<unknown>(harness, 'reorder').last().input).toEqual({
          orderNumber: 'SF-7K3Q9MX',
          owner: expected.context.owner as CartOwner | undefined,
        }),
      // The cart the lines went to is the browser's now, and the shopper is shown it, told of what ran short.
      done: (expected) => {
        // (The model's answers: everything back into the browser's cart, or short into the account's new one.)
        const owner = expected.context.short.length > 0 ? ACCOUNT_CART : BROWSER_CART
        expect(CART.heard.splice(0)).toEqual([{ type: 'cart.takeUp', owner }])
        expect(shown).toEqual([expected.context.short])
      },
    },
  }
})
