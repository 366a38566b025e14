import { defineModel, done, failed } from '../testing/model.ts'
import { cartMergeMachine } from './cart-merge.machine.ts'

export const GUEST_CART = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
export const ACCOUNT_CART = { cartId: '7a1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a12', cartToken: 'c'.repeat(43) }

/** At each sign-in the guest's cart goes into the account's, and the browser takes the account's cart up. */
export const cartMergeModel = defineModel({
  machine: cartMergeMachine,
  starts: { 'a shopper signing in': undefined },
  events: {
    'signs in': { type: 'cartMerge.start' },
    'the guest has a cart': { type: 'cart.identified', owner: GUEST_CART },
    'the guest has no cart': { type: 'cart.identified' },
    'the carts are merged': done('mergeCart', ACCOUNT_CART),
    'the server cannot be reached': failed('mergeCart', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ error: context.error, guestCart: context.guest !== undefined }),
})
