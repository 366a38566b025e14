import { describe, expect, it } from 'vitest'
import { giveCouponUse, takeCouponUse } from './coupon-uses.ts'

type Left = Parameters<typeof takeCouponUse>[0]

/** A coupon once for each customer, used once already by the account acct-1 ordering as ana@example.com. */
const usedOnceByAna = (): Left => new Map([['ONCEEACH', { inAll: Infinity, perCustomer: 1, taken: [{ customer: 'acct-1', email: 'ana@example.com' }] }]])

describe("a coupon's use per customer", () => {
  it('is theirs by account or by email: signing out, or in with another email, gives no second use', () => {
    const left = usedOnceByAna()
    expect(takeCouponUse(left, { code: 'ONCEEACH', customer: 'ana@example.com', email: 'ana@example.com' })).toBe(false)
    expect(takeCouponUse(left, { code: 'ONCEEACH', customer: 'acct-1', email: 'other@example.com' })).toBe(false)
    expect(takeCouponUse(left, { code: 'ONCEEACH', customer: 'acct-2', email: 'bo@example.com' })).toBe(true)
    expect(takeCouponUse(left, { code: 'ONCEEACH', customer: 'bo@example.com', email: 'bo@example.com' })).toBe(false)
  })

  it('is given back when the order that took it is not written, for the next order of the batch', () => {
    const left = usedOnceByAna()
    const bo = { code: 'ONCEEACH', customer: 'bo@example.com', email: 'bo@example.com' }
    expect(takeCouponUse(left, bo)).toBe(true)
    giveCouponUse(left, bo)
    expect(takeCouponUse(left, bo)).toBe(true)
  })
})
