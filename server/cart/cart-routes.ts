import { Hono, type Context } from 'hono'
import type { CouponUses } from '../orders/coupon-uses.ts'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../http/envelope.ts'
import { LocaleSchema } from '#domain/content.ts'
import { ApplyCouponSchema, CartIdSchema, CartMessage, CartTokenSchema, SaveCartSchema } from '#domain/cart.ts'
import { CouponMessage, evaluateCoupon } from '#domain/coupon.ts'
import { ZipSchema } from '#domain/zip.ts'
import { changeFor, guestCartMergeFor, pricedCart } from './cart-for-request.ts'
import { withEstimate } from './estimate.ts'
import { couponItems, presentLines } from './price-cart.ts'
import { locationOf } from '../http/location.ts'
import type { CartRecord } from './carts.ts'
import { missesLimited, refuse } from '../http/limited.ts'
import { takeGuestCart } from './take-guest-cart.ts'

const isCouponMiss = (errorKey: string | undefined) => errorKey === CouponMessage.unknown

/** Every answer about the cart carries its shipping and tax estimate for the shopper's zip code, when they gave one. */
const Answered = { locale: LocaleSchema, zipcode: v.optional(ZipSchema) }
const GetCartSchema = v.object({ cartId: v.optional(CartIdSchema), cartToken: v.optional(CartTokenSchema), ...Answered })
const SaveBody = v.object({ ...SaveCartSchema.entries, ...Answered })
/** A first change makes the cart: no id or token yet. */
const FirstChangeBody = v.object({ change: SaveCartSchema.entries.change, changeId: SaveCartSchema.entries.changeId, ...Answered })
const UNSAVED = { id: '', version: 0, closed: false, changes: [], lines: [], disableAutoCoupon: false }
const CouponBody = v.object({ ...ApplyCouponSchema.entries, ...Answered })

/**
 * The caller's cart. A signed-in customer's browser holds their account's cart; one whose page went
 * away while the sign-in merged carts, or another tab of it, may still hold the guest's cart, and is
 * given the account's cart with its token (`taken`): the cart their sign-in gave the account (the old
 * token no longer proves it, and the signed-in account's own cart needs no other proof), the account's
 * saved cart beside the guest's cart the merge emptied (any empty cart: a signed-in customer shops from
 * their account's), or, when the merge never reached the store, the account's cart with the guest's
 * merged into it.
 */
async function cartOfCaller(c: Context<AppEnv>, cartId: string, cartToken: string): Promise<{ cart: CartRecord; cartToken: string; taken: boolean }> {
  const customer = c.get('customer')
  const carts = c.get('carts')
  const accountCart = async () => {
    const saved = customer ? await carts.savedFor(customer) : undefined
    return saved && { ...saved, taken: true }
  }
  let cart: CartRecord
  try {
    cart = await carts.open(cartId, cartToken, customer)
  } catch (error) {
    if (!(error instanceof InputError && error.errorKey === CartMessage.notYours)) throw error
    const saved = await accountCart()
    if (saved?.cart.id !== cartId) throw error
    return saved
  }
  const held = { cart, cartToken, taken: false }
  if (!customer || carts.isAccountToken(cartId, cartToken, customer)) return held
  // A guest's cart with lines, read signed in: the merge the sign-in asked for never reached the store, and is made now.
  if (cart.lines.length > 0) {
    const taken = await takeGuestCart(guestCartMergeFor(c), { cartId, cartToken })
    return { cart: await carts.open(taken.cartId, taken.cartToken, customer), cartToken: taken.cartToken, taken: true }
  }
  const saved = await accountCart()
  return saved && saved.cart.id !== cartId ? saved : held
}

/**
 * The cart a change is for: the one the caller holds, or, for a signed-in customer holding a guest's
 * cart, their account's; but a repeat of a change the guest's cart applied (its answer lost before
 * the sign-in) is answered by that cart as it stands, never applied to the account's.
 */
