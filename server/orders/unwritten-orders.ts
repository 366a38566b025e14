import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import type { PaymentGateway } from '../payments/gateway.ts'

/** An order attempt still unanswered this long after it began was left by a process that stopped: placing takes seconds. */
const UNWRITTEN_AFTER_MS = 5 * 60_000

/**
 * Finds the order attempts a stopped process left between the payment and the order (an
 * authorisation asked for under the order's number, and no order written): each is claimed (so
 * one process handles it), its authorisations still held are voided, and the attempt is dropped,
 * so the shopper's next submit places the order afresh. Answers how many were voided.
 */
export async function voidUnwrittenOrders(db: Database, gateway: PaymentGateway, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNWRITTEN_AFTER_MS).toISOString()
  const left = rowsOf<{ key: string; order_number: string }>(
    await db.execute(sql`
      UPDATE order_attempts a SET created_at = now()
      WHERE a.key IN (
        SELECT key FROM order_attempts WHERE status IS NULL AND order_number IS NOT NULL AND created_at < ${before}
        ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED)
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.number = a.order_number)
      RETURNING a.key, a.order_number`),
  )
  let voided = 0
  for (const attempt of left) {
    for (const authorizationId of await gateway.heldFor(attempt.order_number)) {
      await gateway.void(authorizationId)
      voided++
    }
    await db.execute(sql`DELETE FROM order_attempts WHERE key = ${attempt.key} AND status IS NULL`)
  }
  return voided
}
