import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { handshakeHeaders, openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import type { ProductList } from '#domain/catalog.ts'

// Another process's writes reach this one's database as any write does: these are made straight to it.
let store: Store
let headers: Record<string, string>
beforeAll(async () => {
  store = await openTestStore({ catalogCheckEveryMs: 300 })
  headers = { ...(await handshakeHeaders(store)), 'content-type': 'application/json', locationNumber: '1' }
})
const onTheWayOut: Store[] = []
afterAll(async () => {
  for (const opened of [store, ...onTheWayOut]) await opened.database.close()
})

const call = async (path: string, body?: unknown) => {
  const response = await store.app.request(path, { method: body ? 'POST' : 'GET', headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return (await response.json()) as { data: never }
}
const list = async (sort = 'name') => (await call('/v2/dopservice/filter-products', { sort })).data as ProductList
const detail = async (slug: string) => (await call(`/v2/dopservice/productdetail?slug=${slug}`)).data as { availability: string; availableQty: number }

/** Asks again until `read` gives what `expected` says, for at most `withinMs`; answers how long it took. */
async function within<T>(withinMs: number, read: () => Promise<T>, expected: (value: T) => boolean): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (expected(await read())) return Date.now() - started
    if (Date.now() - started > withinMs) throw new Error(`Not seen within ${withinMs} ms: ${JSON.stringify(await read())}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the catalog in memory follows the database', () => {
  it('shows stock another process changed, in the product page and the list, within a second', async () => {
    const product = (await list()).products.find((p) => p.availableQty > 5)!
    expect((await detail(product.slug)).availableQty).toBe(product.availableQty)

    await store.database.db.execute(sql`UPDATE stock SET quantity = 0 WHERE product_id = ${product.id} AND location_number = 1`)
    await within(
      1000,
      () => detail(product.slug),
      (shown) => shown.availability === 'outOfStock',
    )
    expect((await list()).products.find((p) => p.id === product.id)!.availableQty).toBe(0)

    await store.database.db.execute(sql`UPDATE stock SET quantity = 7 WHERE product_id = ${product.id} AND location_number = 1`)
    await within(
      1000,
      () => detail(product.slug),
      (shown) => shown.availableQty === 7,
    )
    expect((await list()).products.find((p) => p.id === product.id)).toMatchObject({ availability: 'inStock', availableQty: 7 })
  })

  it('takes a whole stock import at once, every product in it shown as the database has it', async () => {
    await store.database.db.execute(sql`UPDATE stock SET quantity = 11 WHERE location_number = 1`)
    await within(
      2000,
      () => list(),
      (shown) => shown.products.every((p) => p.availableQty === 11),
    )
  })

  it('reads the catalog again when its content changes: a product renamed shows under its new name', async () => {
    // Best sellers first: an order the new name does not move.
    const [product] = (await list('featured')).products
    await store.database.db.execute(sql`UPDATE products SET title = 'Renamed Crunch' WHERE id = ${product!.id}`)
    await within(
      2000,
      () => detail(product!.slug),
      (shown) => (shown as unknown as { title: string }).title === 'Renamed Crunch',
    )
    expect((await list('featured')).products[0]).toMatchObject({ id: product!.id, title: 'Renamed Crunch' })
  })

  it('finds a change whose notification was lost by reading the whole stock now and then', async () => {
    const product = (await list()).products.find((p) => p.availableQty > 0)!
    // As a replica applies rows: no trigger fires, so no notification is sent.
    await store.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.execute(sql`UPDATE stock SET quantity = 4 WHERE product_id = ${product.id} AND location_number = 1`)
    })
    await within(
      1000,
      () => detail(product.slug),
      (shown) => shown.availableQty === 4,
    )
  })

  it.runIf(process.env.TEST_DATABASE_URL)('reads everything again once its listening connection is made again, what changed meanwhile included', async () => {
    // A store that checks the whole stock only every five minutes: what it shows here, it read on hearing again.
    const store = await openTestStore({ catalogCheckEveryMs: 300_000 })
    const headers = { ...(await handshakeHeaders(store)), 'content-type': 'application/json', locationNumber: '1' }
    const detail = async (slug: string) =>
      ((await (await store.app.request(`/v2/dopservice/productdetail?slug=${slug}`, { headers })).json()) as { data: { availableQty: number } }).data
    const list = async () =>
      (
        (await (await store.app.request('/v2/dopservice/filter-products', { method: 'POST', headers, body: '{"sort":"name"}' })).json()) as {
          data: ProductList
        }
      ).data
    onTheWayOut.push(store)
    const product = (await list()).products.find((p) => p.availableQty > 0)!
    const cut = await store.database.db.execute(
      // The catalog's listening connection (the other hears of sign-outs).
      sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND query NOT ILIKE '%grants_ended%'`,
    )
    expect(cut).toHaveLength(1)
    // Sent while nobody listens: no notification of it ever arrives.
    await store.database.db.execute(sql`UPDATE stock SET quantity = 2 WHERE product_id = ${product.id} AND location_number = 1`)
    await within(
      3000,
      () => detail(product.slug),
      (shown) => shown.availableQty === 2,
    )
  })
})
