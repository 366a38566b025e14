import { useCallback, useMemo } from 'react'
import type { EventFrom } from 'xstate'
import { useStore } from './store-context.ts'
import { useMemberView } from './use-member-view.ts'
import { quantitiesById } from '#domain/cart-quantities.ts'
import { notYetShown, withWaiting, type WaitingChange } from '#domain/cart-waiting.ts'
import type { StoreMachines } from './store-machines.ts'

/** The cart as the server renders it, and the browser until it knows: not known yet, so not yet changed from the page. */
const UNKNOWN = {
  savedCart: undefined,
  waiting: [] as WaitingChange[],
  saving: undefined as Saving | undefined,
  error: undefined,
  couponError: undefined,
  busy: false,
  failed: false,
  miniCartOpen: false,
  canChange: false,
}
/** The cart of a shopper the browser keeps nothing of: empty, and the first snack added loads the cart's flow. */
const NONE_YET = { ...UNKNOWN, canChange: true }

/** What the cart says of the shopper's changes: on their way, sent again after a wait, waiting for the connection, or all saved. */
export type Saving = 'saving' | 'retrying' | 'offline' | 'saved'
const SAVING: Saving[] = ['saving', 'retrying', 'offline']

/** What the views read of the cart, and how they send it the shopper's acts. */
export function useCart() {
  const store = useStore()
  const view = useMemberView(
    'cart',
    (state) => ({
      savedCart: state.context.cart,
      waiting: state.context.waiting,
      saving: SAVING.find((tag) => state.hasTag(tag)) ?? (state.context.saved ? ('saved' as const) : undefined),
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
  // The shopper's changes show at once; those the cart cannot show until the server answers are named apart.
  const { savedCart, waiting } = view
  const cart = useMemo(() => withWaiting(savedCart, waiting), [savedCart, waiting])
  const unshown = useMemo(() => notYetShown(savedCart, waiting), [savedCart, waiting])
  const quantities = useMemo(() => quantitiesById(cart), [cart])
  // The money figures are the server's last pricing: while changes wait, they are not the cart's yet.
  const repricing = waiting.length > 0
  return { send, ...view, cart, unshown, quantities, repricing }
}
