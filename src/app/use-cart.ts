import { useSelector } from '@xstate/react'
import { useStore } from './store-context.ts'
import { quantitiesById } from '../domain/cart.ts'

/** The cart actor and what the views read from it. */
export function useCart() {
  const { cart } = useStore()
  const snapshot = useSelector(cart, (state) => state)
  return {
    actor: cart,
    cart: snapshot.context.cart,
    quantities: quantitiesById(snapshot.context.cart),
    error: snapshot.context.error,
    couponError: snapshot.context.couponError,
    busy: snapshot.hasTag('busy'),
    failed: snapshot.matches('failed'),
    miniCartOpen: snapshot.context.miniCartOpen,
    canChange: snapshot.can({ type: 'cart.clear' }),
  }
}
