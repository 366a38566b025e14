import { expect } from 'vitest'
import { savedMixesModel, ROAD_TRIP } from './saved-mixes.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { Mix } from '../../src/domain/mix.ts'

modelTests(savedMixesModel, (input) => {
  const harness = startHarness(savedMixesModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      listing: (expected) => {
        expect(now().context.mixes).toEqual(expected.context.mixes)
        expect(now().context.added).toBe(expected.context.added)
        expect(now().context.error).toBe(expected.context.error)
        // A mix with a snack that has sold out cannot go to the cart as it is.
        expect(now().can({ type: 'savedMixes.addToCart', id: ROAD_TRIP.id })).toBe(false)
      },
      // The whole mix goes to the cart, as saved.
      adding: (expected) => expect(callsTo<Mix>(harness, 'addToCart').last().input.id).toBe(expected.context.chosen),
      confirming: () => expect(callsTo<{ id: string }>(harness, 'deleteMix').calls).toHaveLength(0),
      deleting: () => expect(callsTo<{ id: string }>(harness, 'deleteMix').last().input).toEqual({ id: ROAD_TRIP.id }),
    },
  }
})
