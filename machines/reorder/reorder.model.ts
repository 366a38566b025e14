import { defineModel, done, failed } from '../testing/model.ts'
import { reorderMachine } from './reorder.machine.ts'

export const BROWSER_CART = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
export const ACCOUNT_CART = { cartId: '7a1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a12', cartToken: 'c'.repeat(43) }

/** A past order put back into the cart, whole or with lines short, or refused; the browser's cart then shows it. */
export const reorderModel = defineModel({
  machine: reorderMachine,
  starts: { 'an order in the history': { orderNumber: 'SF-7K3Q9MX' } },
  events: {
    'the browser has a cart': { type: 'cart.identified', owner: BROWSER_CART },
    'the browser has no cart yet': { type: 'cart.identified' },
    'everything comes back': done('reorder', { owner: BROWSER_CART, short: [] }),
    'a snack ran short, in the account’s new cart': done('reorder', { owner: ACCOUNT_CART, short: ['P00001'] }),
    'the server cannot be reached': failed('reorder', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ short: context.short.length, error: context.error, cart: context.owner ? 'known' : undefined }),
})
