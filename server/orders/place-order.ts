import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { carts, orderAttempts, orders, outbox, stock, type OrderAddress } from '../db/schema.ts'
import { InputError, refusal } from '../envelope.ts'
import type { Catalog } from '../catalog/catalog.ts'
import type { Carts } from '../cart/carts.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { Envelope } from '../../src/domain/envelope.ts'
import { billingOf, OrderMessage, type PlacedOrder, type SubmitOrderInput } from '../../src/domain/order.ts'
import { confirmationEmail } from './confirmation-email.ts'
import { quoteOrder, type Quote } from './quote.ts'

export interface OrderDeps {
  db: Database
  catalog: Catalog
  carts: Carts
  gateway: PaymentGateway
  freeShipping: boolean
  now: () => Date
}

/** What a submit answers: the HTTP status and the envelope, the same to every repeat of its attempt. */
export interface OrderAnswer {
  status: number
  body: Envelope
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const newOrderNumber = () => `SF-${Array.from({ length: 7 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`

const WAIT_FOR_FIRST_ANSWER_MS = 15_000

class OutOfStock extends Error {}
class CartMovedOn extends Error {}

/**
 * Places an order exactly once per attempt key: the first submit works it out and keeps its answer;
 * every repeat, at once or later, gets that answer again. The payment is authorised once; if the
 * order cannot then be written (stock gone meanwhile, the cart changed), the authorisation is voided.
 */
export async function placeOrder(deps: OrderDeps, input: SubmitOrderInput, sessionId: string): Promise<OrderAnswer> {
  const first = await claimAttempt(deps.db, input.idempotencyKey, sessionId)
  if (first !== 'mine') return first
  let answer: OrderAnswer
  try {
    answer = await attempt(deps, input, sessionId)
  } catch (error) {
    if (!(error instanceof InputError)) {
      // Nothing was decided: the attempt may be made again with the same key.
      await deps.db.delete(orderAttempts).where(eq(orderAttempts.key, input.idempotencyKey))
      throw error
    }
    answer = { status: error.status, body: refusal(error.status, error.errorKey, error.message, error.data) }
    await deps.db.update(orderAttempts).set({ status: answer.status, answer: answer.body }).where(eq(orderAttempts.key, input.idempotencyKey))
  }
  return answer
}

/** 'mine' when this submit is the attempt's first; else the first's answer, waited for while it is being worked out. */
async function claimAttempt(db: Database, key: string, sessionId: string): Promise<'mine' | OrderAnswer> {
  const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS
  while (Date.now() < deadline) {
    const claimed = await db.insert(orderAttempts).values({ key, sessionId }).onConflictDoNothing().returning({ key: orderAttempts.key })
    if (claimed.length === 1) return 'mine'
    const [row] = await db.select().from(orderAttempts).where(eq(orderAttempts.key, key))
    if (row && row.sessionId !== sessionId) throw new InputError(OrderMessage.attemptInUse, 'This attempt key belongs to another session', 409)
    if (row?.status != null) return { status: row.status, body: row.answer as Envelope }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new InputError(OrderMessage.attemptInUse, 'This order attempt is still being placed', 409)
}

async function attempt(deps: OrderDeps, input: SubmitOrderInput, sessionId: string): Promise<OrderAnswer> {
  const now = deps.now()
  const cart = await deps.carts.open(input.cartId, input.cartToken)
  if (cart.lines.length === 0) throw new InputError(OrderMessage.cartEmpty, 'The cart is empty')
  const quote = quoteOrder(deps.catalog, cart, { shipping: input.shipping, locale: input.locale, freeShipping: deps.freeShipping, now })
  if (quote.unavailable.length > 0) throw new InputError(OrderMessage.unavailable, 'Some lines can no longer be had', 409, { unavailable: quote.unavailable })
  // The shopper is charged what they reviewed, or told the new total; a total sent by the client is never charged.
  if (input.reviewedTotal !== quote.totalAmount) throw new InputError(OrderMessage.totalChanged, `The order now totals ${quote.totalAmount}`, 409, { totalAmount: quote.totalAmount })

  const orderNumber = newOrderNumber()
  const authorization = await deps.gateway.authorize({ transientToken: input.transientToken, sessionId, amountCents: quote.totalAmount, currency: 'USD', reference: orderNumber, now })
  if (!authorization.approved) throw new InputError(authorization.reason, 'The card was not authorised', 402)

  const order: PlacedOrder = {
    orderNumber,
    status: 'placed',
    email: input.contact.email,
    shipping: input.shipping,
    lines: quote.lines,
    payment: { cardType: authorization.cardType, cardNumberMask: authorization.cardNumberMask },
    placedAt: now.toISOString(),
    subTotal: quote.subTotal,
    discount: quote.discount,
    shippingCharge: quote.shippingCharge,
    taxAmount: quote.taxAmount,
    totalAmount: quote.totalAmount,
  }
  try {
    const { answer, left } = await deps.db.transaction(async (tx) => {
      const left = await takeStock(tx as unknown as Database, quote)
      const closed = await tx
        .update(carts)
        .set({ orderedAt: now, version: sql`${carts.version} + 1` })
        .where(and(eq(carts.id, cart.id), eq(carts.version, cart.version), isNull(carts.orderedAt)))
        .returning({ id: carts.id })
      if (closed.length === 0) throw new CartMovedOn()
      await tx.insert(orders).values({
        id: randomUUID(),
        number: orderNumber,
        sessionId,
        cartId: cart.id,
        email: order.email,
        phone: input.contact.phoneNumber,
        shipping: input.shipping satisfies OrderAddress,
        billing: billingOf(input) satisfies OrderAddress,
        lines: quote.lines,
        locationNumber: quote.location,
        locale: input.locale,
        couponCode: quote.couponName ?? null,
        subtotalCents: quote.subTotal,
        discountCents: quote.discount,
        shippingCents: quote.shippingCharge,
        taxCents: quote.taxAmount,
        totalCents: quote.totalAmount,
        payment: { authorizationId: authorization.authorizationId, ...order.payment },
        createdAt: now,
      })
      const email = confirmationEmail(order, input.locale)
      await tx.insert(outbox).values({ id: randomUUID(), kind: 'orderConfirmation', recipient: order.email, subject: email.subject, body: email.body })
      // The cart is closed; a new empty one follows, and the app takes it up.
      const next = await deps.carts.create(undefined, tx as unknown as Database)
      const answer: OrderAnswer = { status: 200, body: { success: true, responseCode: 200, data: { order, nextCart: { cartId: next.cart.id, cartToken: next.cartToken } } } }
      await tx.update(orderAttempts).set({ status: answer.status, answer: answer.body }).where(eq(orderAttempts.key, input.idempotencyKey))
      return { answer, left }
    })
    deps.carts.forget(cart.id)
    showStockLeft(deps.catalog, quote.location, left)
    return answer
  } catch (error) {
    await deps.gateway.void(authorization.authorizationId)
    if (error instanceof OutOfStock) throw new InputError(OrderMessage.unavailable, 'Stock ran out while the order was placed', 409, { unavailable: quote.unavailable })
    if (error instanceof CartMovedOn) throw new InputError(OrderMessage.cartChanged, 'The cart changed while the order was placed', 409)
    throw error
  }
}

/**
 * Takes the order's products from the location's stock, each by a conditional update that never
 * goes below zero; rows are taken in product order so two orders never wait on each other in turn.
 */
async function takeStock(tx: Database, quote: Quote): Promise<Map<string, number>> {
  const left = new Map<string, number>()
  for (const [productId, quantity] of [...quote.taken].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${quantity}` })
      .where(and(eq(stock.productId, productId), eq(stock.locationNumber, quote.location), gte(stock.quantity, quantity)))
      .returning({ quantity: stock.quantity })
    if (!row) throw new OutOfStock(productId)
    left.set(productId, row.quantity)
  }
  return left
}

/** The catalog this process serves shows the stock an order left; answers built on the old stock are dropped. */
function showStockLeft(catalog: Catalog, location: number, left: Map<string, number>) {
  for (const [productId, quantity] of left) {
    const levels = catalog.productById.get(productId)?.stock.get(location)
    if (levels) levels.quantity = quantity
  }
  catalog.answers.clear()
}

