import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { LocaleSchema } from '../../src/domain/content.ts'
import { ApplyCouponSchema, CartIdSchema, CartMessage, CartTokenSchema, SaveCartSchema } from '../../src/domain/cart.ts'
import { CouponMessage, evaluateCoupon } from '../../src/domain/coupon.ts'
import type { Locale } from '../../src/domain/locale.ts'
import { availableQuantity, presentLine } from '../cart/cart-lines.ts'
import { priceCart } from '../cart/price-cart.ts'
import { locationOf } from './location.ts'

const GetCartSchema = v.object({ cartId: v.optional(CartIdSchema), cartToken: v.optional(CartTokenSchema), locale: LocaleSchema })
const LocaleBody = v.object({ locale: LocaleSchema })

async function cartFor(c: Context<AppEnv>, cartId: string, locale: Locale, cartToken?: string) {
  const [lines, coupon] = await Promise.all([c.var.carts.lines(cartId), c.var.carts.coupon(cartId)])
  return priceCart(c.var.catalog, { cartId, cartToken, lines, coupon, freeShipping: c.var.content.config.freeShipping, locale, location: locationOf(c), now: new Date() })
}

async function assertOwner(c: Context<AppEnv>, cartId: string, cartToken: string | undefined) {
  if (!cartToken || !(await c.var.carts.owns(cartId, cartToken))) {
    throw new InputError(CartMessage.notYours, 'This cart does not belong to the caller', 403)
  }
}

/** The shopper's cart: read (made on first use), changed line by line, and couponed; priced by the server (SPEC §7 Cart). */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/b2c/getcartwebdata', async (c) => {
      const { cartId, cartToken, locale } = await parseBody(c, GetCartSchema)
      if (!cartId) {
        const made = await c.var.carts.create()
        return ok(c, await cartFor(c, made.cartId, locale, made.cartToken))
      }
      await assertOwner(c, cartId, cartToken)
      return ok(c, await cartFor(c, cartId, locale))
    })
    .post('/v3/dopservice/b2c/savecartwebdata', async (c) => {
      const { cartId, cartToken, change } = await parseBody(c, SaveCartSchema)
      const { locale } = await parseBody(c, LocaleBody)
      await assertOwner(c, cartId, cartToken)
      const location = locationOf(c)
      await c.var.carts.change(cartId, change, (kind, itemId, picks) => availableQuantity(c.var.catalog, kind, itemId, location, picks))
      return ok(c, await cartFor(c, cartId, locale))
    })
    .post('/webservices/validatevoucher', async (c) => {
      const { cartId, cartToken, couponName } = await parseBody(c, ApplyCouponSchema)
      const { locale } = await parseBody(c, LocaleBody)
      await assertOwner(c, cartId, cartToken)
      const rule = c.var.catalog.coupons.get(couponName)
      if (!rule) throw new InputError(CouponMessage.unknown, `No coupon ${couponName}`)
      const location = locationOf(c)
      const lines = (await c.var.carts.lines(cartId)).map((line) => presentLine(c.var.catalog, line, locale, location)).filter((line) => line !== undefined)
      const result = evaluateCoupon(rule, lines.map((l) => ({ productId: l.productId, brandSlug: l.brand?.slug, price: l.price, quantity: l.quantity })), new Date())
      if (typeof result === 'string') throw new InputError(result, `Coupon ${couponName} does not apply: ${result}`)
      await c.var.carts.applyCoupon(cartId, couponName)
      return ok(c, await cartFor(c, cartId, locale))
    })
}
