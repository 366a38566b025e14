import { expect } from 'vitest'
import { giftCardPurchaseModel, AMOUNTS } from './gift-card-purchase.model.ts'
import { giftCardOf, giftCardProblems } from './gift-card-purchase.machine.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import { expectFieldErrors, expectFocusOnFirstError, expectMessageShown } from '../testing/form-checks.ts'

modelTests(giftCardPurchaseModel, (input) => {
  const harness = startHarness(giftCardPurchaseModel, input)
  const now = () => harness.actor.getSnapshot()
  const rules = () => giftCardProblems(now().context.form, AMOUNTS)
  return {
    harness,
    checks: {
      editing: () => {
        expectFieldErrors(harness, now().context.errors, rules, 'giftCard.submit')
        expectMessageShown(harness, now().context.error)
        expectFocusOnFirstError(harness, Object.values(now().context.errors).some(Boolean))
        // Another card starts blank but for the amount chosen.
        if (harness.step.event?.type === 'giftCard.another')
          expect(now().context.form).toEqual({
            amountCents: harness.step.before!.context.form.amountCents,
            firstName: '',
            lastName: '',
            recipientEmail: '',
            giftMessage: '',
          })
      },
      // The cart is sent the card as typed, once, and only when the store's rules find nothing to mend.
      adding: () => {
        expect(rules()).toEqual({})
        expect(harness.sent.cart.splice(0)).toEqual([{ type: 'cart.addGiftCard', giftCard: giftCardOf(now().context.form), replyTo: harness.actor }])
      },
      added: () => {
        expect(now().context.added).toEqual({
          amountCents: 2500,
          firstName: 'Bea',
          lastName: 'Ruiz',
          recipientEmail: 'bea@example.com',
          giftMessage: expect.any(String),
        })
        expect(harness.sent.cart).toEqual([])
      },
    },
  }
})
