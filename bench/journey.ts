import { sql } from 'drizzle-orm'
import { ALBANY, TEST_CARD, toGateway } from './orders.ts'
import { percentile } from './load.ts'
import { setStock, type Store } from './store.ts'
import type { Database } from '#server/db/database.ts'
import { rowsOf } from '#server/db/rows.ts'

/** Shoppers at once, each going through one journey after another until the time is up. */
export const JOURNEY_SHOPPERS = 50
const JOURNEY_SECONDS = Number(process.env.BENCH_JOURNEY_SECONDS ?? 300)
/** Every product a journey buys is stocked this high before the run, so none sells out and every order is placed. */
const STOCKED = 1_000_000
const PRODUCTS_BOUGHT = 60
const SEARCHES = ['ch', 'chip', 'barbe', 'cookie', 'salt', 'spicy', 'cracker', 'nuts', 'sweet', 'bar']
const CATEGORIES = [undefined, 'chips', 'cookies-sweets', 'crackers-pretzels', 'nuts-bars']
const SORTS = ['featured', 'priceAsc', 'priceDesc', 'name']
const CONTACT = { email: 'ana@example.com', phoneNumber: '5185550142' }

/** A customer with a card kept at the gateway, signed in: their access token and the saved card's id and type. */
export interface Customer {
  accessToken: string
  savedCard: { id: string; cardType: string }
}

export interface JourneyResult {
  label: string
  calls: { name: string; count: number; p50: number; p99: number }[]
  errors: { name: string; what: string }[]
  orders: number
  seconds: number
  /** What each product placed orders took, for the check against the database. */
  taken: Map<string, number>
  orderNumbers: string[]
}

/**
 * 50 shoppers for 5 minutes, each journey a visit: a handshake, a product list, a search as the
 * shopper types and its results, two product pages, one to three snacks added to a new cart, the
 * cart read, the order priced and placed. One shopper in four is a signed-in customer paying with
 * a saved card (the CVV typed again in the gateway's frame), one a guest paying all with a gift
 * card, two guests paying by card typed in the frame. Every call's time is kept by its name; any
 * refusal is an error.
 */
