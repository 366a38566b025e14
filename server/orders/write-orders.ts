import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { batched, insertRows, refused, settled, type Settled } from '../db/batched.ts'
import { rowsOf } from '../db/rows.ts'
import type { Database } from '../db/database.ts'
import { addresses, issuedGiftCards, orders, outbox, savedCards } from '../db/schema.ts'
import { forgetSummaries, type Catalog } from '../catalog/catalog.ts'
import { lockStock, type StockRow } from '../catalog/stock-locks.ts'
import type { CartCaller, CartRecord, Carts, NewCart } from '../cart/carts.ts'
import { keptAnswer, type OrderAnswer } from './attempts.ts'
import type { Quote } from './quote.ts'
import { lockGiftCards, spendGiftCards, takeShares, GiftCardSpent, type GiftCardUse } from '../payments/gift-cards.ts'
import { CouponUsedUp, giveCouponUse, lockCouponCaps, takeCouponUse, writeCouponUses, type CouponUse } from './coupon-uses.ts'

/** An order ready to be written: its cart, what it takes from stock, its row, its email, and its answer once written. */
export interface OrderWrite {
  attemptKey: string
  cart: CartRecord
  quote: Pick<Quote, 'location' | 'taken'>
  row: typeof orders.$inferInsert & { createdAt: Date }
  email: { recipient: string; subject: string; body: string }
  /** The card the customer asked to keep, kept with the order. */
  savedCard?: typeof savedCards.$inferInsert
  /** The shipping address the customer asked to keep, kept with the order. */
  keptAddress?: typeof addresses.$inferInsert
  /** What each gift card gives the order, taken from its balance as the order is written. */
  giftCards: GiftCardUse[]
  /** The signed-in customer who places it: a next cart that is their account's is given with its token for their sign-in. */
  customer?: CartCaller
  /** The coupon the order takes a use of, counted against its caps as the order is written. */
  coupon?: CouponUse
  /** The e-gift cards the order buys: each card's row, and the mail that gives its code to its recipient. */
  giftCardsIssued: { row: typeof issuedGiftCards.$inferInsert; email: { recipient: string; subject: string; body: string } }[]
  answer: (nextCart: NewCart) => OrderAnswer
}

/** Stock ran out before the order was written. */
export class OutOfStock extends Error {}
/** The cart changed, or another order closed it, before the order was written. */
export class CartMovedOn extends Error {}

interface WriterDeps {
  db: Database
  catalog: Catalog
  carts: Carts
}

const stockKey = (productId: string, location: number) => `${location}:${productId}`

/**
 * Writes orders: each takes its stock, closes its cart, and is written with its confirmation email,
 * a new cart and its attempt's answer, or refused on its own (OutOfStock, CartMovedOn, GiftCardSpent, CouponUsedUp) leaving
 * nothing behind. Orders that arrive while others are written go together in the next transaction:
 * its stock rows are locked in one order, shared out first come first served, and taken by
 * updates that never go below zero.
 */
export function orderWrites(deps: WriterDeps): (write: OrderWrite) => Promise<OrderAnswer> {
  return batched((batch: OrderWrite[]) => writeBatch(deps, batch), { most: 200, keyOf: (write) => write.cart.id })
}

async function writeBatch({ db, catalog, carts }: WriterDeps, batch: OrderWrite[]): Promise<Settled<OrderAnswer>[]> {
  const { outcomes, left, written } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const balances = await lockGiftCards(
      tx,
      batch.map((write) => write.giftCards),
    )
    const couponsLeft = await lockCouponCaps(
      tx,
      batch.map((write) => write.coupon),
    )
    const onHand = await lockBatchStock(tx, batch)
    const verdicts = batch.map((write) => {
      const before = new Map(balances)
      const giveBack = () => {
        for (const [id, balance] of before) balances.set(id, balance)
      }
      if (!takeShares(balances, write.giftCards)) return 'giftCards'
      if (!takeCouponUse(couponsLeft, write.coupon)) return (giveBack(), 'coupon')
      if (takeFrom(onHand, write)) return 'fits'
      giveBack()
      giveCouponUse(couponsLeft, write.coupon)
      return 'stock'
    })
    const fits = verdicts.map((verdict) => verdict === 'fits')
    const closed = await closeCarts(
      tx,
      batch.filter((_, i) => fits[i]),
    )
    const written = batch.filter((write, i) => fits[i] && closed.has(write.cart.id))
    const left = await takeStock(tx, written)
    await spendGiftCards(
      tx,
      written.flatMap((write) => write.giftCards),
    )
    await writeCouponUses(
      tx,
      written.flatMap((write) => (write.coupon ? [{ orderId: write.row.id, use: write.coupon, at: write.row.createdAt }] : [])),
    )
    // When the order closed an account's saved cart, the next cart is the account's saved cart again.
    const next = await carts.createEmpty(
      written.map((write) => {
        const accountId = closed.get(write.cart.id)
        return accountId ? { accountId, grantId: write.customer?.accountId === accountId ? write.customer.grantId : undefined } : undefined
      }),
      tx,
    )
    const answers = new Map(written.map((write, i) => [write, write.answer(next[i]!)]))
    if (written.length > 0) {
      await insertRows(
        tx,
        orders,
        written.map((write) => ({ ...write.row, stockTaken: Object.fromEntries(write.quote.taken) })),
      )
      await insertRows(
        tx,
        outbox,
        written.map(({ email }) => ({ id: randomUUID(), kind: 'orderConfirmation', ...email })),
      )
      const issued = written.flatMap((write) => write.giftCardsIssued)
      if (issued.length > 0) {
        await tx.insert(issuedGiftCards).values(issued.map(({ row }) => row))
        // The code leaves the store with the mail: the outbox keeps no copy once it is sent.
        await tx.insert(outbox).values(issued.map(({ email }) => ({ id: randomUUID(), kind: 'giftCard', secret: true, ...email })))
      }
      const kept = written.flatMap((write) => (write.savedCard ? [write.savedCard] : []))
      if (kept.length > 0) await tx.insert(savedCards).values(kept)
      // Two orders of one customer keeping their first address at once: the first is their primary, the other is not kept.
      const keptAddresses = written.flatMap((write) => (write.keptAddress ? [write.keptAddress] : []))
      if (keptAddresses.length > 0) await tx.insert(addresses).values(keptAddresses).onConflictDoNothing()
      await keepAnswers(
        tx,
        [...answers].map(([write, answer]) => ({ key: write.attemptKey, answer })),
      )
    }
    const outcomes = batch.map((write, i): Settled<OrderAnswer> => {
      const answer = answers.get(write)
      if (answer) return settled(answer)
      if (verdicts[i] === 'giftCards') return refused(new GiftCardSpent(write.cart.id))
      if (verdicts[i] === 'coupon') return refused(new CouponUsedUp(write.cart.id))
      return refused(fits[i] ? new CartMovedOn(write.cart.id) : new OutOfStock(write.cart.id))
    })
    return { outcomes, left, written }
  })
  for (const write of written) carts.forget(write.cart.id)
  showStockLeft(catalog, left)
  return outcomes
}

