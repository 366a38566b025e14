import { defineModel, done, failed } from '../testing/model.ts'
import { savedCardsMachine } from './saved-cards.machine.ts'
import type { SavedCard } from '#domain/payment.ts'

export const VISA: SavedCard = { id: '2d8e0b4a-7f3c-4e5d-8a9b-1c2d3e4f5a6b', cardType: 'visa', cardNumberMask: '•••• 1111', expiry: '12/30' }
export const AMEX: SavedCard = { id: '3e9f1c5b-8a4d-4f6e-9b0c-2d3e4f5a6b7c', cardType: 'amex', cardNumberMask: '•••• 0005', expiry: '06/29' }

/** Saved cards deleted after the shopper says yes; a deletion that fails leaves the list as it was and says so. */
export const savedCardsModel = defineModel({
  machine: savedCardsMachine,
  starts: { 'two saved cards': { cards: [VISA, AMEX] } },
  events: {
    'deletes the amex': { type: 'savedCards.delete', id: AMEX.id },
    'the server deletes it': done('deleteCard', [VISA]),
    'the server cannot be reached': failed('deleteCard', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ saved: context.cards.length, chosen: context.chosen, error: context.error }),
})
