import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { handshakeHeaders, listeningStoreForTests, openTestStore, operatorCalls, writeTestBuild } from './test-store.ts'
import type { CatalogFile } from '../catalog/catalog-file.ts'
import { REGISTRATION, signInFlows } from '../identity/sign-in-flows.testing.ts'
import { GRANT_KNOWN_MS } from '../identity/grants.ts'
import { freshTestDatabaseUrl } from '../db/test-database.ts'
import { rowsOf } from '../db/rows.ts'
import { carts, stock } from '../db/schema.ts'
import { checkout, orderCalls } from '../orders/order-calls.testing.ts'
import type { Store } from '../start-up/start.ts'
import type { Cart } from '#domain/cart.ts'
import type { OrderQuote } from '#domain/order.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type AddressInfo } from 'node:net'

const OPERATOR_TOKEN = 'an-operator-token-of-the-test-store-0002'

// Two store processes on one PostgreSQL server: two stores opened on one database each keep their
// own catalog, caches and connections, as two processes do; the last test kills a real process.
describe.runIf(process.env.TEST_DATABASE_URL)('two store processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabaseUrl>>
  let one: Store
  let other: Store
  beforeAll(async () => {
    database = await freshTestDatabaseUrl()
    one = await openTestStore({ databaseUrl: database!.url, operatorToken: OPERATOR_TOKEN })
    other = await openTestStore({ databaseUrl: database!.url })
  })
  afterAll(async () => {
    await one.database.close()
    await other.database.close()
    await database!.drop()
  })
  const through = (store: () => Store) =>
    orderCalls({
      get store() {
        return store()
      },
    } as never)
  const viaOne = through(() => one)
  const viaOther = through(() => other)
  const quantityOf = async (productId: string) =>
    Number(
      rowsOf<{ quantity: number }>(await one.database.db.execute(sql`SELECT quantity FROM stock WHERE product_id = ${productId} AND location_number = 1`))[0]!
        .quantity,
    )

  const setStock = (productId: string, quantity: number) =>
    one.database.db
      .update(stock)
      .set({ quantity })
      .where(and(eq(stock.productId, productId), eq(stock.locationNumber, 1)))

  it('sells a product with 4 left to 20 shoppers checking out at once through both, exactly 4 times', async () => {
    const scarce = viaOne.stocked(5)[0]!
    await setStock(scarce.id, 4)
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const calls = i % 2 === 0 ? viaOne : viaOther
        const who = await calls.shopper()
        return { calls, who, owner: await calls.cartWith(who, [{ type: 'add', itemId: scarce.id, quantity: 1 }]) }
      }),
    )
    const answers = await Promise.all(
      buyers.map(async ({ calls, who, owner }) => {
        const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
        const body = {
          ...checkout(owner),
          payment: { method: 'card', transientToken: await calls.cardToken(who) },
          idempotencyKey: crypto.randomUUID(),
          reviewedTotal: quote.totalAmount,
        }
        // Each shopper's submit is sent twice at once (a double click): the answers agree.
        const [first, again] = await Promise.all([
          who.call('POST', '/v3/dopservice/submittedorder', body),
          who.call('POST', '/v3/dopservice/submittedorder', body),
        ])
        expect(again.status).toBe(first.status)
        return first
      }),
    )
    const placed = answers.filter((answer) => answer.status === 200)
    expect(placed).toHaveLength(4)
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.errorKey === 'orderItemsUnavailable')).toBe(true)
    expect(await quantityOf(scarce.id)).toBe(0)
    const written = rowsOf<{ n: number | string }>(
      await one.database.db.execute(sql`SELECT count(*) AS n FROM orders WHERE lines @> ${JSON.stringify([{ itemId: scarce.id }])}::jsonb`),
    )
    expect(Number(written[0]!.n)).toBe(4)
    expect(new Set(placed.map((answer) => answer.body.data.order.orderNumber)).size).toBe(4)
  })

  it('reads through one process a cart changed through the other', async () => {
    const [a, b] = viaOne.stocked(5)
    const who = await viaOne.shopper()
    const owner = await viaOne.cartWith(who, [{ type: 'add', itemId: a!.id, quantity: 1 }])
    const elsewhere = { ...who, call: (await viaOther.shopper()).call }
    const read = async (calls: typeof who) => (await calls.call('POST', '/v3/dopservice/b2c/getcartwebdata', owner)).body.data as Cart
    expect((await read(elsewhere)).cartItems.map((line) => line.productId)).toEqual([a!.id])
    expect((await elsewhere.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: b!.id, quantity: 2 } })).status).toBe(
      200,
    )
    expect((await read(who)).cartItems.map((line) => [line.productId, line.quantity])).toEqual([
      [a!.id, 1],
      [b!.id, 2],
    ])
    // The first process changes it again, on top of the change it did not make.
    expect((await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: a!.id, quantity: 1 } })).status).toBe(200)
    expect((await read(elsewhere)).cartItems.map((line) => [line.productId, line.quantity])).toEqual([
      [a!.id, 2],
      [b!.id, 2],
    ])
  })

  it('shows in the other process, within a second, the stock an order took through one', async () => {
    const product = viaOne.stocked(5)[0]!
    const before = await quantityOf(product.id)
    const who = await viaOne.shopper()
    const placed = await viaOne.submit(who, await viaOne.cartWith(who, [{ type: 'add', itemId: product.id, quantity: 2 }]))
    expect(placed.status).toBe(200)
    const started = Date.now()
    while (other.catalog.productById.get(product.id)!.stock.get(1)!.quantity !== before - 2) {
      expect(Date.now() - started).toBeLessThan(1000)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })

  it('sells through the other process, within a second, a snack restocked through one', async () => {
    const product = viaOne.stocked(5)[1]!
    await setStock(product.id, 0)
    const buyer = await viaOther.shopper()
    const owner = await viaOther.cartWith(buyer, [])
    // Sold out where the buyer shops: the cart refuses it.
    expect(
      (await buyer.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: product.id, quantity: 1 } })).status,
    ).toBe(400)

    const restocked = await one.app.request('/operator/stock', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'text/csv' },
      body: `product_id,location,quantity\n${product.id},1,3\n`,
    })
    expect(restocked.status).toBe(200)
    const started = Date.now()
    while (
      (await buyer.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: product.id, quantity: 1 } })).status !== 200
    ) {
      expect(Date.now() - started).toBeLessThan(1000)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const placed = await viaOther.submit(buyer, owner)
    expect(placed.status).toBe(200)
    expect(await quantityOf(product.id)).toBe(2)
  })

  it('changes nothing in either process for a catalog file refused through one, and shows the other a file taken, within a second', async () => {
    const operator = operatorCalls({ store: one }, OPERATOR_TOKEN)
    const { catalog } = (await operator('GET', '/catalog')).body.data as { catalog: CatalogFile }
    const product = catalog.products.find((p) => !p.freeSample)!
    const refused = await operator('POST', '/catalog', {
      catalog: {
        ...catalog,
        products: catalog.products.map((p) => (p.id === product.id ? { ...p, title: { en: 'Renamed', es: 'Renombrado' }, price: 'free' } : p)),
      },
    })
    expect(refused.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const store of [one, other]) expect(store.catalog.productById.get(product.id)!.title).toBe(product.title.en)
    expect((await operator('GET', '/catalog')).body.data.catalog).toEqual(catalog)

    const renamed = { ...catalog, products: catalog.products.map((p) => (p.id === product.id ? { ...p, title: { en: 'Renamed', es: 'Renombrado' } } : p)) }
    expect((await operator('POST', '/catalog', { catalog: renamed })).status).toBe(200)
    const started = Date.now()
    while (other.catalog.productById.get(product.id)?.title !== 'Renamed') {
      expect(Date.now() - started).toBeLessThan(1000)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect((await operator('POST', '/catalog', { catalog })).status).toBe(200)
  })

  it('loses no write it acknowledged when a process is killed (kill -9) in the middle of writes', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'snackfolk-killed-'))
    writeTestBuild(scratch)
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const origin = `http://127.0.0.1:${port}`
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: database!.url,
        DIST_DIR: scratch,
        PUBLIC_ORIGIN: origin,
        STOP_WITH_PARENT: '1',
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('is open at') && resolve()))
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', locationNumber: '1', ...headers },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as { data: never } }
    }
    const handshake = (await post('/v2/dopservice/handshaking', {})).body.data as { sessionId: string; rnduts: string; encstr: string }
    const headers = { sessionId: handshake.sessionId, rnduts: handshake.rnduts, encstr: handshake.encstr }
    const products = viaOne.stocked(50).slice(0, 10)

    // Ten shoppers each add a snack after another to a cart of their own until the process dies.
    const acknowledged = new Map<string, { cartId: string; lines: number }>()
    let killed = false
    const shoppers = Array.from({ length: 10 }, async (_, i) => {
      const cart = (await post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } }, headers)).body.data as Cart
      for (let added = 1; !killed; added++) {
        try {
          const saved = await post(
            '/v3/dopservice/b2c/savecartwebdata',
            { cartId: cart.cartId, cartToken: cart.cartToken, change: { type: 'add', itemId: products[added % products.length]!.id, quantity: 1 } },
            headers,
          )
          if (saved.status === 200) acknowledged.set(`shopper ${i}`, { cartId: cart.cartId!, lines: added })
        } catch {
          return
        }
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    child.kill('SIGKILL')
    killed = true
    await Promise.all(shoppers)
    rmSync(scratch, { recursive: true, force: true })

    expect(acknowledged.size).toBe(10)
    for (const { cartId, lines } of acknowledged.values()) {
      const [row] = await other.database.db.select({ lines: carts.lines }).from(carts).where(eq(carts.id, cartId))
      const quantities = (row!.lines as { quantity: number }[]).reduce((sum, line) => sum + line.quantity, 0)
      // Every acknowledged add is there; an add the process died answering may be there too.
      expect(quantities).toBeGreaterThanOrEqual(lines)
      expect(quantities).toBeLessThanOrEqual(lines + 1)
    }
  }, 60_000)
})

