import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { count, eq, sql } from 'drizzle-orm'
import { storeForTests, operatorCalls } from '../testing/test-store.ts'
import { orderCalls, CONTACT } from '../orders/order-calls.testing.ts'
import { couponUses } from '../db/schema.ts'
import type { CouponFile } from './coupon-file.ts'
import { rowsOf } from '../db/rows.ts'

const TOKEN = 'an-operator-token-of-the-test-store-0003'
const shop = storeForTests({ operatorToken: TOKEN })
const { shopper, stocked, cartWith, submit } = orderCalls(shop)

const DEMO = readFileSync(new URL('../db/seed/demo-coupons.json', import.meta.url), 'utf8')
const demo = () => JSON.parse(DEMO) as CouponFile

const operator = operatorCalls(shop, TOKEN)
const exported = async () => `${JSON.stringify((await operator('GET', '/coupons')).body.data, null, 2)}\n`

/** Imports the demo's coupons and these, and waits until the store takes the last of them. */
async function withCoupons(...coupons: CouponFile['coupons']) {
  const done = await operator('POST', '/coupons', { ...demo(), coupons: [...demo().coupons, ...coupons] })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  await vi.waitFor(() => expect(shop.store.catalog.coupons.has(coupons.at(-1)!.code)).toBe(true))
}

const applied = async (who: Awaited<ReturnType<typeof shopper>>, owner: { cartId: string; cartToken: string }, couponName: string) =>
  who.call('POST', '/webservices/validatevoucher', { ...owner, couponName })

