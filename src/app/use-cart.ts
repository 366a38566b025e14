import { useCallback, useMemo } from 'react'
import type { EventFrom } from 'xstate'
import { useStore } from './store-context.ts'
import { useMemberView } from './use-member-view.ts'
import { quantitiesById } from '../domain/cart-quantities.ts'
import type { StoreMachines } from './store-machines.ts'

/** The cart as the server renders it, and the browser until it knows: not known yet, so not yet changed from the page. */
const UNKNOWN = { cart: undefined, error: undefined, couponError: undefined, busy: false, failed: false, miniCartOpen: false, canChange: false }
/** The cart of a shopper the browser keeps nothing of: empty, and the first snack added loads the cart's flow. */
const NONE_YET = { ...UNKNOWN, canChange: true }

/** What the views read of the cart, and how they send it the shopper's acts. */
export function useCart() {
  const store = useStore()
  const view = useMemberView(
    'cart',
    (state) => ({
      cart: state.context.cart,
      error: state.context.error,
      couponError: state.context.couponError,
      busy: state.hasTag('busy'),
      failed: state.matches('failed'),
      miniCartOpen: state.context.miniCartOpen,
      canChange: state.can({ type: 'cart.clear' }),
    }),
    store.knowsShopper ? UNKNOWN : NONE_YET,
    UNKNOWN,
  )
  const send = useCallback((event: EventFrom<StoreMachines['cart']>) => store.send('cart', event), [store])
  const quantities = useMemo(() => quantitiesById(view.cart), [view.cart])
  return { send, ...view, quantities }
}
