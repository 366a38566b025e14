import { FREE_SHIPPING_THRESHOLD_CENTS } from '#domain/constants.ts'
import { cartTotals, giftCardsHeld, packsIn, type Cart, type CartLine } from '#domain/cart.ts'
import { evaluateCoupon, type CouponData } from '#domain/coupon.ts'
import type { Locale } from '#domain/locale.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { presentLine, type StoredLine } from './cart-lines.ts'
import type { CartTerms } from './apply-change.ts'

export interface PriceCartInput {
  cartId: string
  cartToken?: string
  lines: StoredLine[]
  terms: CartTerms
  freeShipping: boolean
  locale: Locale
  location: number
  now: Date
}

/** A coupon counts unless the cart no longer qualifies for it (its message is then the refusal). */
export const takesEffect = (coupon: CouponData | undefined): coupon is CouponData =>
  coupon !== undefined && (coupon.message === undefined || coupon.message === 'couponAuto')

/** Stored lines priced and described from the catalog; a line whose item left the catalog is dropped. */
export function presentLines(catalog: Catalog, lines: StoredLine[], locale: Locale, location: number): CartLine[] {
  return lines.map((line) => presentLine(catalog, line, locale, location)).filter((line) => line !== undefined)
}

/** The lines as a coupon weighs them. */
export function couponItems(lines: CartLine[]) {
  return lines.map((l) => ({ productId: l.productId, brandSlug: l.brand?.slug, price: l.price, quantity: l.quantity }))
}

/** The cart as the shopper sees it: lines priced from the catalog, the coupon checked again, and the totals. */
export function priceCart(catalog: Catalog, input: PriceCartInput): Cart {
  const cartItems = presentLines(catalog, input.lines, input.locale, input.location)
  // A coupon weighs the snacks: e-gift cards take none.
  const priced = couponItems(cartItems.filter((line) => !line.giftCard))
  let coupon: CouponData | undefined
  if (input.terms.couponCode) {
    const rule = catalog.coupons.get(input.terms.couponCode)
    const result = rule ? evaluateCoupon(rule, priced, input.now) : 'couponUnknown'
    // A coupon the cart no longer qualifies for stays on it, explained, and takes nothing off.
    coupon =
      typeof result === 'string'
        ? {
            couponName: input.terms.couponCode,
            cartAmount: 0,
            discount: 0,
            discountedAmount: 0,
            freeShipping: false,
            freeOrder: false,
            message: result,
            discountItems: [],
          }
        : result
  } else if (!input.terms.disableAutoCoupon) {
    for (const rule of catalog.coupons.values()) {
      const result = rule.auto ? evaluateCoupon(rule, priced, input.now) : undefined
      if (result && typeof result !== 'string') {
        coupon = { ...result, message: 'couponAuto' }
        break
      }
    }
  }
  if (coupon) coupon = { ...coupon, cartID: input.cartId, date: input.now.toISOString().slice(0, 10) }
  const discounted = new Map(coupon?.discountItems.map((d) => [d.productId, d.discountedPrice]))
  const lines: CartLine[] = cartItems.map((l) => ({ ...l, currentPrice: (l.productId ? discounted.get(l.productId) : undefined) ?? l.price }))
  return {
    cartId: input.cartId,
    cartToken: input.cartToken,
    cartItems: lines,
    cartCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...cartTotals(lines, input.freeShipping, takesEffect(coupon) ? coupon : undefined),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_CENTS,
    coupon,
    disableAutoCoupon: input.terms.disableAutoCoupon,
    ...packsIn(lines),
    ...giftCardsHeld(lines),
  }
}
