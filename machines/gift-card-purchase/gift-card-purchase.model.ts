import { defineModel } from '../testing/model.ts'
import { giftCardPurchaseMachine } from './gift-card-purchase.machine.ts'

export const AMOUNTS = [1000, 2500, 5000, 10000]

/** A card is typed and checked by the store's rules, sent to the cart, taken or refused; the shopper may buy another. */
export const giftCardPurchaseModel = defineModel({
  machine: giftCardPurchaseMachine,
  starts: { 'the gift card page': { amounts: AMOUNTS } },
  events: {
    'chooses $25': { type: 'giftCard.edit', field: 'amountCents', value: '2500' },
    'types the first name': { type: 'giftCard.edit', field: 'firstName', value: 'Bea' },
    'types the last name': { type: 'giftCard.edit', field: 'lastName', value: 'Ruiz' },
    'types the email': { type: 'giftCard.edit', field: 'recipientEmail', value: 'Bea@Example.com' },
    'types an email that is not one': { type: 'giftCard.edit', field: 'recipientEmail', value: 'bea@' },
    'writes a message': { type: 'giftCard.edit', field: 'giftMessage', value: 'Happy snacking!' },
    'the cart takes it': { type: 'cart.changed' },
    'the cart is full of gift cards': { type: 'cart.refused', errorKey: 'cartGiftCardLimit' },
  },
  facts: ({ context }) => ({
    typed: Object.entries(context.form)
      .filter(([, value]) => value !== '')
      .map(([field, value]) => (field === 'recipientEmail' ? `${field}=${value}` : field))
      .join(' '),
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
  }),
  limit: 6000,
})
