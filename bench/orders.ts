import { request } from 'node:http'
import { and, eq, sql } from 'drizzle-orm'
import { load, type LoadRow } from './load.ts'
import { openStore as openInProcess } from '#server/start-up/start.ts'
import { issuedGiftCards, orders, stock } from '#server/db/schema.ts'
import { sandboxAuthorizations } from '#server/payments/sandbox/tables.ts'
import { openDatabase } from '#server/db/database.ts'
import { rowsOf } from '#server/db/rows.ts'
import { issueGiftCard } from '#server/payments/gift-cards.ts'
import { printedGiftCardCode } from '#domain/gift-card.ts'
import { DEFAULT_HOST_MAP, DEFAULT_PAYMENT_SESSION } from '#domain/site.ts'

export const ALBANY = {
  firstName: 'Ana',
  lastName: 'Lee',
  address: '12 Elm St',
  addressDetails: '',
  city: 'Albany',
  state: 'ny',
  zipcode: '12207',
  country: 'US',
}
const CONTACT = { email: 'ana@example.com', phoneNumber: '5185550142' }

interface Shop {
  origin: string
  headers: Record<string, string>
  call: (path: string, body?: unknown) => Promise<{ data: any; errorKey?: string }>
}

/** The sandbox gateway's test card, as a shopper types it in the card frame. */
export const TEST_CARD = { nameOnCard: 'Ana Diaz', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' }

/** A call to the gateway's own host, as its card frame or PayPal's window makes it. */
export function toGateway(shop: { origin: string }, path: string, body: string, headers: Record<string, string>) {
  const { port } = new URL(shop.origin)
  return new Promise<string>((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { host: `pay.localhost:${port}`, ...headers } }, (answer) => {
      let text = ''
      answer.on('data', (chunk: Buffer) => (text += chunk))
      answer.on('end', () => resolve(text))
    })
    asked.on('error', reject)
    asked.end(body)
  })
}

type CaptureContext = { captureContext: string; frameOrigin: string }

/** A transient token for the test card (or, for a saved card, its CVV alone), asked of the gateway's own host the way its card frame asks. */
async function cardToken(shop: Shop, captureContext: CaptureContext, cvvFor?: string) {
  const card = cvvFor ? { cvvFor, cvv: '123' } : TEST_CARD
  const body = JSON.stringify({ captureContext: captureContext.captureContext, ...card })
  const text = await toGateway(shop, '/sandbox-gateway/tokens', body, { origin: captureContext.frameOrigin, 'content-type': 'application/json' })
  return JSON.parse(text).data.transientToken as string
}

/** A PayPal order for what is left to pay in the attempt `attemptKey`, approved by the sandbox payer in its window. */
async function approvedPayPal(shop: Shop, checkout: { cartId: string; cartToken: string; shipping: unknown; locale: string }, attemptKey: string) {
  const { cartId, cartToken, shipping, locale } = checkout
  const order = (await shop.call('/services/paypal/paymentSession', { cartId, cartToken, shipping, locale, attemptKey })).data
  const form = new URLSearchParams({ token: order.orderId, decision: 'approved' }).toString()
  await toGateway(shop, '/sandbox-gateway/paypal/decide', form, { 'content-type': 'application/x-www-form-urlencoded' })
  return order.orderId as string
}

/** The ways to pay the bench places orders with: a card typed, a saved card (its CVV typed again), PayPal approved, or a gift card paying it all. */
export type WayToPay = 'card' | 'savedCard' | 'paypal' | 'giftCard'

/** What a way to pay needs beyond the cart: the customer's saved card, or a gift card for each order. */
export interface Payer {
  savedCard?: { id: string; cardType: string }
  giftCards?: string[]
}

