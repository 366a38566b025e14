import { expect, port } from './fixtures.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { orderWithSavedCard } from './shopper-at-checkout.ts'
import { AMEX, VISA, savedCardsModel } from '#machines/saved-cards/saved-cards.model.ts'
import type { SavedCard } from '#domain/payment.ts'

/** The sandbox's cards that save as the model's two: a Visa ending 1111 and an American Express ending 0005, with their expiries. */
const TYPED = [
  { card: VISA, typed: { cardNumber: '4111111111111111', expiry: VISA.expiry, cvv: '123' } },
  { card: AMEX, typed: { cardNumber: '378282246310005', expiry: AMEX.expiry, cvv: '1234' } },
]
const nameOf = (id: unknown) => {
  const card = [VISA, AMEX].find((saved) => saved.id === id)!
  return `${card.cardType} ${card.cardNumberMask}`
}

testModelPathsInBrowser(savedCardsModel, (page) => ({
  starts: {
    // A customer who kept both cards at two earlier orders.
    'two saved cards': async () => {
      const customer = await signedInCustomer(`http://127.0.0.1:${port()}`)
      for (const { typed } of TYPED) await orderWithSavedCard(page, customer, typed)
      await holdSignIn(page, customer)
      await page.goto('/my-account/my-saved-cards')
    },
  },
  arrange: {
    'the server cannot be reached': () => page.route('**/webservices/deletepaymentaccount', (route) => route.abort('connectionrefused'), { times: 1 }),
  },
  events: {
    'savedCards.delete': (event) => page.getByRole('button', { name: `Delete ${nameOf(event.id)}`, exact: true }).click(),
    'savedCards.confirmDelete': () => page.getByRole('button', { name: 'Yes, delete' }).click(),
    'savedCards.keep': () => page.getByRole('button', { name: 'Keep it' }).click(),
  },
  states: {
    // The cards the customer keeps, by type, last digits and expiry, as the server lists them.
    listing: async (expected) => {
      const cards = expected.context.cards as SavedCard[]
      const list = page.locator('.my-account__cards > li')
      await expect(list).toHaveCount(cards.length)
      for (const card of cards) await expect(list.filter({ hasText: `${card.cardType} ${card.cardNumberMask}, expires ${card.expiry}` })).toHaveCount(1)
      if (expected.context.error)
        await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Something went to wrong on server, please try again' })).toBeVisible()
      else await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    },
    // The customer is asked before a card goes, with focus on keeping it.
    confirming: async (expected) => {
      const asked = page.getByRole('group', { name: `Delete ${nameOf(expected.context.chosen)}?` })
      await expect(asked).toBeVisible()
      await expect(asked.getByRole('button', { name: 'Keep it' })).toBeFocused()
    },
  },
}))