/** The stock rows the batch takes from, locked until it is written. */
async function lockBatchStock(tx: Database, batch: OrderWrite[]): Promise<Map<string, number>> {
  const wanted = new Map<string, StockRow>()
  for (const { quote } of batch)
    for (const productId of quote.taken.keys()) wanted.set(stockKey(productId, quote.location), { product_id: productId, location_number: quote.location })
  const locked = await lockStock(tx, [...wanted.values()])
  return new Map(locked.map((row) => [stockKey(row.product_id, row.location_number), row.quantity]))
}

/** Takes the order's products from what is on hand when all of them are there; else takes nothing. */
function takeFrom(onHand: Map<string, number>, { quote }: OrderWrite): boolean {
  const fits = [...quote.taken].every(([productId, quantity]) => (onHand.get(stockKey(productId, quote.location)) ?? 0) >= quantity)
  if (fits)
    for (const [productId, quantity] of quote.taken)
      onHand.set(stockKey(productId, quote.location), onHand.get(stockKey(productId, quote.location))! - quantity)
  return fits
}

/** Closes each cart still at the version its order was priced on; answers the carts closed, with the account each was saved for. */
async function closeCarts(tx: Database, writes: OrderWrite[]): Promise<Map<string, string | null>> {
  if (writes.length === 0) return new Map()
  const rows = writes.map(({ cart, row }) => ({ id: cart.id, version: cart.version, ordered_at: row.createdAt.toISOString() }))
  const result = await tx.execute(sql`
    UPDATE carts SET ordered_at = w.ordered_at, version = carts.version + 1
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(id uuid, version integer, ordered_at timestamptz)
    WHERE carts.id = w.id AND carts.version = w.version AND carts.ordered_at IS NULL
    RETURNING carts.id, carts.account_id`)
  return new Map(rowsOf<{ id: string; account_id: string | null }>(result).map((row) => [row.id, row.account_id]))
}

/** Takes the written orders' products from stock by updates that never go below zero; answers what is left of each. */
async function takeStock(tx: Database, written: OrderWrite[]): Promise<Map<string, { productId: string; location: number; quantity: number }>> {
  const taken = new Map<string, { product_id: string; location_number: number; taken: number }>()
  for (const { quote } of written) {
    for (const [productId, quantity] of quote.taken) {
      const key = stockKey(productId, quote.location)
      const row = taken.get(key) ?? { product_id: productId, location_number: quote.location, taken: 0 }
      taken.set(key, { ...row, taken: row.taken + quantity })
    }
  }
  if (taken.size === 0) return new Map()
  const result = await tx.execute(sql`
    UPDATE stock SET quantity = stock.quantity - w.taken
    FROM jsonb_to_recordset(${JSON.stringify([...taken.values()])}::jsonb) AS w(product_id text, location_number integer, taken integer)
    WHERE stock.product_id = w.product_id AND stock.location_number = w.location_number AND stock.quantity >= w.taken
    RETURNING stock.product_id, stock.location_number, stock.quantity`)
  const rows = rowsOf<{ product_id: string; location_number: number; quantity: number }>(result)
  // The rows were locked and shared out above; a shortfall here means the stock moved under the lock.
  if (rows.length !== taken.size) throw new Error('Stock changed while it was locked')
  return new Map(
    rows.map((row) => [
      stockKey(row.product_id, row.location_number),
      { productId: row.product_id, location: Number(row.location_number), quantity: Number(row.quantity) },
    ]),
  )
}

async function keepAnswers(tx: Database, kept: { key: string; answer: OrderAnswer }[]) {
  const rows = kept.map(({ key, answer }) => ({ key, ...keptAnswer(answer) }))
  await tx.execute(sql`
    UPDATE order_attempts SET status = w.status, answer = w.answer
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS w(key text, status integer, answer jsonb)
    WHERE order_attempts.key = w.key`)
}

/** The catalog this process serves shows the stock the orders left; answers built on the old stock are dropped. */
function showStockLeft(catalog: Catalog, left: Map<string, { productId: string; location: number; quantity: number }>) {
  if (left.size === 0) return
  for (const { productId, location, quantity } of left.values()) {
    const levels = catalog.productById.get(productId)?.stock.get(location)
    if (levels) levels.quantity = quantity
    forgetSummaries(catalog, productId, location)
  }
  catalog.answers.clear()
}
