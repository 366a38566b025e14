import { fromCallback, fromPromise } from 'xstate'
import * as v from 'valibot'
import { cartMachine } from './cart.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { applyCoupon, checkItemsAvailability, getCart, saveCart, updatePersistCart } from '#api/cart.ts'
import { CART_OWNER_KEY, SessionKey, type SessionStorageLike } from '#api/session-values.ts'
import { CartOwnerSchema, CartSchema, emptyCart, type CartChange, type CartOwner } from '#domain/cart.ts'
import { isLineChange, WaitingChangesSchema, type WaitingChange } from '#domain/cart-waiting.ts'
import type { PersistCartLine } from '#domain/persist-cart.ts'
import type { Locale } from '#domain/locale.ts'
import { ORDER_ATTEMPT_KEY } from '#domain/order.ts'

export { CART_OWNER_KEY }
export const CART_CHANGED_KEY = 'snackfolk.cartChanged'
/** The cart as last seen, shown at once on the next visit while the server's copy loads. */
export const CART_STATE_KEY = 'snackfolk.cartState'
/** The shopper's changes the server does not have yet: sent by this tab, a reload, another tab or the next visit. */
export const CART_WAITING_KEY = 'snackfolk.cartWaiting'

export interface CartDeps {
  api: ApiClient
  locale: () => Locale
  /** Kept across visits (localStorage in the browser). */
  lastingStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Ends with the tab (sessionStorage in the browser). */
  tabStorage: SessionStorageLike
  /** The shopper's zip code, once known: shipping and tax are then estimated for it. */
  zipcode: () => string | undefined
  /** Calls back with the key of each value another tab changes in `lastingStorage`; answers how to stop. */
  watchKept: (changed: (key: string | null) => void) => () => void
  /** Calls back each time the browser loses its connection or has it again; answers how to stop. */
  watchConnection: (changed: (online: boolean) => void) => () => void
}

/** Whether a change puts something in a cart not yet made (other changes need lines already there). */
const makesLines = (change: CartChange) => change.type === 'add' || change.type === 'addMultipack' || change.type === 'addGiftCard'

function stored<S extends v.GenericSchema>(lasting: CartDeps['lastingStorage'], key: string, schema: S): v.InferOutput<S> | undefined {
  try {
    const parsed = v.safeParse(schema, JSON.parse(lasting.getItem(key) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export const storedOwner = (lasting: CartDeps['lastingStorage']): CartOwner | undefined => stored(lasting, CART_OWNER_KEY, CartOwnerSchema)

/** The changes this browser kept that the server does not have yet. */
export const storedWaiting = (lasting: CartDeps['lastingStorage']): WaitingChange[] => stored(lasting, CART_WAITING_KEY, WaitingChangesSchema) ?? []

/** Keeps the changes waiting as each tab leaves them: one tab's changes never take another's place. */
function keepWaiting(lasting: CartDeps['lastingStorage'], change: (waiting: WaitingChange[]) => WaitingChange[]) {
  const waiting = change(storedWaiting(lasting))
  if (waiting.length === 0) lasting.removeItem(CART_WAITING_KEY)
  else lasting.setItem(CART_WAITING_KEY, JSON.stringify(waiting))
}

/** The cart machine wired to the API, to the stored cart id, and to other tabs. */
export function provideCart({ api, locale, lastingStorage, tabStorage, zipcode, watchKept, watchConnection }: CartDeps) {
  /** A new cart holding these lines, or a refusal with nothing made. */
  const makeCart = async (lines: PersistCartLine[], cartamount: number | undefined, signal: AbortSignal): Promise<CartOwner> => {
    const made = await updatePersistCart(api, lines, cartamount, signal)
    if (!made.cartToken) throw new Error('update-persist-cart made a cart without its token')
    return { cartId: made.persistCartId, cartToken: made.cartToken }
  }
  /** The shopper's language, and their zip code for the shipping and tax estimate every answer carries. */
  const view = () => ({ locale: locale(), zipcode: zipcode() })

  return cartMachine.provide({
    actors: {
      restoreCart: fromPromise(async () => stored(lastingStorage, CART_STATE_KEY, CartSchema)),
      recreateCart: fromPromise(({ input, signal }) => makeCart(input.lines, input.cartamount, signal)),
      // A visitor without a cart has an empty one, made on the server only with their first change;
      // one that another tab has made since is taken up, with its token. A token the server gives back
      // with the cart (the account's, for a cart the sign-in gave the account) is taken up too.
      loadCart: fromPromise(async ({ input, signal }) => {
        const owner = input.owner ?? storedOwner(lastingStorage)
        if (!owner) return emptyCart()
        const cart = await getCart(api, owner, view(), signal)
        return input.owner || cart.cartToken !== undefined ? cart : { ...cart, cartToken: owner.cartToken }
      }),
      // The first change makes the cart holding it (its token comes back once), or is refused with nothing made.
      // A change to lines or a coupon that are not there yet, in no cart yet, changes nothing.
      saveCart: fromPromise(async ({ input: { owner, change }, signal }) => {
        const { id, write } = change
        if (!isLineChange(write)) return owner ? applyCoupon(api, owner, write.code, id, view(), signal) : emptyCart()
        return owner || makesLines(write) ? saveCart(api, owner, write, id, view(), signal) : emptyCart()
      }),
      checkAvailability: fromPromise(({ input, signal }) => checkItemsAvailability(api, input.owner, signal)),
      // What another tab did to the cart shows in this one.
      otherTabs: fromCallback(({ sendBack }) =>
        watchKept((key) => {
          if (key === CART_CHANGED_KEY || key === CART_OWNER_KEY) sendBack({ type: 'cart.refresh' })
        }),
      ),
      connection: fromCallback(({ sendBack }) => watchConnection((online) => sendBack({ type: 'cart.connection', online }))),
    },
    actions: {
      storeOwner: (_, owner) => {
        if (!owner) return
        lastingStorage.setItem(CART_OWNER_KEY, JSON.stringify(owner))
        tabStorage.setItem(SessionKey.persistantcartid, owner.cartId)
      },
      persistCart: (_, cart) => lastingStorage.setItem(CART_STATE_KEY, JSON.stringify({ ...cart, cartToken: undefined })),
      forgetOwner: () => {
        lastingStorage.removeItem(CART_OWNER_KEY)
        tabStorage.removeItem(SessionKey.persistantcartid)
      },
      forgetOrderAttempt: () => lastingStorage.removeItem(ORDER_ATTEMPT_KEY),
      announceChange: () => lastingStorage.setItem(CART_CHANGED_KEY, String(Date.now())),
      keepWaiting: (_, { kept, dropped }) =>
        keepWaiting(lastingStorage, (waiting) => [...waiting.filter(({ id }) => id !== kept.id && !dropped.includes(id)), kept]),
      forgetWaiting: (_, id) => keepWaiting(lastingStorage, (waiting) => waiting.filter((held) => held.id !== id)),
    },
  })
}
