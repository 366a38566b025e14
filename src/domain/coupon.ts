import * as v from 'valibot'

export const CouponMessage = {
  unknown: 'couponUnknown',
  expired: 'couponExpired',
  belowMinimum: 'couponBelowMinimum',
  noItems: 'couponNoItems',
  usedUp: 'couponUsedUp',
} as const
export type CouponRefusal = (typeof CouponMessage)[keyof typeof CouponMessage]

export const CouponCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{3,20}$/, CouponMessage.unknown))

export interface CouponRule {
  code: string
  kind: 'percent' | 'amount' | 'brand' | 'freeShipping' | 'freeOrder'
  value: number
  minCartCents: number
  brandSlug?: string
  /** Before it starts a coupon is not known to shoppers; from its end it has expired. */
  startsAt?: Date
  expiresAt?: Date
  /** Orders that may use it in all, and per customer. */
  maxUses?: number
  maxUsesPerCustomer?: number
}

export interface PricedLine {
  productId?: string
  brandSlug?: string
  price: number
  quantity: number
}

/** SPEC §3 coupon data, in cents. */
export const CouponDataSchema = v.object({
  couponName: v.string(),
  cartAmount: v.number(),
  discount: v.number(),
  discountedAmount: v.number(),
  freeShipping: v.boolean(),
  freeOrder: v.boolean(),
  message: v.optional(v.string()),
  /** The cart the coupon was weighed for, and the day it was (YYYY-MM-DD). */
  cartID: v.optional(v.string()),
  date: v.optional(v.string()),
  discountItems: v.array(v.object({ productId: v.string(), discountedPrice: v.number(), brandDiscount: v.boolean() })),
})
export type CouponData = v.InferOutput<typeof CouponDataSchema>

/** What a coupon takes off this cart, or why it does not apply. */
export function evaluateCoupon(rule: CouponRule, lines: PricedLine[], now: Date): CouponData | CouponRefusal {
  const cartAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
  if (rule.startsAt && rule.startsAt > now) return CouponMessage.unknown
  if (rule.expiresAt && rule.expiresAt <= now) return CouponMessage.expired
  if (cartAmount < rule.minCartCents || cartAmount === 0) return CouponMessage.belowMinimum
  const base = { couponName: rule.code, cartAmount, freeShipping: false, freeOrder: false, discountItems: [] as CouponData['discountItems'] }
  const result = (discount: number, extra: Partial<CouponData> = {}): CouponData => ({ ...base, discount, discountedAmount: cartAmount - discount, ...extra })
  switch (rule.kind) {
    case 'percent':
      return result(Math.round((cartAmount * rule.value) / 100))
    case 'amount':
      return result(Math.min(rule.value, cartAmount))
    case 'freeShipping':
      return result(0, { freeShipping: true })
    case 'freeOrder':
      return result(cartAmount, { freeShipping: true, freeOrder: true })
    case 'brand': {
      const eligible = lines.filter((l) => l.productId && l.brandSlug === rule.brandSlug)
      if (eligible.length === 0) return CouponMessage.noItems
      const discountItems = eligible.map((l) => ({
        productId: l.productId!,
        discountedPrice: Math.round(l.price * (1 - rule.value / 100)),
        brandDiscount: true,
      }))
      const discount = eligible.reduce((sum, l, i) => sum + (l.price - discountItems[i]!.discountedPrice) * l.quantity, 0)
      return result(discount, { discountItems })
    }
  }
}