describe.runIf(process.env.TEST_DATABASE_URL)('signing out with two store processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabaseUrl>>
  let other: Store
  // After hooks run last first: the database is dropped once both stores are closed.
  beforeAll(async () => {
    database = await freshTestDatabaseUrl()
  })
  afterAll(() => database!.drop())
  const one = listeningStoreForTests(() => ({ databaseUrl: database!.url }))
  const { signIn } = signInFlows(() => one.origin)
  beforeAll(async () => {
    // The same store: the same public address, so the same issuer of tokens.
    other = await openTestStore({ databaseUrl: database!.url, publicOrigin: one.origin })
  })
  afterAll(() => other.database.close())

  const customerThrough = async (store: Store, token: string) =>
    (await store.app.request('/v2/dopservice/getcustomer', { headers: { ...(await handshakeHeaders(store)), 'X-Auth-Token': token } })).status

  it('refuses in the other process, at once, the tokens a new password through one ended', async () => {
    const register = await one.store.app.request('/v2/dopservice/register-user', {
      method: 'POST',
      headers: { ...(await handshakeHeaders(one.store)), 'content-type': 'application/json' },
      body: JSON.stringify({ ...REGISTRATION, email: 'two@example.com' }),
    })
    expect(register.status).toBe(200)
    const here = (await signIn('two@example.com', REGISTRATION.password)).signedIn!.accessToken
    const elsewhere = (await signIn('two@example.com', REGISTRATION.password)).signedIn!.accessToken
    // The other process has read the grant and believes it for a few seconds, unless it is told.
    expect(await customerThrough(other, elsewhere)).toBe(200)
    const changed = await one.store.app.request('/v2/dopservice/changepassword', {
      method: 'POST',
      headers: { ...(await handshakeHeaders(one.store)), 'content-type': 'application/json', 'X-Auth-Token': here },
      body: JSON.stringify({ currentPassword: REGISTRATION.password, newPassword: 'Crunch$2027' }),
    })
    expect(changed.status).toBe(200)
    // Told through the database, it refuses within the moment a notification takes: far less than its few seconds of belief.
    const told = Date.now()
    while ((await customerThrough(other, elsewhere)) !== 401) expect(Date.now() - told).toBeLessThan(GRANT_KNOWN_MS / 5)
    expect(await customerThrough(other, here)).toBe(200)
  })
})