async function cartToChange(c: Context<AppEnv>, cartId: string, cartToken: string, changeId: string | undefined) {
  const customer = c.get('customer')
  const carts = c.get('carts')
  const asHeld = { cartId, cartToken, taken: false }
  if (!customer || carts.isAccountToken(cartId, cartToken, customer)) return asHeld
  const guestCart = changeId ? await carts.open(cartId, cartToken, customer).catch(() => undefined) : undefined
  if (changeId && guestCart?.changes.includes(changeId)) return asHeld
  const { cart, ...held } = await cartOfCaller(c, cartId, cartToken)
  return { cartId: cart.id, ...held }
}

/**
 * The shopper's cart: read, changed line by line, and couponed; priced by the server (SPEC §7 Cart).
 * A cart is made by its first change: reading with no cart answers an empty one and keeps nothing.
 * Each answers the cart with its shipping and tax estimate, so a change is one round trip.
 */
export function cartRoutes(couponUses: CouponUses) {
  return (
    new Hono<AppEnv>()
      .post('/v3/dopservice/b2c/getcartwebdata', async (c) => {
        const { cartId, cartToken, locale, zipcode } = parseBody(c, GetCartSchema)
        if (!cartId || !cartToken) {
          const { cartId: _, ...empty } = pricedCart(c, UNSAVED, locale)
          return ok(c, empty)
        }
        const { cart, cartToken: token, taken } = await cartOfCaller(c, cartId, cartToken)
        return ok(c, withEstimate(pricedCart(c, cart, locale, taken ? token : undefined), zipcode))
      })
      .post('/v3/dopservice/b2c/savecartwebdata', async (c) => {
        if ((c.get('body') as { cartId?: unknown } | undefined)?.cartId === undefined) {
          const { change, changeId, locale, zipcode } = parseBody(c, FirstChangeBody)
          // A new cart is a row for good (its lines are kept for the shopper): a few a minute from one address.
          const verdict = await c.get('rateLimit')('cartMade', c.get('clientAddress'))
          if (!verdict.allowed) return refuse(c, 'cartMade', verdict)
          const made = await c.get('carts').create(changeFor(c, change)({ lines: [], disableAutoCoupon: false }), changeId)
          return ok(c, withEstimate(pricedCart(c, made.cart, locale, made.cartToken), zipcode))
        }
        const { change, changeId, locale, zipcode, ...held } = parseBody(c, SaveBody)
        const { cartId, cartToken, taken } = await cartToChange(c, held.cartId, held.cartToken, changeId)
        const changed = await c.get('carts').change(cartId, cartToken, changeFor(c, change), c.get('customer'), changeId)
        return ok(c, withEstimate(pricedCart(c, changed, locale, taken ? cartToken : undefined), zipcode))
      })
      // A code that is not one of the store's is a guess: guessing is limited per address.
      .post('/webservices/validatevoucher', missesLimited('couponMiss', isCouponMiss), async (c) => {
        const { couponName, changeId, locale, zipcode, ...held } = parseBody(c, CouponBody)
        const { cartId, cartToken, taken } = await cartToChange(c, held.cartId, held.cartToken, changeId)
        const rule = c.get('catalog').coupons.get(couponName)
        if (!rule) throw new InputError(CouponMessage.unknown, `No coupon ${couponName}`)
        // A coupon used as often as it may be is said so before the shopper counts on it; the order counts its use again as it is written.
        if (!(await couponUses.left(rule.code, rule.maxUses)))
          throw new InputError(CouponMessage.usedUp, `The coupon ${couponName} has been used as often as it may be`)
        const location = locationOf(c)
        const couponed = await c.get('carts').change(
          cartId,
          cartToken,
          (cart) => {
            const result = evaluateCoupon(rule, couponItems(presentLines(c.get('catalog'), cart.lines, locale, location)), new Date())
            if (typeof result === 'string') throw new InputError(result, `Coupon ${couponName} does not apply: ${result}`)
            return { ...cart, couponCode: couponName, disableAutoCoupon: false }
          },
          c.get('customer'),
          changeId,
        )
        return ok(c, withEstimate(pricedCart(c, couponed, locale, taken ? cartToken : undefined), zipcode))
      })
  )
}
