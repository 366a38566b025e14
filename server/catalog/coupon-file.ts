/**
 * The merchant's coupons as one file (`npm run coupons -- import|export`, `/operator/coupons`): each
 * coupon's code, kind, what it takes off, its minimum, when it starts and ends, and its caps on
 * uses in all and per customer. Read whole: any problem refuses the file, its problems named.
 */
import * as v from 'valibot'
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import { FileRefused, cents, given, priceOf, problemsOf } from '../operator/file-reading.ts'

export const COUPONS_FORMAT = 'snackfolk-coupons/1'

const Price = v.pipe(v.string('is not a price written as text, like "5.00"'), v.regex(/^\d{1,6}(?:\.\d{1,2})?$/, 'is not a price like "5.00"'))
const Count = v.pipe(
  v.number('is not a number'),
  v.integer('is not a whole number'),
  v.minValue(1, 'is less than 1'),
  v.maxValue(10_000_000, 'is more than 10000000'),
)
const When = v.pipe(v.string('is not a date written as text'), v.isoTimestamp('is not a date and time like "2026-12-01T00:00:00Z"'))
const Percent = v.pipe(v.number('is not a number'), v.integer('is not a whole number'), v.minValue(1, 'is less than 1'), v.maxValue(100, 'is more than 100'))

const CouponSchema = v.strictObject({
  code: v.pipe(v.string('is not text'), v.regex(/^[A-Z0-9]{3,20}$/, 'is not a code (3 to 20 capital letters and digits)')),
  kind: v.picklist(['percent', 'amount', 'brand', 'freeShipping', 'freeOrder'], 'is not one of percent, amount, brand, freeShipping, freeOrder'),
  percent: v.optional(Percent),
  amount: v.optional(Price),
  brand: v.optional(v.string('is not text')),
  minimum: v.optional(Price),
  starts: v.optional(When),
  ends: v.optional(When),
  uses: v.optional(Count),
  usesPerCustomer: v.optional(Count),
  automatic: v.optional(v.boolean('is neither true nor false')),
})

const CouponFileSchema = v.strictObject(
  { format: v.literal(COUPONS_FORMAT, `is not "${COUPONS_FORMAT}"`), coupons: v.array(CouponSchema, 'is not a list') },
  'is not a coupons file: an object of format and coupons',
)

export type CouponFile = v.InferOutput<typeof CouponFileSchema>
type CouponRow = typeof schema.coupons.$inferInsert

/** Reads a coupons file into the store's rows; `brands` are the ids of the brands the store sells. */
export function readCouponFile(input: unknown, brands: ReadonlySet<string>): CouponRow[] {
  const parsed = v.safeParse(CouponFileSchema, input, { abortEarly: false })
  if (!parsed.success) throw new FileRefused(problemsOf(parsed.issues, 'code'), 'coupons')
  const problems: string[] = []
  const seen = new Map<string, number>()
  parsed.output.coupons.forEach((coupon, i) => {
    const place = `coupons[${i}] (${coupon.code})`
    const first = seen.get(coupon.code)
    if (first !== undefined) problems.push(`coupons[${i}] has the code "${coupon.code}" of coupons[${first}] again`)
    seen.set(coupon.code, first ?? i)
    const takes = { percent: 'percent', brand: 'percent', amount: 'amount' } as const
    const needed = takes[coupon.kind as keyof typeof takes]
    if (needed && coupon[needed] === undefined) problems.push(`${place} is a ${coupon.kind} coupon with no ${needed}`)
    for (const field of ['percent', 'amount'] as const)
      if (field !== needed && coupon[field] !== undefined) problems.push(`${place}.${field} says nothing for a ${coupon.kind} coupon`)
    if (coupon.kind === 'brand' && !brands.has(coupon.brand ?? '')) problems.push(`${place}.brand "${coupon.brand ?? ''}" is not a brand the store sells`)
    if (coupon.kind !== 'brand' && coupon.brand !== undefined) problems.push(`${place}.brand says nothing for a ${coupon.kind} coupon`)
    if (coupon.starts && coupon.ends && Date.parse(coupon.ends) <= Date.parse(coupon.starts)) problems.push(`${place}.ends is not after its start`)
    // An automatic coupon goes on every cart that qualifies: one used up would stop the shopper's order instead.
    if (coupon.automatic && (coupon.uses !== undefined || coupon.usesPerCustomer !== undefined))
      problems.push(`${place} is automatic: it takes no cap on uses (give it a code shoppers type instead)`)
    if (coupon.uses !== undefined && coupon.usesPerCustomer !== undefined && coupon.usesPerCustomer > coupon.uses)
      problems.push(`${place}.usesPerCustomer is more than its uses in all`)
  })
  if (problems.length > 0) throw new FileRefused(problems, 'coupons')
  return parsed.output.coupons.map((coupon) => ({
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.percent ?? (coupon.amount ? cents(coupon.amount) : 0),
    minCartCents: coupon.minimum ? cents(coupon.minimum) : 0,
    brandId: coupon.brand ?? null,
    startsAt: coupon.starts ? new Date(coupon.starts) : null,
    expiresAt: coupon.ends ? new Date(coupon.ends) : null,
    auto: coupon.automatic ?? false,
    maxUses: coupon.uses ?? null,
    maxUsesPerCustomer: coupon.usesPerCustomer ?? null,
  }))
}

