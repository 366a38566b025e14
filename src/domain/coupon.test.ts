import { describe, expect, it } from 'vitest'
import { evaluateCoupon, type CouponRule } from './coupon.ts'

const now = new Date('2026-11-21T12:00:00Z')
const lines = [
  { productId: 'P1', brandSlug: 'crunchwell', price: 500, quantity: 2 },
  { productId: 'P2', brandSlug: 'saltmarsh', price: 1000, quantity: 1 },
]
const rule = (r: Partial<CouponRule>): CouponRule => ({ code: 'X', kind: 'percent', value: 10, minCartCents: 0, ...r })

describe('coupons', () => {
  it('take a percentage or a fixed amount off the cart', () => {
    expect(evaluateCoupon(rule({ kind: 'percent', value: 10 }), lines, now)).toMatchObject({ cartAmount: 2000, discount: 200, discountedAmount: 1800 })
    expect(evaluateCoupon(rule({ kind: 'amount', value: 500 }), lines, now)).toMatchObject({ discount: 500, discountedAmount: 1500 })
    expect(evaluateCoupon(rule({ kind: 'amount', value: 5000 }), lines, now)).toMatchObject({ discount: 2000 })
  })

  it('discount only the named brand’s products', () => {
    const result = evaluateCoupon(rule({ kind: 'brand', value: 20, brandSlug: 'crunchwell' }), lines, now)
    expect(result).toMatchObject({ discount: 200, discountItems: [{ productId: 'P1', discountedPrice: 400, brandDiscount: true }] })
    expect(evaluateCoupon(rule({ kind: 'brand', value: 20, brandSlug: 'moonbake' }), lines, now)).toBe('couponNoItems')
  })

  it('give free shipping, or a free order', () => {
    expect(evaluateCoupon(rule({ kind: 'freeShipping' }), lines, now)).toMatchObject({ discount: 0, freeShipping: true, freeOrder: false })
    expect(evaluateCoupon(rule({ kind: 'freeOrder' }), lines, now)).toMatchObject({ discount: 2000, discountedAmount: 0, freeOrder: true })
  })

  it('refuse an expired coupon and a cart below the minimum', () => {
    expect(evaluateCoupon(rule({ expiresAt: new Date('2024-01-01') }), lines, now)).toBe('couponExpired')
    expect(evaluateCoupon(rule({ minCartCents: 2500 }), lines, now)).toBe('couponBelowMinimum')
    expect(evaluateCoupon(rule({}), [], now)).toBe('couponBelowMinimum')
  })
})