describe("the merchant's coupons", () => {
  it('round-trip through the store as their file, the demo’s first', async () => {
    expect(await exported()).toBe(DEMO)
    expect((await operator('POST', '/coupons', demo())).body.data).toEqual({ coupons: 7 })
    expect(await exported()).toBe(DEMO)
  })

  it('refuses a file with problems whole, naming them, and the store takes the coupons it took', async () => {
    const refused = await operator('POST', '/coupons', {
      ...demo(),
      coupons: [
        ...demo().coupons,
        { code: 'spring', kind: 'percent', percent: 10 },
        { code: 'SPRING', kind: 'percent' },
        { code: 'BACKWARDS', kind: 'amount', amount: '5.00', starts: '2026-12-01T00:00:00Z', ends: '2026-11-01T00:00:00Z' },
        { code: 'NOBRAND', kind: 'brand', percent: 10, brand: 'B99' },
        { code: 'SNACK10', kind: 'freeShipping' },
      ],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.data.problems).toEqual(['coupons[7] (spring).code is not a code (3 to 20 capital letters and digits)'])
    const second = await operator('POST', '/coupons', {
      ...demo(),
      coupons: [
        ...demo().coupons,
        { code: 'SPRING', kind: 'percent' },
        { code: 'BACKWARDS', kind: 'amount', amount: '5.00', starts: '2026-12-01T00:00:00Z', ends: '2026-11-01T00:00:00Z' },
        { code: 'NOBRAND', kind: 'brand', percent: 10, brand: 'B99' },
        { code: 'SNACK10', kind: 'freeShipping' },
        { code: 'AUTOCAP', kind: 'freeShipping', automatic: true, uses: 5 },
      ],
    })
    expect(second.body.data.problems).toEqual([
      'coupons[7] (SPRING) is a percent coupon with no percent',
      'coupons[8] (BACKWARDS).ends is not after its start',
      'coupons[9] (NOBRAND).brand "B99" is not a brand the store sells',
      'coupons[10] has the code "SNACK10" of coupons[5] again',
      'coupons[11] (AUTOCAP) is automatic: it takes no cap on uses (give it a code shoppers type instead)',
    ])
    expect(await exported()).toBe(DEMO)
  })

  it('makes twenty orders at once for a coupon with three uses left into three, and says so to the rest', async () => {
    await withCoupons({ code: 'LASTTHREE', kind: 'percent', percent: 10, uses: 3 })
    const [snack] = stocked(40)
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const who = await shopper()
        const owner = await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }])
        expect((await applied(who, owner, 'LASTTHREE')).status).toBe(200)
        return { who, owner }
      }),
    )
    const placed = await Promise.all(shoppers.map(({ who, owner }) => submit(who, owner)))
    expect(placed.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refusals = placed.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.errorKey])
    expect(refusals).toEqual(Array.from({ length: 17 }, () => [409, 'couponUsedUp']))
    expect((await shop.store.database.db.select({ n: count() }).from(couponUses).where(eq(couponUses.code, 'LASTTHREE')))[0]!.n).toBe(3)

    const late = await shopper()
    const lateCart = await cartWith(late, [{ type: 'add', itemId: snack!.id, quantity: 1 }])
    const refused = await applied(late, lateCart, 'LASTTHREE')
    expect([refused.status, refused.body.errorKey]).toEqual([400, 'couponUsedUp'])
    // An order cancelled gives its use back.
    const first = placed.find((answer) => answer.status === 200)!.body.data.order.orderNumber
    expect((await operator('POST', `/orders/${first}/cancel`, {})).status).toBe(200)
    expect((await applied(late, lateCart, 'LASTTHREE')).status).toBe(200)
    expect((await submit(late, lateCart)).status).toBe(200)
  })

  // Only PostgreSQL runs an import and an order side by side; the embedded database takes one transaction at a time.
  it.runIf(process.env.TEST_DATABASE_URL)('counts an order that waited on an import of the coupons against the caps the file gives', async () => {
    await withCoupons({ code: 'LASTONE', kind: 'percent', percent: 10, uses: 1 })
    const [snack] = stocked(10)
    const cartApplied = async () => {
      const who = await shopper()
      const owner = await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }])
      expect((await applied(who, owner, 'LASTONE')).status).toBe(200)
      return () => submit(who, owner)
    }
    const [first, second] = await Promise.all([cartApplied(), cartApplied()])
    expect((await first!()).status).toBe(200)

    // A transaction holds the coupon while the same file is imported again and a second order for it comes in, each waiting in turn.
    const { db } = shop.store.database
    const waiting = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`),
      )[0]!.n
    let release = () => {}
    const letGo = new Promise<void>((resolve) => (release = resolve))
    let locked = () => {}
    const holding = new Promise<void>((resolve) => (locked = resolve))
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT code FROM coupons WHERE code = 'LASTONE' FOR UPDATE`)
      locked()
      await letGo
    })
    await holding
    const imported = operator('POST', '/coupons', (await operator('GET', '/coupons')).body.data)
    await vi.waitFor(async () => expect(await waiting()).toBe(1))
    const placed = second!()
    await vi.waitFor(async () => expect(await waiting()).toBe(2))
    release()
    await held
    expect((await imported).status).toBe(200)
    const late = await placed
    expect([late.status, late.body.errorKey]).toEqual([409, 'couponUsedUp'])
  })

  it('takes a coupon once for each customer it allows once, by email, and not before it starts', async () => {
    await withCoupons(
      { code: 'SOON', kind: 'percent', percent: 10, starts: '2999-01-01T00:00:00Z' },
      { code: 'ONCEEACH', kind: 'amount', amount: '1.00', usesPerCustomer: 1 },
    )
    const [snack] = stocked(10)
    const order = async (email: string) => {
      const who = await shopper()
      const owner = await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 2 }])
      expect((await applied(who, owner, 'ONCEEACH')).status).toBe(200)
      return submit(who, owner, { contact: { ...CONTACT, email } })
    }
    expect((await order('once@example.com')).status).toBe(200)
    const again = await order('Once@Example.com')
    expect([again.status, again.body.errorKey]).toEqual([409, 'couponUsedUp'])
    expect((await order('other@example.com')).status).toBe(200)

    const who = await shopper()
    const early = await applied(who, await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }]), 'SOON')
    expect([early.status, early.body.errorKey]).toEqual([400, 'couponUnknown'])
  })
})