/** The store's coupons as their file, by code. */
export function couponFileOf(rows: CouponRow[]): CouponFile {
  return {
    format: COUPONS_FORMAT,
    coupons: [...rows]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((row) => ({
        code: row.code,
        kind: row.kind,
        ...given('percent', row.kind === 'percent' || row.kind === 'brand' ? row.value : undefined),
        ...given('amount', row.kind === 'amount' ? priceOf(row.value) : undefined),
        ...given('brand', row.brandId),
        ...given('minimum', row.minCartCents ? priceOf(row.minCartCents) : undefined),
        ...given('starts', row.startsAt?.toISOString()),
        ...given('ends', row.expiresAt?.toISOString()),
        ...given('uses', row.maxUses),
        ...given('usesPerCustomer', row.maxUsesPerCustomer),
        ...given('automatic', row.auto),
      })),
  }
}

/**
 * Makes the store's coupons the file's, in one transaction: a coupon it leaves out is gone (the
 * orders that used it keep its code). Each coupon it keeps is changed in place, its rows locked in
 * code order as an order's writer locks them, so an order waiting on a capped coupon counts
 * against the caps the file gives it.
 */
export async function importCoupons(db: Database, input: unknown): Promise<{ coupons: number }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const brands = await tx.select({ id: schema.brands.id }).from(schema.brands).where(eq(schema.brands.retired, false))
    const rows = readCouponFile(input, new Set(brands.map((brand) => brand.id))).sort((a, b) => (a.code < b.code ? -1 : 1))
    const held = await tx.select({ code: schema.coupons.code }).from(schema.coupons).orderBy(asc(schema.coupons.code)).for('update')
    const kept = new Set(rows.map((row) => row.code))
    const left = held.map((row) => row.code).filter((code) => !kept.has(code))
    // In chunks: a statement takes at most 65,535 values.
    for (let i = 0; i < left.length; i += 1000) await tx.delete(schema.coupons).where(inArray(schema.coupons.code, left.slice(i, i + 1000)))
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(schema.coupons)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({ target: schema.coupons.code, set: fromTheFile() })
    return { coupons: rows.length }
  })
}

/** A kept coupon's every column as the file gives it. */
function fromTheFile() {
  const { code: _, ...columns } = getTableColumns(schema.coupons)
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, sql.raw(`excluded.${column.name}`)]))
}

export async function exportCoupons(db: Database): Promise<CouponFile> {
  return couponFileOf(await db.select().from(schema.coupons))
}
