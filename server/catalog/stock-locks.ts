import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'

export interface StockRow {
  product_id: string
  location_number: number
}

/**
 * Locks stock rows until the caller's transaction ends, in product, then location, order: the
 * order every writer of stock (orders, imports, cancels) takes them in, so two writers never wait
 * on each other in turn. Answers the quantities the locked rows hold.
 */
export async function lockStock(tx: Database, rows: StockRow[]): Promise<(StockRow & { quantity: number })[]> {
  if (rows.length === 0) return []
  const result = await tx.execute(sql`
    SELECT s.product_id, s.location_number, s.quantity FROM stock s
    JOIN jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(product_id text, location_number integer)
      ON s.product_id = w.product_id AND s.location_number = w.location_number
    ORDER BY s.product_id, s.location_number FOR UPDATE OF s`)
  return rowsOf<StockRow & { quantity: number }>(result).map((row) => ({ ...row, quantity: Number(row.quantity) }))
}
