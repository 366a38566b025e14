import { and, desc, eq, or } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { orders, type OrderPayment } from '../db/schema.ts'
import type { PaymentView } from '#domain/payment.ts'
import { InputError } from '../http/envelope.ts'
import { OrderMessage, type PlacedOrder } from '#domain/order.ts'

export type OrderRow = typeof orders.$inferSelect

/** How an order was paid, as its shopper is shown: orders kept before other ways to pay were paid by card in full. */
export const paymentView = (payment: OrderPayment, totalCents: number): PaymentView => {
  const giftCards = (payment.giftCards ?? []).map(({ last4, amountCents }) => ({ last4, amount: amountCents }))
  return {
    method: payment.method ?? 'card',
    ...(payment.cardType && { cardType: payment.cardType, cardNumberMask: payment.cardNumberMask }),
    amount: payment.amountCents ?? totalCents,
    giftCards,
  }
}

/** An order as SPEC §3 shapes it. */
export const placedOrder = (row: OrderRow): PlacedOrder => ({
  orderNumber: row.number,
  status: row.status,
  ...(row.shipment && { shipment: row.shipment }),
  email: row.email,
  ...(row.shipping && { shipping: row.shipping as NonNullable<PlacedOrder['shipping']> }),
  lines: row.lines,
  payment: paymentView(row.payment, row.totalCents),
  placedAt: row.createdAt.toISOString(),
  ...(row.couponCode && { couponName: row.couponCode }),
  subTotal: row.subtotalCents,
  discount: row.discountCents,
  shippingCharge: row.shippingCents,
  taxAmount: row.taxCents,
  totalAmount: row.totalCents,
})

/** The order, for the session that placed it or the customer it belongs to; anyone else is told there is no such order. */
export async function orderFor(db: Database, orderNumber: string, asker: { sessionId: string; accountId?: string }): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.number, orderNumber),
        asker.accountId ? or(eq(orders.sessionId, asker.sessionId), eq(orders.accountId, asker.accountId)) : eq(orders.sessionId, asker.sessionId),
      ),
    )
  if (!row) throw new InputError(OrderMessage.unknown, `No order ${orderNumber} for this ${asker.accountId ? 'customer' : 'session'}`, 404)
  return row
}

/** A customer's own order; another's is not found. */
export async function customersOrder(db: Database, orderNumber: string, accountId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.accountId, accountId)))
  if (!row) throw new InputError(OrderMessage.unknown, `No order ${orderNumber} for this customer`, 404)
  return row
}

/** The customer's order history, newest first (the latest 100). */
export function ordersOf(db: Database, accountId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt)).limit(100)
}

/** The order with this number and email (order lookup); a wrong pair answers as an unknown order does. */
export async function orderByNumberAndEmail(db: Database, orderNumber: string | undefined, email: string): Promise<OrderRow> {
  const [row] = orderNumber
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, orderNumber), eq(orders.email, email)))
    : []
  if (!row) throw new InputError(OrderMessage.lookupMiss, 'No order with that number and email', 404)
  return row
}
