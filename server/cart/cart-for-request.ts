import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { CartChange } from '#domain/cart.ts'
import type { Locale } from '#domain/locale.ts'
import { locationOf } from '../http/location.ts'
import { applyChange, type CartContents } from './apply-change.ts'
import { cartStock } from './cart-lines.ts'
import type { CartRecord } from './carts.ts'
import { priceCart } from './price-cart.ts'
import type { GuestCartMerge } from './take-guest-cart.ts'

/** The cart priced for the caller's location and language; the token only when the caller is given it (a cart just made, an account's cart taken up). */
export function pricedCart(c: Context<AppEnv>, cart: CartRecord, locale: Locale, cartToken?: string) {
  return priceCart(c.get('catalog'), {
    cartId: cart.id,
    cartToken,
    lines: cart.lines,
    terms: cart,
    freeShipping: c.get('content').config.freeShipping,
    locale,
    location: locationOf(c),
    now: new Date(),
  })
}

/** The change as the catalog allows it at the caller's location. */
export function changeFor(c: Context<AppEnv>, change: CartChange) {
  const stock = cartStock(c.get('catalog'), locationOf(c))
  return (cart: CartContents) => applyChange(cart, change, stock)
}

/** The merge's needs, as the request that asks for it has them. */
export const guestCartMergeFor = (c: Context<AppEnv>): GuestCartMerge => ({
  caller: c.get('customer')!,
  carts: c.get('carts'),
  stock: cartStock(c.get('catalog'), locationOf(c)),
  discountOf: (cart) => pricedCart(c, cart, 'en-us').discount,
})
