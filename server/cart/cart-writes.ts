import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import type { CartContents } from './apply-change.ts'

export interface CartWrite {
  cartId: string
  /** The version the change was worked out on; the write is refused if the cart moved on since. */
  version: number
  next: CartContents
}

/** Writes one cart's change, answering its new version, or undefined when the cart moved on first. */
export type WriteCart = (write: CartWrite) => Promise<number | undefined>

const MOST_PER_STATEMENT = 500

interface Waiting extends CartWrite {
  done: (version: number | undefined) => void
  failed: (error: unknown) => void
}

/**
 * Writes that arrive while a statement runs go together in the next one: many shoppers'
 * changes, one cart each per statement, cost one round trip and one commit between them.
 */
export function batchedCartWrites(db: Database): WriteCart {
  let waiting: Waiting[] = []
  let writing = false

  // Each statement waits for the requests already read to queue their writes, so they go together.
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

  async function writeWaiting() {
    writing = true
    while ((await nextTurn(), waiting.length > 0)) {
      const carts = new Set<string>()
      const batch: Waiting[] = []
      const later: Waiting[] = []
      for (const write of waiting) {
        if (batch.length < MOST_PER_STATEMENT && !carts.has(write.cartId)) {
          carts.add(write.cartId)
          batch.push(write)
        } else later.push(write)
      }
      waiting = later
      try {
        const versions = await writeBatch(db, batch)
        for (const write of batch) write.done(versions.get(write.cartId))
      } catch (error) {
        for (const write of batch) write.failed(error)
      }
    }
    writing = false
  }

  return (write) =>
    new Promise((done, failed) => {
      waiting.push({ ...write, done, failed })
      if (!writing) void writeWaiting()
    })
}

async function writeBatch(db: Database, batch: CartWrite[]): Promise<Map<string, number>> {
  const rows = batch.map(({ cartId, version, next }) => ({
    id: cartId,
    version,
    lines: next.lines,
    coupon_code: next.couponCode ?? null,
    disable_auto_coupon: next.disableAutoCoupon,
  }))
  const result = await db.execute<{ id: string; version: number }>(sql`
    UPDATE carts SET lines = w.lines, coupon_code = w.coupon_code, disable_auto_coupon = w.disable_auto_coupon, version = carts.version + 1, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(id uuid, version integer, lines jsonb, coupon_code text, disable_auto_coupon boolean)
    WHERE carts.id = w.id AND carts.version = w.version
    RETURNING carts.id, carts.version`)
  // PGlite answers { rows }, postgres.js an array of rows.
  const written = Array.isArray(result) ? result : (result as unknown as { rows: { id: string; version: number }[] }).rows
  return new Map(written.map((row) => [row.id, Number(row.version)]))
}
