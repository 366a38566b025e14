import { useMemo } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useStore } from './store-context.ts'
import { useView } from './use-view.ts'
import { quantitiesById } from '../domain/cart.ts'

/** The cart as the server renders it, and the browser until it takes the page over: not known yet, so not yet changed from the page. */
const UNKNOWN = { cart: undefined, error: undefined, couponError: undefined, busy: false, failed: false, miniCartOpen: false, canChange: false }

/** The cart actor and what the views read from it. */
export function useCart() {
  const { cart: actor } = useStore()
  const hydrated = useHydrated()
  const live = useView(actor, (state) => ({
    cart: state.context.cart,
    error: state.context.error,
    couponError: state.context.couponError,
    busy: state.hasTag('busy'),
    failed: state.matches('failed'),
    miniCartOpen: state.context.miniCartOpen,
    canChange: state.can({ type: 'cart.clear' }),
  }))
  const view = hydrated ? live : UNKNOWN
  const quantities = useMemo(() => quantitiesById(view.cart), [view.cart])
  return { actor, ...view, quantities }
}
