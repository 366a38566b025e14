import { sql } from 'drizzle-orm'
import type { OpenDatabase } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { loadContent, type ContentSnapshot } from '../content/content-snapshot.ts'
import { loadCatalog, type Catalog, type Stock } from './catalog.ts'
import { failureOf, log } from '../start-up/log.ts'

/** What a store process holds in memory and follows: the catalog and the site's content. */
export interface Snapshots {
  catalog: Catalog
  content: ContentSnapshot
}

export interface FollowSettings {
  /** How often the whole stock and the content's count are read again, in case a notification was lost. */
  checkEveryMs: number
}

interface StockRow {
  product_id: string
  location_number: number
  quantity: number
  pre_order: boolean
}

/** Writes the rows read for `productIds` into the catalog; a product whose levels changed has its kept answers dropped. */
function applyStock(catalog: Catalog, productIds: Iterable<string>, rows: StockRow[]) {
  const read = new Map<string, Map<number, Stock>>()
  for (const row of rows) {
    const levels = read.get(row.product_id) ?? new Map<number, Stock>()
    levels.set(Number(row.location_number), { quantity: Number(row.quantity), preOrder: row.pre_order })
    read.set(row.product_id, levels)
  }
  let changed = false
  for (const productId of productIds) {
    const product = catalog.productById.get(productId)
    if (!product) continue
    const levels = read.get(productId) ?? new Map<number, Stock>()
    for (const location of new Set([...product.stock.keys(), ...levels.keys()])) {
      const before = product.stock.get(location)
      const after = levels.get(location)
      if (before?.quantity === after?.quantity && before?.preOrder === after?.preOrder) continue
      if (after && before) Object.assign(before, after)
      else if (after) product.stock.set(location, after)
      else product.stock.delete(location)
      catalog.summaries.forget(product.place, location)
      changed = true
    }
  }
  if (changed) catalog.answers.clear()
}

/**
 * Keeps this process's catalog and content as the database has them, whichever process changed
 * it: a stock notification names products, whose stock is read again; a content notification, a
 * lost connection made again, or a content count that moved reads everything again. Notifications
 * that come together are read in one statement.
 */
export async function followChanges(database: OpenDatabase, snapshots: Snapshots, settings: FollowSettings) {
  const { db } = database
  const waiting = new Set<string>()
  let flushing: Promise<void> | undefined
  let contentVersion = await readContentVersion()

  async function readContentVersion(): Promise<string> {
    return rowsOf<{ value: string }>(await db.execute(sql`SELECT value FROM meta WHERE key = 'content_version'`))[0]?.value ?? '0'
  }

  async function readStock(productIds?: string[]) {
    const result = productIds
      ? await db.execute(
          sql`SELECT product_id, location_number, quantity, pre_order FROM stock WHERE product_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))`,
        )
      : await db.execute(sql`SELECT product_id, location_number, quantity, pre_order FROM stock`)
    applyStock(snapshots.catalog, productIds ?? snapshots.catalog.productById.keys(), rowsOf<StockRow>(result))
  }

  let reading: Promise<void> | undefined
  let readAgain = false

  async function readEverythingNow() {
    contentVersion = await readContentVersion()
    const [catalog, content] = await Promise.all([loadCatalog(db), loadContent(db)])
    // The snapshots are shared by reference: each takes the new one's parts at once, between two requests.
    Object.assign(snapshots.catalog, catalog)
    Object.assign(snapshots.content, content)
  }

  /** Reads everything again; asked while a reading is under way, it reads once more after it, once. */
  function readEverything(): Promise<void> {
    if (reading) {
      readAgain = true
      return reading
    }
    reading = readEverythingNow().finally(() => {
      reading = undefined
      // Stock told of while everything was read is read again now, into the new catalog.
      flushSoon()
      if (readAgain) {
        readAgain = false
        void readEverything().catch(said('reading the catalog again'))
      }
    })
    return reading
  }

  const said = (what: string) => (error: Error) => log.error({ failure: failureOf(error) }, `Following the catalog: ${what} failed`)

  function flushSoon() {
    if (flushing || reading) return
    // Notifications that arrived together (one read from the connection) are read after them, in one statement.
    flushing = Promise.resolve()
      .then(() => {
        const productIds = [...waiting]
        waiting.clear()
        return readStock(productIds)
      })
      .catch(said('reading changed stock'))
      .finally(() => {
        flushing = undefined
        if (waiting.size > 0) flushSoon()
      })
  }

  const listening = await database.listen(
    ['stock_changed', 'content_changed'],
    (channel, payload) => {
      if (channel === 'content_changed') void readEverything().catch(said('reading the catalog again'))
      else {
        for (const productId of payload.split(' ')) {
          if (!productId) continue
          waiting.add(productId)
        }
        flushSoon()
      }
    },
    () => void readEverything().catch(said('reading the catalog again')),
  )

  let checking = false
  const check = setInterval(() => {
    // The check runs whether or not notifications are heard: it is what keeps the catalog right while they are not.
    if (checking) return
    checking = true
    void readContentVersion()
      .then((version) => (version !== contentVersion ? readEverything() : readStock()))
      .catch(said('checking the stock'))
      .finally(() => (checking = false))
  }, settings.checkEveryMs)
  check.unref()

  return {
    async stop() {
      clearInterval(check)
      await listening.stop()
      await flushing
      await reading
    },
  }
}
