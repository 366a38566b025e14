import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { LocaleSchema } from '../../src/domain/content.ts'
import { ApplyCouponSchema, CartIdSchema, CartTokenSchema, SaveCartSchema } from '../../src/domain/cart.ts'
import { CouponMessage, evaluateCoupon } from '../../src/domain/coupon.ts'
import type { Locale } from '../../src/domain/locale.ts'
import { applyChange, type CartContents } from '../cart/apply-change.ts'
import { availableQuantity, presentLine } from '../cart/cart-lines.ts'
import type { CartRecord } from '../cart/carts.ts'
import { priceCart } from '../cart/price-cart.ts'
import { locationOf } from './location.ts'

const GetCartSchema = v.object({ cartId: v.optional(CartIdSchema), cartToken: v.optional(CartTokenSchema), locale: LocaleSchema })
const SaveBody = v.object({ ...SaveCartSchema.entries, locale: LocaleSchema })
const CouponBody = v.object({ ...ApplyCouponSchema.entries, locale: LocaleSchema })

/** The cart priced for the caller's location and language; the token only when the cart was just made. */
export function pricedCart(c: Context<AppEnv>, cart: CartRecord, locale: Locale, cartToken?: string) {
  return priceCart(c.var.catalog, { cartId: cart.id, cartToken, lines: cart.lines, terms: cart, freeShipping: c.var.content.config.freeShipping, locale, location: locationOf(c), now: new Date() })
}

/** The change as the catalog allows it at the caller's location. */
export function changeFor(c: Context<AppEnv>, change: v.InferOutput<typeof SaveCartSchema>['change']) {
  const { catalog } = c.var
  const location = locationOf(c)
  return (cart: CartContents) =>
    applyChange(
      cart,
      change,
      (kind, itemId, picks) => availableQuantity(catalog, kind, itemId, location, picks),
      (itemId) => catalog.productById.get(itemId)?.freeSample ?? false,
    )
}

/** The shopper's cart: read (made on first use), changed line by line, and couponed; priced by the server (SPEC §7 Cart). */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/b2c/getcartwebdata', async (c) => {
      const { cartId, cartToken, locale } = parseBody(c, GetCartSchema)
      if (!cartId || !cartToken) {
        const made = await c.var.carts.create()
        return ok(c, pricedCart(c, made.cart, locale, made.cartToken))
      }
      return ok(c, pricedCart(c, await c.var.carts.open(cartId, cartToken), locale))
    })
    .post('/v3/dopservice/b2c/savecartwebdata', async (c) => {
      const { cartId, cartToken, change, locale } = parseBody(c, SaveBody)
      return ok(c, pricedCart(c, await c.var.carts.change(cartId, cartToken, changeFor(c, change)), locale))
    })
    .post('/webservices/validatevoucher', async (c) => {
      const { cartId, cartToken, couponName, locale } = parseBody(c, CouponBody)
      const rule = c.var.catalog.coupons.get(couponName)
      if (!rule) throw new InputError(CouponMessage.unknown, `No coupon ${couponName}`)
      const location = locationOf(c)
      const couponed = await c.var.carts.change(cartId, cartToken, (cart) => {
        const lines = cart.lines.map((line) => presentLine(c.var.catalog, line, locale, location)).filter((line) => line !== undefined)
        const result = evaluateCoupon(rule, lines.map((l) => ({ productId: l.productId, brandSlug: l.brand?.slug, price: l.price, quantity: l.quantity })), new Date())
        if (typeof result === 'string') throw new InputError(result, `Coupon ${couponName} does not apply: ${result}`)
        return { ...cart, couponCode: couponName, disableAutoCoupon: false }
      })
      return ok(c, pricedCart(c, couponed, locale))
    })
}
