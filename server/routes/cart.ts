import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { LocaleSchema } from '../../src/domain/content.ts'
import { ApplyCouponSchema, CartIdSchema, CartMessage, CartTokenSchema, SaveCartSchema } from '../../src/domain/cart.ts'
import { CouponMessage, evaluateCoupon } from '../../src/domain/coupon.ts'
import { ZipSchema } from '../../src/domain/zip.ts'
import { changeFor, pricedCart } from '../cart/cart-for-request.ts'
import { withEstimate } from '../cart/estimate.ts'
import { couponItems, presentLines } from '../cart/price-cart.ts'
import { locationOf } from '../location.ts'
import type { CartRecord } from '../cart/carts.ts'

/** Every answer about the cart carries its shipping and tax estimate for the shopper's zip code, when they gave one. */
const Answered = { locale: LocaleSchema, zipcode: v.optional(ZipSchema) }
const GetCartSchema = v.object({ cartId: v.optional(CartIdSchema), cartToken: v.optional(CartTokenSchema), ...Answered })
const SaveBody = v.object({ ...SaveCartSchema.entries, ...Answered })
/** A first change makes the cart: no id or token yet. */
const FirstChangeBody = v.object({ change: SaveCartSchema.entries.change, ...Answered })
const UNSAVED = { id: '', version: 0, closed: false, lines: [], disableAutoCoupon: false }
const CouponBody = v.object({ ...ApplyCouponSchema.entries, ...Answered })

/**
 * The caller's cart. A signed-in customer whose browser still holds the guest token of the cart their
 * sign-in gave their account (the page went away before the account's token was kept) is given the
 * cart with the account's token.
 */
async function cartOfCaller(c: Context<AppEnv>, cartId: string, cartToken: string): Promise<{ cart: CartRecord; cartToken?: string }> {
  try {
    return { cart: await c.get('carts').open(cartId, cartToken) }
  } catch (error) {
    const customer = c.get('customer')
    if (!(error instanceof InputError && error.errorKey === CartMessage.notYours) || !customer) throw error
    const saved = await c.get('carts').savedFor(customer.accountId)
    if (saved?.cart.id !== cartId) throw error
    return saved
  }
}

/**
 * The shopper's cart: read, changed line by line, and couponed; priced by the server (SPEC §7 Cart).
 * A cart is made by its first change: reading with no cart answers an empty one and keeps nothing.
 * Each answers the cart with its shipping and tax estimate, so a change is one round trip.
 */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/b2c/getcartwebdata', async (c) => {
      const { cartId, cartToken, locale, zipcode } = parseBody(c, GetCartSchema)
      if (!cartId || !cartToken) {
        const { cartId: _, ...empty } = pricedCart(c, UNSAVED, locale)
        return ok(c, empty)
      }
      const { cart, cartToken: accountToken } = await cartOfCaller(c, cartId, cartToken)
      return ok(c, withEstimate(pricedCart(c, cart, locale, accountToken), zipcode))
    })
    .post('/v3/dopservice/b2c/savecartwebdata', async (c) => {
      if ((c.get('body') as { cartId?: unknown } | undefined)?.cartId === undefined) {
        const { change, locale, zipcode } = parseBody(c, FirstChangeBody)
        const made = await c.get('carts').create(changeFor(c, change)({ lines: [], disableAutoCoupon: false }))
        return ok(c, withEstimate(pricedCart(c, made.cart, locale, made.cartToken), zipcode))
      }
      const { cartId, cartToken, change, locale, zipcode } = parseBody(c, SaveBody)
      return ok(c, withEstimate(pricedCart(c, await c.get('carts').change(cartId, cartToken, changeFor(c, change)), locale), zipcode))
    })
    .post('/webservices/validatevoucher', async (c) => {
      const { cartId, cartToken, couponName, locale, zipcode } = parseBody(c, CouponBody)
      const rule = c.get('catalog').coupons.get(couponName)
      if (!rule) throw new InputError(CouponMessage.unknown, `No coupon ${couponName}`)
      const location = locationOf(c)
      const couponed = await c.get('carts').change(cartId, cartToken, (cart) => {
        const result = evaluateCoupon(rule, couponItems(presentLines(c.get('catalog'), cart.lines, locale, location)), new Date())
        if (typeof result === 'string') throw new InputError(result, `Coupon ${couponName} does not apply: ${result}`)
        return { ...cart, couponCode: couponName, disableAutoCoupon: false }
      })
      return ok(c, withEstimate(pricedCart(c, couponed, locale), zipcode))
    })
}
