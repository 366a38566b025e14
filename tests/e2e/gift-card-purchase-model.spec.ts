import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { giftCardPurchaseModel } from '#machines/gift-card-purchase/gift-card-purchase.model.ts'
import type { GiftCardField } from '#machines/gift-card-purchase/gift-card-purchase.machine.ts'

/** The gift card form's fields as the shopper finds them, by their labels. */
const FIELDS: Record<Exclude<GiftCardField, 'amountCents'>, RegExp> = {
  firstName: /^Recipient.s first name/,
  lastName: /^Recipient.s last name/,
  recipientEmail: /^Recipient.s email/,
  giftMessage: /^Message/,
}

/** What the shopper is told for each message id the model names (SPEC's messages). */
const SAID: Record<string, string> = {
  giftCardAmountRequired: 'Choose an amount.',
  nameRequired: 'Name is required.',
  recipientEmailRequired: "Recipient's email is required.",
  emailFormat: 'Email address should be in name@domain format.',
  cartGiftCardLimit: 'A cart holds at most 10 e-gift cards.',
}

const dollars = (cents: string) => `$${(Number(cents) / 100).toFixed(2)}`
const textbox = (page: Page, field: keyof typeof FIELDS) => page.getByRole('textbox', { name: FIELDS[field] })

testModelPathsInBrowser(giftCardPurchaseModel, (page) => ({
  starts: {
    'the gift card page': async () => {
      await page.goto('/giftcards')
    },
  },
  arrange: {
    'the cart is full of gift cards': () =>
      page.route(
        '**/v3/dopservice/b2c/savecartwebdata',
        (route) => route.fulfill({ status: 409, json: { success: false, responseCode: 409, errorKey: 'cartGiftCardLimit', message: 'full' } }),
        { times: 1 },
      ),
  },
  events: {
    'giftCard.edit': async (event) => {
      const field = event.field as GiftCardField
      if (field === 'amountCents') return page.getByRole('radio', { name: dollars(event.value as string) }).check({ force: true })
      await textbox(page, field).fill(event.value as string)
    },
    'giftCard.submit': () => page.getByRole('button', { name: 'Add gift card to cart' }).click(),
    'giftCard.another': () => page.getByRole('button', { name: 'Send another gift card' }).click(),
  },
  byTheStore: { 'cart.changed': 'the cart, taking the card the page sent it', 'cart.refused': 'the cart, refusing the card the page sent it' },
  states: {
    // The form as typed, each message beside its field, and the cart's refusal above it.
    editing: async (expected) => {
      const { form, errors, error } = expected.context as { form: Record<GiftCardField, string>; errors: Record<string, string>; error?: string }
      for (const field of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) await expect(textbox(page, field)).toHaveValue(form[field])
      if (form.amountCents) await expect(page.getByRole('radio', { name: dollars(form.amountCents) })).toBeChecked()
      else await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
      for (const [field, message] of Object.entries(errors)) {
        const said = SAID[message] ?? message
        if (field === 'amountCents') await expect(page.getByText(said)).toBeVisible()
        else await expect(page.locator('.text-field', { has: textbox(page, field as keyof typeof FIELDS) })).toContainText(said)
      }
      await expect(page.locator('.text-field[data-invalid], .radio-group[data-invalid]')).toHaveCount(Object.keys(errors).length)
      if (error) await expect(page.getByRole('alert').filter({ hasText: SAID[error]! })).toBeVisible()
    },
    // In the cart: the page says for whom, and where the code goes.
    added: async (expected) => {
      const { added } = expected.context as { added: { amountCents: number; firstName: string; lastName: string; recipientEmail: string } }
      await expect(page.getByRole('status').filter({ hasText: `for ${added.firstName} ${added.lastName} is in your cart` })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: `We email its code to ${added.recipientEmail}` })).toBeVisible()
    },
  },
}))
