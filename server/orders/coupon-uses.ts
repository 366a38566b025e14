import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { insertRows } from '../db/batched.ts'
import { couponUses } from '../db/schema.ts'

/** An order's use of a coupon: the code, whose (an account, else an email in lower case), and the order's email in lower case. */
export interface CouponUse {
  code: string
  customer: string
  email: string
}

/** The coupon was used as often as it may be, in all or by this customer, before the order was written. */
export class CouponUsedUp extends Error {}

/** What is left of each capped coupon while a batch of orders is written: its uses left in all, and the uses of the batch's customers, theirs by account or email. */
interface Left {
  inAll: number
  perCustomer: number | undefined
  taken: { customer: string; email: string }[]
}

/** A use counts against a customer when it was theirs by account or by email: signing in or not, the same customer is the same. */
const isTheirs = (use: { customer: string; email: string }, of: CouponUse) => use.customer === of.customer || use.email === of.email

/** Whose use an order is: its account, else its email. */
export const customerOf = (accountId: string | undefined, email: string) => accountId ?? email.trim().toLowerCase()

/**
 * Locks the batch's capped coupons until it is written (after its gift cards, before its stock:
 * the order every order's writer takes them in) and answers what is left of each, in all and for
 * each customer of the batch. Coupons with no cap are not locked: they count nothing.
 */
export async function lockCouponCaps(tx: Database, uses: readonly (CouponUse | undefined)[]): Promise<Map<string, Left>> {
  const codes = [...new Set(uses.flatMap((use) => (use ? [use.code] : [])))].sort()
  if (codes.length === 0) return new Map()
  const asked = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )
  const capped = rowsOf<{ code: string; max_uses: number | null; max_uses_per_customer: number | null }>(
    await tx.execute(sql`
      SELECT code, max_uses, max_uses_per_customer FROM coupons
      WHERE code IN (${asked}) AND (max_uses IS NOT NULL OR max_uses_per_customer IS NOT NULL)
      ORDER BY code FOR UPDATE`),
  )
  if (capped.length === 0) return new Map()
  const cappedCodes = sql.join(
    capped.map((row) => sql`${row.code}`),
    sql`, `,
  )
  const listed = (values: string[]) =>
    sql.join(
      [...new Set(values)].map((value) => sql`${value}`),
      sql`, `,
    )
  const mine = uses.filter((use): use is CouponUse => use !== undefined)
  const inAll = rowsOf<{ code: string; uses: number }>(
    await tx.execute(sql`SELECT code, count(*)::int AS uses FROM coupon_uses WHERE code IN (${cappedCodes}) GROUP BY code`),
  )
  const theirs = rowsOf<{ code: string; customer: string; email: string }>(
    await tx.execute(sql`
      SELECT code, customer, email FROM coupon_uses WHERE code IN (${cappedCodes})
        AND (customer IN (${listed(mine.map((use) => use.customer))}) OR email IN (${listed(mine.map((use) => use.email))}))`),
  )
  return new Map(
    capped.map((row) => [
      row.code,
      {
        inAll: row.max_uses === null ? Infinity : row.max_uses - Number(inAll.find((count) => count.code === row.code)?.uses ?? 0),
        perCustomer: row.max_uses_per_customer ?? undefined,
        taken: theirs.filter((use) => use.code === row.code),
      },
    ]),
  )
}

/** Takes one use of the order's coupon from what is left, when it is there; else takes nothing. */
export function takeCouponUse(left: Map<string, Left>, use: CouponUse | undefined): boolean {
  const caps = use && left.get(use.code)
  if (!use || !caps) return true
  const used = caps.taken.filter((taken) => isTheirs(taken, use)).length
  if (caps.inAll < 1 || (caps.perCustomer !== undefined && used >= caps.perCustomer)) return false
  caps.inAll -= 1
  caps.taken.push({ customer: use.customer, email: use.email })
  return true
}

/** Gives a use back to what is left (an order of the batch that took it was not written after all). */
export function giveCouponUse(left: Map<string, Left>, use: CouponUse | undefined) {
  const caps = use && left.get(use.code)
  if (!use || !caps) return
  caps.inAll += 1
  caps.taken.pop()
}

/** Writes the written orders' coupon uses, in their transaction. */
export async function writeCouponUses(tx: Database, written: { orderId: string; use: CouponUse; at: Date }[]) {
  if (written.length === 0) return
  await insertRows(
    tx,
    couponUses,
    written.map(({ orderId, use, at }) => ({ code: use.code, customer: use.customer, email: use.email, orderId, createdAt: at })),
  )
}

/** How often capped coupons have been used, as a cart asks before a shopper counts on one. */
export interface CouponUses {
  /** Whether a capped coupon has a use left for anyone (validatevoucher asks before a shopper counts on it). */
  left(code: string, maxUses: number | undefined): Promise<boolean>
}

export function createCouponUses(db: Database): CouponUses {
  return {
    async left(code, maxUses) {
      if (maxUses === undefined) return true
      const [row] = rowsOf<{ uses: number }>(await db.execute(sql`SELECT count(*)::int AS uses FROM coupon_uses WHERE code = ${code}`))
      return Number(row?.uses ?? 0) < maxUses
    },
  }
}
