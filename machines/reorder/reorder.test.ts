import { expect } from 'vitest'
import { reorderModel } from './reorder.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { CartOwner } from '#domain/cart.ts'

modelTests(reorderModel, (input) => {
  const shown: string[][] = []
  const harness = startHarness(reorderModel, input, { provide: { actions: { showCart: (_: unknown, short: string[]) => void shown.push(short) } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      idle: () => {
        expectMessageShown(harness, now().context.error)
        expect(shown).toEqual([])
        expect(harness.sent.cart.splice(0)).toEqual([])
      },
      findingCart: () => expect(harness.sent.cart.splice(0)).toEqual([{ type: 'cart.identify', replyTo: harness.actor }]),
      // The order goes into the cart the browser has; a customer without one gets the account's.
      reordering: () =>
        expect(callsTo<unknown>(harness, 'reorder').last().input).toEqual({
          orderNumber: 'SF-7K3Q9MX',
          owner: (harness.step.event as { owner?: CartOwner } | undefined)?.owner,
        }),
      // The cart the lines went to is the browser's now, and the shopper is shown it, told of what ran short.
      done: () => {
        const answer = answerIn<{ owner: CartOwner; short: string[] }>(harness, 'reorder')!
        expect(harness.sent.cart.splice(0)).toEqual([{ type: 'cart.takeUp', owner: answer.owner }])
        expect(shown).toEqual([answer.short])
      },
    },
  }
})
