import { sql } from 'drizzle-orm'
import { batched, settled } from '../db/batched.ts'
import { rowsOf } from '../db/rows.ts'
import type { Database } from '../db/database.ts'
import type { CartContents } from './apply-change.ts'

export interface CartWrite {
  cartId: string
  /** The version the change was worked out on; the write is refused if the cart moved on since. */
  version: number
  next: CartContents
  /** The ids of the latest changes of the shopper's browser, this one's among them. */
  changes: string[]
}

/** Writes one cart's change, answering its new version, or undefined when the cart moved on first. */
export type WriteCart = (write: CartWrite) => Promise<number | undefined>

/** Many shoppers' changes, one cart each per statement, cost one round trip and one commit between them. */
export function batchedCartWrites(db: Database): WriteCart {
  return batched(
    async (batch: CartWrite[]) => {
      const versions = await writeBatch(db, batch)
      return batch.map((write) => settled(versions.get(write.cartId)))
    },
    { keyOf: (write) => write.cartId },
  )
}

async function writeBatch(db: Database, batch: CartWrite[]): Promise<Map<string, number>> {
  const rows = batch.map(({ cartId, version, next, changes }) => ({
    id: cartId,
    version,
    lines: next.lines,
    coupon_code: next.couponCode ?? null,
    disable_auto_coupon: next.disableAutoCoupon,
    changes,
  }))
  const result = await db.execute(sql`
    UPDATE carts SET lines = w.lines, coupon_code = w.coupon_code, disable_auto_coupon = w.disable_auto_coupon, changes = w.changes, version = carts.version + 1, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(id uuid, version integer, lines jsonb, coupon_code text, disable_auto_coupon boolean, changes jsonb)
    WHERE carts.id = w.id AND carts.version = w.version
    RETURNING carts.id, carts.version`)
  return new Map(rowsOf<{ id: string; version: number }>(result).map((row) => [row.id, Number(row.version)]))
}
