import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from './load.ts'
import { stop } from './processes.ts'
import { openStore as openStoreOn, setStock, type Store } from './store.ts'
import { countAfter, JOURNEY_SHOPPERS, journeyLoad, printJourney, type Customer } from './journey.ts'
import { customerWithSavedCard, giftCardsIn } from './orders.ts'
import { signedInCustomer } from './sign-in.ts'
import { openDatabase } from '#server/db/database.ts'
import { startPostgresServer } from '../scripts/postgres-server.ts'

const OPERATOR_TOKEN = 'the-bench-operator-token-0123456789abcdef'
const GIFT_CARDS = 6000

/** A store of the run's, with the operator API and the first shop's stock. */
const openStore = (env: Record<string, string>) => openStoreOn({ OPERATOR_TOKEN, ...env }, { locationNumber: '1' })

/** Signed-in customers with a card each kept at the gateway, one for every fourth shopper. */
async function customersOf(store: Store): Promise<Customer[]> {
  const customers: Customer[] = []
  for (let i = 0; i < Math.ceil(JOURNEY_SHOPPERS / 4); i++) {
    const { accessToken } = await signedInCustomer(store)
    const { payer } = await customerWithSavedCard(store, accessToken)
    customers.push({ accessToken, savedCard: payer.savedCard! })
  }
  return customers
}

/** The shopper journey on the embedded database, one store process. */
export async function journeyOnPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-journey-'))
  try {
    const giftCards = await giftCardsIn(dataDir, GIFT_CARDS)
    const store = await openStore({ DATA_DIR: dataDir })
    let result: Awaited<ReturnType<typeof journeyLoad>>
    let since = new Date()
    try {
      const customers = await customersOf(store)
      since = new Date()
      result = await journeyLoad('Shopper journeys, embedded database (PGlite), one process', store, OPERATOR_TOKEN, customers, giftCards)
    } finally {
      await stop(store.child)
    }
    // The embedded database is the store's alone while it runs: it is counted once the store has stopped.
    const database = await openDatabase({ dataDir })
    try {
      printJourney(result, await countAfter(database.db, result, since))
    } finally {
      await database.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** CPU seconds a process and every process it started have used. */
function cpuSeconds(pid: number): number {
  const ticks = (id: number): number => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')
      const own = Number(fields[11]) + Number(fields[12])
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
      return own + children.reduce((sum, child) => sum + ticks(child), 0)
    } catch {
      return 0
    }
  }
  return ticks(pid) / 100
}

/** Requests a second and CPU time per request of the product list and add to cart, for a store of `workers` processes on PostgreSQL. */
async function scaling(databaseUrl: string, workers: number) {
  const store = await openStore({ DATABASE_URL: databaseUrl, WORKERS: String(workers) })
  try {
    const list = (await store.call('/v2/dopservice/filter-products', { sort: 'name', page: 1 })).data
    const products = list.products.filter((p: { availableQty: number }) => p.availableQty >= 5).map((p: { id: string }) => p.id)
    const owners: { cartId: string; cartToken: string }[] = []
    for (let i = 0; i < 500; i++) {
      const { cartId, cartToken } = (await store.call('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).data
      owners.push({ cartId, cartToken })
    }
    const measured = async (label: string, options: Parameters<typeof load>[1]) => {
      await load('warm-up', { ...options, duration: 3 })
      const before = cpuSeconds(store.child.pid!)
      const row = await load(label, options)
      const cpu = cpuSeconds(store.child.pid!) - before
      return { ...row, cpuPerRequestUs: Math.round((cpu / row.answered) * 1e6) }
    }
    let next = 0
    const rows = [
      await measured(`product list, ${workers} process${workers > 1 ? 'es' : ''}`, {
        url: `${store.origin}/v2/dopservice/filter-products`,
        method: 'POST',
        headers: store.headers,
        body: JSON.stringify({ category: 'chips', sort: 'priceAsc', page: 1 }),
      }),
      await measured(`add to cart, ${workers} process${workers > 1 ? 'es' : ''}`, {
        url: `${store.origin}/v3/dopservice/b2c/savecartwebdata`,
        method: 'POST',
        headers: store.headers,
        requests: [
          {
            setupRequest: (request) => {
              const i = next++
              // Each cart gets each snack once in turn, so no line runs past its stock.
              return {
                ...request,
                body: JSON.stringify({
                  ...owners[i % owners.length],
                  change: { type: 'add', itemId: products[Math.floor(i / owners.length) % products.length], quantity: 1 },
                }),
              }
            },
          },
        ],
      }),
    ]
    return rows
  } finally {
    await stop(store.child)
  }
}

/** How long a restock made through one store process takes to show in another's answers, `times` times. */
async function restockReach(databaseUrl: string, times = 20) {
  const one = await openStore({ DATABASE_URL: databaseUrl })
  const other = await openStore({ DATABASE_URL: databaseUrl })
  try {
    const product = (await other.call('/v2/dopservice/filter-products', { sort: 'name', page: 1 })).data.products[0]
    const reached: number[] = []
    for (let i = 0; i < times; i++) {
      const quantity = 5000 + i
      const started = performance.now()
      await setStock(one.origin, OPERATOR_TOKEN, [{ productId: product.id, quantity }])
      for (;;) {
        const shown = (await other.call(`/v2/dopservice/productdetail?slug=${product.slug}`)).data
        if (shown.availableQty === quantity) break
        if (performance.now() - started > 5000) throw new Error('a restock did not reach the other process within 5 s')
      }
      reached.push(performance.now() - started)
    }
    return reached.toSorted((a, b) => a - b)
  } finally {
    await stop(one.child)
    await stop(other.child)
  }
}

/** The journeys on a PostgreSQL server with two store processes, the product list and add to cart with one and two, and a restock's reach. */
export async function onPostgres() {
  const server = await startPostgresServer({ durable: true })
  try {
    const journeysUrl = await server.database('journeys')
    // The server migrates on its first start; the gift cards are written into the migrated database before it opens.
    const giftCards = await giftCardsIn({ databaseUrl: journeysUrl }, GIFT_CARDS)
    const store = await openStore({ DATABASE_URL: journeysUrl, WORKERS: '2' })
    try {
      const customers = await customersOf(store)
      const since = new Date()
      const result = await journeyLoad('Shopper journeys, PostgreSQL 15 server, two store processes', store, OPERATOR_TOKEN, customers, giftCards)
      const database = await openDatabase({ databaseUrl: journeysUrl })
      try {
        printJourney(result, await countAfter(database.db, result, since))
      } finally {
        await database.close()
      }
    } finally {
      await stop(store.child)
    }

    const scaleUrl = await server.database('scaling')
    const rows = [...(await scaling(scaleUrl, 1)), ...(await scaling(scaleUrl, 2))]
    console.log('\nOne and two store processes on PostgreSQL (50 connections, autocannon; CPU of every store process from /proc, PostgreSQL not counted)')
    for (const row of rows)
      console.log(
        `  ${row.label.padEnd(34)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   ${String(row.cpuPerRequestUs).padStart(5)} µs CPU a request`,
      )

    const reached = await restockReach(await server.database('restock'))
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(
      `\nA restock through one process (operator API, committed) until another process answers the new stock, ${reached.length} times: median ${ms(reached[Math.floor(reached.length / 2)]!)}, slowest ${ms(reached.at(-1)!)}`,
    )
  } finally {
    await server.stop()
  }
}
