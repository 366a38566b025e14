import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { orders } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { OrderMessage } from '../../src/domain/order.ts'

/** An order's status moved on, the gateway asked first. */
export interface Settled {
  orderNumber: string
  status: 'shipped' | 'cancelled'
}

async function placedOrderRow(db: Database, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.number, orderNumber))
  if (!row) throw new InputError(OrderMessage.unknown, `No order ${orderNumber}`, 404)
  return row
}

/**
 * The order ships: its payment is captured, once (the capture's key is the order's, so a repeat
 * is the same capture), then the order is marked shipped. An order already shipped answers as it is.
 */
export async function shipOrder(db: Database, gateway: PaymentGateway, orderNumber: string): Promise<Settled> {
  const row = await placedOrderRow(db, orderNumber)
  if (row.status === 'cancelled') throw new InputError(OrderMessage.notPlaced, `${orderNumber} was cancelled`, 409)
  const { authorizationId } = row.payment
  const captureId = authorizationId ? (await gateway.capture({ authorizationId, idempotencyKey: `capture:${row.number}` })).captureId : undefined
  await db
    .update(orders)
    .set({ status: 'shipped', payment: sql`${orders.payment} || ${JSON.stringify(captureId ? { captureId } : {})}::jsonb` })
    .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
  return { orderNumber, status: 'shipped' }
}

/**
 * The order is cancelled: an authorisation not yet captured is voided, a captured one refunded in
 * full (once, by the order's key), then the order is marked cancelled.
 */
export async function cancelOrder(db: Database, gateway: PaymentGateway, orderNumber: string): Promise<Settled> {
  const row = await placedOrderRow(db, orderNumber)
  const { authorizationId, captureId, amountCents } = row.payment
  if (captureId) await gateway.refund({ captureId, amountCents: amountCents ?? row.totalCents, idempotencyKey: `refund:${row.number}` })
  else if (authorizationId) await gateway.void(authorizationId)
  await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, row.id))
  return { orderNumber, status: 'cancelled' }
}
