import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { randomUUID } from 'node:crypto'
import { couponUses, orders, outbox, type OrderPayment } from '../db/schema.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { productsTaken } from '../cart/apply-change.ts'
import { cartStock, type StoredLine } from '../cart/cart-lines.ts'
import { knownLocale } from '#domain/locale.ts'
import { cancelledEmail, shippedEmail } from './settled-email.ts'
import { lockStock } from '../catalog/stock-locks.ts'
import { mailBackInStock } from '../catalog/notify-requests.ts'
import { InputError } from '../http/envelope.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { OrderMessage, type Shipment } from '#domain/order.ts'
import { giveBackGiftCards, restoreIssuedGiftCards, withdrawIssuedGiftCards } from '../payments/gift-cards.ts'

/** An order's status moved on, the gateway asked first. */
export interface Settled {
  orderNumber: string
  status: 'shipped' | 'cancelled'
}

type OrderRow = typeof orders.$inferSelect

/** A claim left by a process that stopped midway is taken over after this long. */
const CLAIM_LIFE_MS = 60_000

/** What settling an order changes: its row, and what is written with it (gift cards given back). */
interface Settling {
  changes?: Partial<OrderRow>
  alongside?: (tx: Database) => Promise<void>
}

/**
 * Runs one settling of an order (ship or cancel) at a time, across every server process: the
 * order's row is claimed first, the gateway asked, then the row moved on and the claim let go.
 * An order being settled by another call answers 409.
 */
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

/** What settling an order needs: the database, the gateway, the catalog (what an order took) and the store's address (for mail). */
export interface SettleDeps {
  db: Database
  gateway: PaymentGateway
  catalog: Catalog
  publicOrigin: string
}

/**
 * The order ships with a carrier and tracking number: its payment is captured, once (the
 * capture's key is the order's, so a repeat is the same capture), then the order is marked shipped
 * with its parcel and the customer mailed, in one transaction. An order already shipped answers as it is.
 */
export async function shipOrder(deps: SettleDeps, orderNumber: string, parcel: Omit<Shipment, 'shippedAt'>): Promise<Settled> {
  await settling(deps.db, orderNumber, async (row) => {
    if (row.status === 'cancelled') throw new InputError(OrderMessage.notPlaced, `${orderNumber} was cancelled`, 409)
    if (row.status !== 'placed') return {}
    const shipment = { ...parcel, shippedAt: new Date().toISOString() }
    const { authorizationId } = row.payment
    const payment = authorizationId
      ? { ...row.payment, captureId: (await deps.gateway.capture({ authorizationId, idempotencyKey: `capture:${row.number}` })).captureId }
      : row.payment
    return {
      changes: { status: 'shipped', shipment, payment: payment satisfies OrderPayment },
      alongside: async (tx) => {
        await tx
          .insert(outbox)
          .values({ id: randomUUID(), kind: 'orderShipped', recipient: row.email, ...shippedEmail(row, shipment, deps.publicOrigin, knownLocale(row.locale)) })
      },
    }
  })
  return { orderNumber, status: 'shipped' }
}

/**
 * Puts back at the order's location what an unshipped order took from its stock, and mails whoever
 * asked to be told that one is back. An order written before orders kept what they took gives back
 * its bundles' products as the bundles hold them now.
 */
async function returnStock(tx: Database, deps: SettleDeps, row: OrderRow) {
  const taken = row.stockTaken ? new Map(Object.entries(row.stockTaken)) : productsTaken(row.lines as StoredLine[], cartStock(deps.catalog, row.locationNumber))
  if (taken.size === 0) return
  const rows = [...taken].map(([productId, quantity]) => ({ product_id: productId, quantity }))
  await lockStock(
    tx,
    rows.map((line) => ({ product_id: line.product_id, location_number: row.locationNumber })),
  )
  await tx.execute(sql`
    UPDATE stock SET quantity = stock.quantity + w.quantity
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(product_id text, quantity integer)
    WHERE stock.product_id = w.product_id AND stock.location_number = ${row.locationNumber}`)
  await mailBackInStock(tx, deps.catalog, [...taken.keys()], deps.publicOrigin)
}

/**
 * The order is cancelled: the e-gift cards it bought are emptied (none may have been spent), an
 * authorisation not yet captured is voided, a captured one refunded in full (once, by the order's
 * key); then, in one transaction, what gift cards paid is given back to them and the use of its coupon, an unshipped order's
 * products go back to stock, the order is marked cancelled and the customer mailed. An order
 * already cancelled answers as it is.
 */
export async function cancelOrder(deps: SettleDeps, orderNumber: string): Promise<Settled> {
  const { db, gateway } = deps
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
    return {
      changes: { status: 'cancelled' },
      alongside: async (tx) => {
        await giveBackGiftCards(tx, row.payment.giftCards ?? [])
        // A coupon it used counts the use no more: a capped coupon can be used once again.
        await tx.delete(couponUses).where(eq(couponUses.orderId, row.id))
        if (row.status === 'placed') await returnStock(tx, deps, row)
        await tx
          .insert(outbox)
          .values({ id: randomUUID(), kind: 'orderCancelled', recipient: row.email, ...cancelledEmail(row, deps.publicOrigin, knownLocale(row.locale)) })
      },
    }
  })
  return { orderNumber, status: 'cancelled' }
}
