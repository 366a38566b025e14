import { useMemo } from 'react'
import { useStore } from './store-context.ts'
import { useView } from './use-view.ts'
import { quantitiesById } from '../domain/cart.ts'

/** The cart actor and what the views read from it. */
export function useCart() {
  const { cart: actor } = useStore()
  const view = useView(actor, (state) => ({
    cart: state.context.cart,
    error: state.context.error,
    couponError: state.context.couponError,
    busy: state.hasTag('busy'),
    failed: state.matches('failed'),
    miniCartOpen: state.context.miniCartOpen,
    canChange: state.can({ type: 'cart.clear' }),
  }))
  const quantities = useMemo(() => quantitiesById(view.cart), [view.cart])
  return { actor, ...view, quantities }
}
