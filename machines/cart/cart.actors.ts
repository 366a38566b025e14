import { fromCallback, fromPromise } from 'xstate'
import * as v from 'valibot'
import { cartMachine } from './cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { applyCoupon, checkItemsAvailability, getCart, saveCart, updatePersistCart } from '../../src/api/cart.ts'
import { CART_OWNER_KEY, SessionKey, type SessionStorageLike } from '../../src/api/session-values.ts'
import { CartOwnerSchema, CartSchema, emptyCart, type CartChange, type CartOwner } from '../../src/domain/cart.ts'
import type { PersistCartLine } from '../../src/domain/persist-cart.ts'
import type { Locale } from '../../src/domain/locale.ts'

export { CART_OWNER_KEY }
export const CART_CHANGED_KEY = 'snackfolk.cartChanged'
/** The cart as last seen, shown at once on the next visit while the server's copy loads. */
export const CART_STATE_KEY = 'snackfolk.cartState'

export interface CartDeps {
  api: ApiClient
  locale: () => Locale
  /** Kept across visits (localStorage in the browser). */
  keep: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  session: SessionStorageLike
  /** The shopper's zip code, once known: shipping and tax are then estimated for it. */
  zipcode: () => string | undefined
  /** Calls back with the key of each value another tab changes in `keep`; answers how to stop. */
  watchKept: (changed: (key: string | null) => void) => () => void
}

/** Whether a change puts something in a cart not yet made (other changes need lines already there). */
const makesLines = (change: CartChange) => change.type === 'add' || change.type === 'addMultipack' || change.type === 'addGiftCard'

function stored<S extends v.GenericSchema>(keep: CartDeps['keep'], key: string, schema: S): v.InferOutput<S> | undefined {
  try {
    const parsed = v.safeParse(schema, JSON.parse(keep.getItem(key) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export const storedOwner = (keep: CartDeps['keep']): CartOwner | undefined => stored(keep, CART_OWNER_KEY, CartOwnerSchema)

/** The cart machine wired to the API, to the stored cart id, and to other tabs. */
export function provideCart({ api, locale, keep, session, zipcode, watchKept }: CartDeps) {
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
      restoreCart: fromPromise(async () => stored(keep, CART_STATE_KEY, CartSchema)),
      recreateCart: fromPromise(({ input, signal }) => makeCart(input.lines, input.cartamount, signal)),
      // A visitor without a cart has an empty one, made on the server only with their first change;
      // one that another tab has made since is taken up, with its token. A token the server gives back
      // with the cart (the account's, for a cart the sign-in gave the account) is taken up too.
      loadCart: fromPromise(async ({ input, signal }) => {
        const owner = input.owner ?? storedOwner(keep)
        if (!owner) return emptyCart()
        const cart = await getCart(api, owner, view(), signal)
        return input.owner || cart.cartToken !== undefined ? cart : { ...cart, cartToken: owner.cartToken }
      }),
      // The first change makes the cart holding it (its token comes back once), or is refused with nothing made.
      saveCart: fromPromise(async ({ input, signal }) =>
        input.owner || makesLines(input.change) ? saveCart(api, input.owner, input.change, view(), signal) : emptyCart(),
      ),
      applyCoupon: fromPromise(({ input, signal }) => applyCoupon(api, input.owner, input.code, view(), signal)),
      checkAvailability: fromPromise(({ input, signal }) => checkItemsAvailability(api, input.owner, signal)),
      // What another tab did to the cart shows in this one.
      otherTabs: fromCallback(({ sendBack }) =>
        watchKept((key) => {
          if (key === CART_CHANGED_KEY || key === CART_OWNER_KEY) sendBack({ type: 'cart.refresh' })
        }),
      ),
    },
    actions: {
      storeOwner: (_, owner) => {
        if (!owner) return
        keep.setItem(CART_OWNER_KEY, JSON.stringify(owner))
        session.setItem(SessionKey.persistantcartid, owner.cartId)
      },
      persistCart: (_, cart) => keep.setItem(CART_STATE_KEY, JSON.stringify({ ...cart, cartToken: undefined })),
      forgetOwner: () => {
        keep.removeItem(CART_OWNER_KEY)
        session.removeItem(SessionKey.persistantcartid)
      },
      announceChange: () => keep.setItem(CART_CHANGED_KEY, String(Date.now())),
    },
  })
}
