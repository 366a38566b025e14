import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { orders, type OrderPayment } from '../db/schema.ts'
import { InputError } from '../envelope.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { OrderMessage } from '../../src/domain/order.ts'
import { giveBackGiftCards, restoreIssuedGiftCards, withdrawIssuedGiftCards } from '../payments/gift-cards.ts'

/** An order's status moved on, the gateway asked first. */
export interface Settled {
  orderNumber: string
  status: 'shipped' | 'cancelled'
}

type OrderRow = typeof orders.$inferSelect

/** A claim left by a process that stopped midway is taken over after this long. */
const CLAIM_LIFE_MS = 60_000

/**
 * Runs one settling of an order (ship or cancel) at a time, across every server process: the
 * order's row is claimed first, the gateway asked, then the row moved on and the claim let go.
 * An order being settled by another call answers 409.
 */
/** What settling an order changes: its row, and what is written with it (gift cards given back). */
interface Settling {
  changes?: Partial<OrderRow>
  alongside?: (tx: Database) => Promise<void>
}

async function settling(db: Database, orderNumber: string, settle: (row: OrderRow) => Promise<Settling>): Promise<void> {
  // Stamped by this process to the millisecond, so the stamp read back is the same value (the claim's token).
  const [claimed] = await db
    .update(orders)
    .set({ settlingAt: new Date() })
    .where(
      and(eq(orders.number, orderNumber), or(isNull(orders.settlingAt), lt(orders.settlingAt, sql`now() - make_interval(secs => ${CLAIM_LIFE_MS / 1000})`))),
    )
    .returning()
  if (!claimed) {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber))
    if (!row) throw new InputError(OrderMessage.unknown, `No order ${orderNumber}`, 404)
    throw new InputError(OrderMessage.settling, `${orderNumber} is being shipped or cancelled`, 409)
  }
  // The claim's own time stamp is its token: a call whose claim was taken over writes nothing.
  const mine = and(eq(orders.id, claimed.id), eq(orders.settlingAt, claimed.settlingAt!))
  try {
    const { changes, alongside } = await settle(claimed)
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database
      const moved = await tx
        .update(orders)
        .set({ ...changes, settlingAt: null })
        .where(mine)
        .returning({ id: orders.id })
      if (moved.length === 0) throw new InputError(OrderMessage.settling, `${orderNumber} was taken over by another call`, 409)
      await alongside?.(tx)
    })
  } catch (error) {
    await db.update(orders).set({ settlingAt: null }).where(mine)
    throw error
  }
}

/**
 * The order ships: its payment is captured, once (the capture's key is the order's, so a repeat
 * is the same capture), then the order is marked shipped. An order already shipped answers as it is.
 */
export async function shipOrder(db: Database, gateway: PaymentGateway, orderNumber: string): Promise<Settled> {
  await settling(db, orderNumber, async (row) => {
    if (row.status === 'cancelled') throw new InputError(OrderMessage.notPlaced, `${orderNumber} was cancelled`, 409)
    if (row.status !== 'placed') return {}
    const { authorizationId } = row.payment
    if (!authorizationId) return { changes: { status: 'shipped' } }
    const { captureId } = await gateway.capture({ authorizationId, idempotencyKey: `capture:${row.number}` })
    return { changes: { status: 'shipped', payment: { ...row.payment, captureId } satisfies OrderPayment } }
  })
  return { orderNumber, status: 'shipped' }
}

/**
 * The order is cancelled: the e-gift cards it bought are emptied (none may have been spent), an
 * authorisation not yet captured is voided, a captured one refunded in full (once, by the order's
 * key), what gift cards paid is given back to them, then the order is marked cancelled. An order
 * already cancelled answers as it is.
 */
export async function cancelOrder(db: Database, gateway: PaymentGateway, orderNumber: string): Promise<Settled> {
  await settling(db, orderNumber, async (row) => {
    if (row.status === 'cancelled') return {}
    // The e-gift cards it bought are taken back first: one already spent keeps the order from being cancelled.
    await withdrawIssuedGiftCards(db, row.id)
    try {
      const { authorizationId, captureId, amountCents } = row.payment
      if (captureId) await gateway.refund({ captureId, amountCents: amountCents ?? row.totalCents, idempotencyKey: `refund:${row.number}` })
      else if (authorizationId) await gateway.void(authorizationId)
    } catch (error) {
      await restoreIssuedGiftCards(db, row.id)
      throw error
    }
    return { changes: { status: 'cancelled' }, alongside: (tx) => giveBackGiftCards(tx, row.payment.giftCards ?? []) }
  })
  return { orderNumber, status: 'cancelled' }
}