/** `count` carts of one snack each, spread over the snacks in stock so none runs out, each with its way to pay ready and its reviewed total. */
async function ordersToPlace(shop: Shop, count: number, way: WayToPay, payer: Payer) {
  const pool: string[] = []
  for (let page = 1; pool.length < count && page <= 20; page++) {
    const list = (await shop.call('/v2/dopservice/filter-products', { sort: 'name', page })).data
    for (const product of list.products) if (product.availability === 'inStock') for (let i = 0; i < product.availableQty - 2; i++) pool.push(product.id)
    if (page >= list.pageCount) break
  }
  const captureContext = (await shop.call('/webservices/capturecontext', {})).data
  const bodies: string[] = []
  for (let i = 0; i < count; i++) {
    const { cartId, cartToken } = (await shop.call('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).data
    await shop.call('/v3/dopservice/b2c/savecartwebdata', { cartId, cartToken, change: { type: 'add', itemId: pool[(i * 7919) % pool.length], quantity: 1 } })
    const checkout = { cartId, cartToken, shipping: ALBANY, billingSameAsShipping: true, contact: CONTACT, locale: 'en-us' }
    const quote = (await shop.call('/v3/dopservice/validateOrder', checkout)).data
    const attemptKey = crypto.randomUUID()
    const paying = {
      card: async () => ({ payment: { method: 'card', transientToken: await cardToken(shop, captureContext) } }),
      savedCard: async () => ({
        payment: { method: 'savedCard', savedCardId: payer.savedCard!.id, transientToken: await cardToken(shop, captureContext, payer.savedCard!.cardType) },
      }),
      paypal: async () => ({ payment: { method: 'paypal', orderId: await approvedPayPal(shop, checkout, attemptKey) } }),
      giftCard: async () => ({ payment: { method: 'none' }, giftCards: [payer.giftCards![i]] }),
    }
    bodies.push(JSON.stringify({ ...checkout, ...(await paying[way]()), idempotencyKey: attemptKey, reviewedTotal: quote.totalAmount }))
  }
  return bodies
}

/** The shop as a signed-in customer calls it, with a card kept at an earlier order (its CVV is typed again for each order). */
export async function customerWithSavedCard(shop: Shop, accessToken: string): Promise<{ shop: Shop; payer: Payer }> {
  const headers = { ...shop.headers, 'X-Auth-Token': accessToken }
  const call = async (path: string, body?: unknown) =>
    (await fetch(`${shop.origin}${path}`, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined })).json()
  const customer = { origin: shop.origin, headers, call }
  const [first] = await ordersToPlace(customer, 1, 'card', {})
  const kept = await call('/v3/dopservice/submittedorder', { ...JSON.parse(first!), payment: { ...JSON.parse(first!).payment, saveCard: true } })
  if (!kept.success) throw new Error(`keeping a card: ${kept.errorKey}`)
  const [card] = (await call('/webservices/paymentaccounts')).data.cards
  return { shop: customer, payer: { savedCard: { id: card.id, cardType: card.cardType } } }
}

/** `count` gift cards of $500, written into a store's database before it opens, as orders that bought them would have issued them. */
export async function giftCardsIn(where: string | { databaseUrl: string }, count: number): Promise<string[]> {
  const database = await openDatabase(typeof where === 'string' ? { dataDir: where } : where)
  try {
    const issued = Array.from({ length: count }, () => issueGiftCard(50_000, crypto.randomUUID()))
    for (let i = 0; i < issued.length; i += 500) await database.db.insert(issuedGiftCards).values(issued.slice(i, i + 500).map((card) => card.row))
    return issued.map((card) => printedGiftCardCode(card.code))
  } finally {
    await database.close()
  }
}

const LABELS: Record<WayToPay, string> = {
  card: 'place an order, card (store, PGlite)',
  savedCard: 'place an order, saved card',
  paypal: 'place an order, PayPal',
  giftCard: 'place an order, gift card',
}

/** Orders placed before those counted, while the store's code warms up and the connections open. */
export const WARM_UP_ORDERS = 400

/** Placing orders at 50 connections, each a different shopper's cart and way to pay (every one must be placed), after a warm-up. */
export async function orderLoad(shop: Shop, count: number, way: WayToPay = 'card', payer: Payer = {}): Promise<LoadRow> {
  const bodies = await ordersToPlace(shop, WARM_UP_ORDERS + count, way, payer)
  let next = 0
  return load(LABELS[way], {
    url: `${shop.origin}/v3/dopservice/submittedorder`,
    method: 'POST',
    headers: shop.headers,
    amount: bodies.length,
    warmUp: WARM_UP_ORDERS,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  })
}

/**
 * Exactly-once and never-below-zero, counted in the database of a store run in this process: 50
 * identical submits at once, and 50 shoppers at once for a snack with 5 left (half through a variety pack).
 */
export async function exactlyOnceFigures() {
  const store = await openInProcess({
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    hostMap: DEFAULT_HOST_MAP,
    businessSiteUrl: 'https://business.snackfolk.example/',
    distDir: '',
    paymentGateway: 'sandbox',
    paymentHost: 'pay.localhost',
    mailFrom: 'orders@snackfolk.example',
    paymentSession: DEFAULT_PAYMENT_SESSION,
    sandboxes: [],
    trustProxy: 0,
    rateLimitScale: 1000,
    sessionIdleMs: 86_400_000,
    emptyCartKeepMs: 7 * 86_400_000,
    guestCartKeepMs: 90 * 86_400_000,
    sweepEveryMs: 15 * 60_000,
  })
  const app = store.app
  const shopper = async () => {
    const handshake = (await (await app.request('/v2/dopservice/handshaking', { method: 'POST' })).json()).data
    const headers = { ...handshake, 'content-type': 'application/json', origin: store.hosts.publicOrigin }
    const call = async (path: string, body: unknown, gateway?: { host: string; origin: string }) =>
      (await app.request(path, { method: 'POST', headers: gateway ? { ...headers, ...gateway } : headers, body: JSON.stringify(body) })).json()
    // The card typed in the gateway's frame, which calls from the frame's own origin.
    const token = async () => {
      const context = (await call('/webservices/capturecontext', {})).data
      const card = { captureContext: context.captureContext, ...TEST_CARD }
      return (await call('/sandbox-gateway/tokens', card, { host: 'pay.localhost', origin: context.frameOrigin })).data.transientToken
    }
    const cart = async (change: unknown) => {
      const owner = (await call('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).data
      await call('/v3/dopservice/b2c/savecartwebdata', { cartId: owner.cartId, cartToken: owner.cartToken, change })
      return { cartId: owner.cartId, cartToken: owner.cartToken, shipping: ALBANY, billingSameAsShipping: true, contact: CONTACT, locale: 'en-us' }
    }
    const submit = async (checkout: { cartId: string }, extra: object = {}) => {
      const quote = (await call('/v3/dopservice/validateOrder', checkout)).data
      return {
        ...checkout,
        payment: { method: 'card', transientToken: await token() },
        idempotencyKey: crypto.randomUUID(),
        reviewedTotal: quote?.totalAmount ?? 0,
        ...extra,
      }
    }
    return { call, cart, submit }
  }
  const db = store.database.db
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n
  try {
    const catalog = store.catalog
    const stockOf = (id: string) => catalog.productById.get(id)!.stock.get(1)!.quantity
    const snack = catalog.orders.featured.find((p) => p.multipackEligible && !p.freeSample && stockOf(p.id) >= 5)!
    const filler = catalog.orders.featured.find((p) => p.multipackEligible && p.id !== snack.id && stockOf(p.id) >= 29)!

    const one = await shopper()
    const body = await one.submit(await one.cart({ type: 'add', itemId: filler.id, quantity: 1 }))
    const same = await Promise.all(Array.from({ length: 50 }, () => one.call('/v3/dopservice/submittedorder', body)))
    const numbers = new Set(same.map((answer) => answer.data?.order?.orderNumber))
    const identical = {
      answers: same.length,
      orderNumbers: numbers.size,
      orders: await count(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.cartId, body.cartId)),
      ),
      authorisations: await count(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sandboxAuthorizations)
          .where(eq(sandboxAuthorizations.reference, [...numbers][0]!)),
      ),
    }

    await db
      .update(stock)
      .set({ quantity: 5 })
      .where(and(eq(stock.productId, snack.id), eq(stock.locationNumber, 1)))
    catalog.productById.get(snack.id)!.stock.get(1)!.quantity = 5
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = await shopper()
        const change =
          i % 2 === 0
            ? { type: 'add', itemId: snack.id, quantity: 1 }
            : {
                type: 'addMultipack',
                picks: [
                  { productId: snack.id, quantity: 1 },
                  { productId: filler.id, quantity: 29 },
                ],
              }
        return { who, body: await who.submit(await who.cart(change)) }
      }),
    )
    const before = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxAuthorizations)
        .where(eq(sandboxAuthorizations.status, 'authorized')),
    )
    const answers = await Promise.all(buyers.map(({ who, body }) => who.call('/v3/dopservice/submittedorder', body)))
    const [left] = await db
      .select()
      .from(stock)
      .where(and(eq(stock.productId, snack.id), eq(stock.locationNumber, 1)))
    const scarce = {
      shoppers: answers.length,
      orders: answers.filter((answer) => answer.success).length,
      refusedSoldOut: answers.filter((answer) => answer.errorKey === 'orderItemsUnavailable').length,
      authorisationsKept:
        (await count(
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(sandboxAuthorizations)
            .where(eq(sandboxAuthorizations.status, 'authorized')),
        )) - before,
      stockLeft: left!.quantity,
    }
    // 20 shoppers at once spend one $50 gift card, each paying the whole order with it.
    const { code, row } = issueGiftCard(5000, crypto.randomUUID())
    await db.insert(issuedGiftCards).values(row)
    const spenders = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const who = await shopper()
        return {
          who,
          body: await who.submit(await who.cart({ type: 'add', itemId: filler.id, quantity: 1 }), {
            payment: { method: 'none' },
            giftCards: [printedGiftCardCode(code)],
          }),
        }
      }),
    )
    const spent = await Promise.all(spenders.map(({ who, body }) => who.call('/v3/dopservice/submittedorder', body)))
    const [card] = await db.select().from(issuedGiftCards).where(eq(issuedGiftCards.id, row.id))
    const [taken] = rowsOf<{ cents: number }>(
      await db.execute(
        sql`SELECT coalesce(sum((g->>'amountCents')::int), 0)::int AS cents FROM orders, jsonb_array_elements(payment->'giftCards') g WHERE g->>'giftCardId' = ${row.id}`,
      ),
    )
    const oneGiftCard = {
      orders: spent.filter((answer) => answer.success).length,
      refused: spent.filter((answer) => !answer.success).length,
      orderTotal: spenders[0]!.body.reviewedTotal,
      balanceLeft: card!.balanceCents,
      takenByOrders: taken!.cents,
    }
    return { identical, scarce, oneGiftCard }
  } finally {
    await store.database.close()
  }
}