export async function journeyLoad(label: string, store: Store, operatorToken: string, customers: Customer[], giftCards: string[]): Promise<JourneyResult> {
  const { origin } = store
  const times = new Map<string, number[]>()
  const errors: { name: string; what: string }[] = []
  const taken = new Map<string, number>()
  const orderNumbers: string[] = []

  const timed = async <T>(name: string, work: () => Promise<{ ok: boolean; value: T; what?: string }>): Promise<T | undefined> => {
    const started = performance.now()
    try {
      const { ok, value, what } = await work()
      const list = times.get(name) ?? []
      list.push(performance.now() - started)
      times.set(name, list)
      if (!ok) errors.push({ name, what: what ?? 'refused' })
      return ok ? value : undefined
    } catch (error) {
      errors.push({ name, what: (error as Error).message })
      return undefined
    }
  }
  const call = (name: string, path: string, headers: Record<string, string>, body?: unknown) =>
    timed(name, async () => {
      const response = await fetch(`${origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = (await response.json()) as { success: boolean; data: any; errorKey?: string }
      return { ok: response.ok && answer.success, value: answer.data, what: `${response.status} ${answer.errorKey ?? ''}` }
    })
  /** The gateway's card frame asking for a token on its own host. */
  const frameToken = (captureContext: { captureContext: string; frameOrigin: string }, card: object) =>
    timed('card frame token', async () => {
      const body = JSON.stringify({ captureContext: captureContext.captureContext, ...card })
      const text = await toGateway(store, '/sandbox-gateway/tokens', body, { origin: captureContext.frameOrigin, 'content-type': 'application/json' })
      const answer = JSON.parse(text) as { success: boolean; data?: { transientToken: string } }
      return { ok: answer.success, value: answer.data?.transientToken ?? '' }
    })

  // The snacks the journeys buy, stocked high at the location that ships to Albany.
  const pool: { id: string; slug: string }[] = []
  for (let page = 1; pool.length < PRODUCTS_BOUGHT; page++) {
    const more = (await store.call('/v2/dopservice/filter-products', { sort: 'name', page })) as { data: { products: { id: string; slug: string }[] } }
    pool.push(...more.data.products.slice(0, PRODUCTS_BOUGHT - pool.length))
  }
  await setStock(
    origin,
    operatorToken,
    pool.map((product) => ({ productId: product.id, quantity: STOCKED })),
  )
  await new Promise((resolve) => setTimeout(resolve, 1000))

  let giftCardsUsed = 0
  const deadline = performance.now() + JOURNEY_SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: JOURNEY_SHOPPERS }, async (_, shopper) => {
      const role = shopper % 4 === 2 ? 'customer' : shopper % 4 === 3 ? 'giftCard' : 'card'
      const customer = customers[Math.floor(shopper / 4) % customers.length]!
      for (let journey = 0; performance.now() < deadline; journey++) {
        const pick = (list: readonly unknown[]) => list[(shopper * 7 + journey * 13) % list.length]
        const handshake = await call('handshake', '/v2/dopservice/handshaking', { 'content-type': 'application/json' }, {})
        if (!handshake) continue
        const headers: Record<string, string> = {
          sessionId: handshake.sessionId,
          rnduts: handshake.rnduts,
          encstr: handshake.encstr,
          'content-type': 'application/json',
          locationNumber: '1',
          origin,
          ...(role === 'customer' && { 'X-Auth-Token': customer.accessToken }),
        }
        await call('product list', '/v2/dopservice/filter-products', headers, { category: pick(CATEGORIES), sort: pick(SORTS), page: 1 + (journey % 3) })
        const search = pick(SEARCHES) as string
        for (let typed = 2; typed <= search.length; typed += 2)
          await call('autocomplete', `/v3/dopservice/getautocompleteproducts?q=${encodeURIComponent(search.slice(0, typed))}`, headers)
        await call('search results', `/v3/dopservice/getqueryproducts?q=${encodeURIComponent(search)}&locale=en-us`, headers)
        const bought = Array.from({ length: 1 + (journey % 3) }, (_, i) => pool[(shopper * 11 + journey * 5 + i * 17) % pool.length]!)
        for (const product of bought.slice(0, 2)) await call('product page', `/v2/dopservice/productdetail?slug=${product.slug}`, headers)
        const cart = await call('add to cart', '/v3/dopservice/b2c/savecartwebdata', headers, { change: { type: 'clear' } })
        if (!cart) continue
        const owner = { cartId: cart.cartId, cartToken: cart.cartToken }
        const lines = new Map<string, number>()
        for (const product of bought) {
          if (await call('add to cart', '/v3/dopservice/b2c/savecartwebdata', headers, { ...owner, change: { type: 'add', itemId: product.id, quantity: 1 } }))
            lines.set(product.id, (lines.get(product.id) ?? 0) + 1)
        }
        await call('read the cart', '/v3/dopservice/b2c/getcartwebdata', headers, owner)
        const checkout = { ...owner, shipping: ALBANY, billingSameAsShipping: true, contact: CONTACT, locale: 'en-us' }
        const quote = await call('price the order', '/v3/dopservice/validateOrder', headers, checkout)
        if (!quote) continue
        let payment: object
        if (role === 'giftCard') {
          payment = { payment: { method: 'none' }, giftCards: [giftCards[giftCardsUsed++ % giftCards.length]] }
        } else {
          const context = await call('capture context', '/webservices/capturecontext', headers, {})
          if (!context) continue
          const card = role === 'customer' ? { cvvFor: customer.savedCard.cardType, cvv: '123' } : TEST_CARD
          const transientToken = await frameToken(context, card)
          if (!transientToken) continue
          payment = {
            payment: role === 'customer' ? { method: 'savedCard', savedCardId: customer.savedCard.id, transientToken } : { method: 'card', transientToken },
          }
        }
        const placed = await call(
          `place the order (${role === 'customer' ? 'saved card' : role === 'giftCard' ? 'gift card' : 'card'})`,
          '/v3/dopservice/submittedorder',
          headers,
          {
            ...checkout,
            ...payment,
            idempotencyKey: crypto.randomUUID(),
            reviewedTotal: quote.totalAmount,
          },
        )
        if (placed) {
          orderNumbers.push(placed.order.orderNumber)
          for (const [productId, quantity] of lines) taken.set(productId, (taken.get(productId) ?? 0) + quantity)
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const calls = [...times].map(([name, list]) => {
    const sorted = list.toSorted((a, b) => a - b)
    return { name, count: list.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) }
  })
  return { label, calls, errors, orders: orderNumbers.length, seconds, taken, orderNumbers }
}

/** What the database holds after a run, against what the journeys were answered. */
export interface Counted {
  /** Orders written whose numbers the journeys were given. */
  ordersFound: number
  /** Orders written since the run began, answered or not. */
  ordersWritten: number
  /** Each bought product's stock at location 1 now. */
  stockNow: Map<string, number>
}

/** Counts in the database what a run left: its orders, and the stock of the products it bought. */
export async function countAfter(db: Database, result: JourneyResult, since: Date): Promise<Counted> {
  const numbers = JSON.stringify(result.orderNumbers)
  const found = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM orders WHERE number IN (SELECT jsonb_array_elements_text(${numbers}::jsonb))`),
  )
  const written = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM orders WHERE created_at >= ${since.toISOString()}`))
  const stockRows = rowsOf<{ product_id: string; quantity: number }>(
    await db.execute(
      sql`SELECT product_id, quantity FROM stock WHERE location_number = 1 AND product_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...result.taken.keys()])}::jsonb))`,
    ),
  )
  return {
    ordersFound: Number(found[0]!.n),
    ordersWritten: Number(written[0]!.n),
    stockNow: new Map(stockRows.map((row) => [row.product_id, Number(row.quantity)])),
  }
}

/** Prints a run's calls, errors, orders a second, and the database's count of orders and stock beside what the journeys were answered. */
export function printJourney(result: JourneyResult, counted: Counted) {
  console.log(`\n${result.label}: ${JOURNEY_SHOPPERS} shoppers for ${Math.round(result.seconds)} s`)
  for (const call of result.calls)
    console.log(
      `  ${call.name.padEnd(34)} ${String(call.count).padStart(7)} calls   p50 ${String(call.p50).padStart(4)} ms   p99 ${String(call.p99).padStart(5)} ms`,
    )
  const byKind = new Map<string, number>()
  for (const error of result.errors) byKind.set(`${error.name}: ${error.what}`, (byKind.get(`${error.name}: ${error.what}`) ?? 0) + 1)
  console.log(`  errors: ${result.errors.length} (goal 0)${[...byKind].map(([what, n]) => `\n    ${n} × ${what}`).join('')}`)
  console.log(`  orders placed: ${result.orders}, ${(result.orders / result.seconds).toFixed(1)} a second`)
  const wrongStock = [...result.taken].filter(([productId, quantity]) => counted.stockNow.get(productId) !== STOCKED - quantity)
  console.log(
    `  in the database: ${counted.ordersFound} of the ${result.orders} orders answered, ${counted.ordersWritten} orders written in all since the run began; stock of ${result.taken.size} products bought: ${
      wrongStock.length === 0
        ? 'each exactly what it was less what the orders took'
        : `${wrongStock.length} off (${wrongStock
            .slice(0, 3)
            .map(([id, q]) => `${id}: ${counted.stockNow.get(id)} for ${STOCKED - q}`)
            .join(', ')})`
    }`,
  )
}
