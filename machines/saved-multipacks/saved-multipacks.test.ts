import { expect } from 'vitest'
import { savedMultipacksModel, ROAD_TRIP } from './saved-multipacks.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(savedMultipacksModel, (input) => {
  const harness = startHarness(savedMultipacksModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      listing: () => {
        // The list is the server's answer to a deletion, else as it was.
        expect(now().context.multipacks).toEqual(answerIn(harness, 'deleteMultipack') ?? harness.step.before?.context.multipacks ?? input.multipacks)
        // The cart taking the mix says which one went in.
        const added = harness.step.event?.type === 'cart.changed' ? harness.step.before?.context.chosen : undefined
        if (added) expect(now().context.added).toBe(added)
        else expect([undefined, harness.step.before?.context.added]).toContain(now().context.added)
        expectMessageShown(harness, now().context.error)
        // A mix with a snack that has sold out cannot go to the cart as it is.
        expect(now().can({ type: 'savedMultipacks.addToCart', id: ROAD_TRIP.id })).toBe(false)
      },
      // The whole mix goes to the cart, as saved.
      adding: () => {
        const pressed = (harness.step.event as { id?: string } | undefined)?.id
        const multipack = input.multipacks.find((saved) => saved.id === pressed)!
        expect(harness.sent.cart.splice(0)).toEqual([
          { type: 'cart.addMultipack', picks: multipack.picks.map(({ productId, quantity }) => ({ productId, quantity })), replyTo: harness.actor },
        ])
      },
      confirming: () => expect(callsTo<{ id: string }>(harness, 'deleteMultipack').calls).toHaveLength(0),
      deleting: () => expect(callsTo<{ id: string }>(harness, 'deleteMultipack').last().input).toEqual({ id: ROAD_TRIP.id }),
    },
  }
})
