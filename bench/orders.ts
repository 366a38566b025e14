import { request } from 'node:http'
import { and, eq, sql } from 'drizzle-orm'
import { load, type LoadRow } from './load.ts'
import { openStore as openInProcess } from '../server/start.ts'
import { orders, sandboxAuthorizations, stock } from '../server/db/schema.ts'
import { DEFAULT_HOST_MAP, DEFAULT_PAYMENT_SESSION } from '../src/domain/site.ts'

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

/** A transient token for the test card, asked of the gateway's own host the way its card frame asks. */
async function cardToken(shop: Shop, captureContext: { captureContext: string; frameOrigin: string }) {
  const { port } = new URL(shop.origin)
  const body = JSON.stringify({
    captureContext: captureContext.captureContext,
    nameOnCard: 'Ana Diaz',
    cardNumber: '4111111111111111',
    expiry: '12/30',
    cvv: '123',
  })
  return new Promise<string>((resolve, reject) => {
    const asked = request(
      {
        host: '127.0.0.1',
        port,
        path: '/sandbox-gateway/tokens',
        method: 'POST',
        headers: { host: `pay.localhost:${port}`, origin: captureContext.frameOrigin, 'content-type': 'application/json' },
      },
      (answer) => {
        let text = ''
        answer.on('data', (chunk: Buffer) => (text += chunk))
        answer.on('end', () => resolve(JSON.parse(text).data.transientToken))
      },
    )
    asked.on('error', reject)
    asked.end(body)
  })
}

/** `count` carts of one snack each, spread over the snacks in stock so none runs out, each with its card token and reviewed total. */
async function ordersToPlace(shop: Shop, count: number) {
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
    bodies.push(
      JSON.stringify({
        ...checkout,
        payment: { method: 'card', transientToken: await cardToken(shop, captureContext) },
        idempotencyKey: crypto.randomUUID(),
        reviewedTotal: quote.totalAmount,
      }),
    )
  }
  return bodies
}

/** Placing orders at 50 connections, each a different shopper's cart and card token (every one must be placed). */
export async function orderLoad(shop: Shop, count: number): Promise<LoadRow> {
  const bodies = await ordersToPlace(shop, count)
  let next = 0
  return load('place an order (store, PGlite)', {
    url: `${shop.origin}/v3/dopservice/submittedorder`,
    method: 'POST',
    headers: shop.headers,
    amount: bodies.length,
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
    seedProductsPerBrand: 10,
    paymentHost: 'pay.localhost',
    mailFrom: 'orders@snackfolk.example',
    paymentSession: DEFAULT_PAYMENT_SESSION,
    sandboxes: [],
    trustProxy: 0,
    rateLimitScale: 1000,
    sessionIdleMs: 86_400_000,
    emptyCartKeepMs: 7 * 86_400_000,
    sweepEveryMs: 15 * 60_000,
  })
  const app = store.app
  const shopper = async () => {
    const handshake = (await (await app.request('/v2/dopservice/handshaking', { method: 'POST' })).json()).data
    const headers = { ...handshake, 'content-type': 'application/json', origin: store.hosts.publicOrigin }
    const call = async (path: string, body: unknown, host?: string) =>
      (
        await app.request(path, { method: 'POST', headers: host ? { ...headers, host, origin: 'http://pay.localhost' } : headers, body: JSON.stringify(body) })
      ).json()
    const token = async () => {
      const context = (await call('/webservices/capturecontext', {})).data
      return (
        await call(
          '/sandbox-gateway/tokens',
          { captureContext: context.captureContext, nameOnCard: 'Ana Diaz', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' },
          'pay.localhost',
        )
      ).data.transientToken
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
    return { identical, scarce }
  } finally {
    await store.database.close()
  }
}
