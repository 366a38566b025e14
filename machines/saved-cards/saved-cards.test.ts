import { expect } from 'vitest'
import { AMEX, savedCardsModel } from './saved-cards.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectDoneSaid, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'

modelTests(savedCardsModel, (input) => {
  const harness = startHarness(savedCardsModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      listing: () => {
        // The list is the server's answer to a deletion, else as it was.
        expect(now().context.cards).toEqual(answerIn(harness, 'deleteCard') ?? harness.step.before?.context.cards ?? input.cards)
        expectMessageShown(harness, now().context.error)
        expectDoneSaid(harness, 'deleteCard', 'cardDeleted')
      },
      // Nothing is deleted until the shopper says yes.
      confirming: () => expect(callsTo<{ id: string }>(harness, 'deleteCard').calls).toHaveLength(0),
      deleting: () => expect(callsTo<{ id: string }>(harness, 'deleteCard').last().input).toEqual({ id: AMEX.id }),
    },
  }
})
