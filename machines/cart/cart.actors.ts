import { fromPromise } from 'xstate'
import * as v from 'valibot'
import { cartMachine } from './cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { getCart, saveCart, type CartOwner } from '../../src/api/cart.ts'
import { SessionKey, type SessionStorageLike } from '../../src/api/session-values.ts'
import { CartOwnerSchema } from '../../src/domain/cart.ts'
import type { Locale } from '../../src/domain/locale.ts'

/** Where the cart's id and token are kept so the cart survives closing the browser; other tabs watch it. */
export const CART_OWNER_KEY = 'snackfolk.cart'
export const CART_CHANGED_KEY = 'snackfolk.cartChanged'

export interface CartDeps {
  api: ApiClient
  locale: () => Locale
  /** Kept across visits (localStorage in the browser). */
  keep: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  session: SessionStorageLike
}

export function storedOwner(keep: CartDeps['keep']): CartOwner | undefined {
  try {
    const parsed = v.safeParse(CartOwnerSchema, JSON.parse(keep.getItem(CART_OWNER_KEY) ?? 'null'))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** The cart machine wired to the API, to the stored cart id, and to other tabs. */
export function provideCart({ api, locale, keep, session }: CartDeps) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise(({ input, signal }) => getCart(api, input.owner, locale(), signal)),
      saveCart: fromPromise(({ input, signal }) => saveCart(api, input.owner, input.change, locale(), signal)),
    },
    actions: {
      storeOwner: (_, owner) => {
        keep.setItem(CART_OWNER_KEY, JSON.stringify(owner))
        session.setItem(SessionKey.persistantcartid, owner.cartId)
      },
      forgetOwner: () => {
        keep.removeItem(CART_OWNER_KEY)
        session.removeItem(SessionKey.persistantcartid)
      },
      announceChange: () => keep.setItem(CART_CHANGED_KEY, String(Date.now())),
    },
  })
}
