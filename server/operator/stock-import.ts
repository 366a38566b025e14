import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { InputError } from '../http/envelope.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { MessageId } from '#domain/envelope.ts'
import { lockStock } from '../catalog/stock-locks.ts'
import { mailBackInStock } from '../catalog/notify-requests.ts'

/** A product's stock at a location, as an import sets it; `preOrder` left out keeps what the store had. */
export interface StockLevel {
  productId: string
  location: number
  quantity: number
  preOrder?: boolean
}

export interface StockImported {
  /** Rows in the file. */
  rows: number
  /** Rows that changed what the store had. */
  changed: number
  /** Shoppers mailed that a product they asked about is back where they shop. */
  notified: number
}

const MOST_ROWS = 200_000
const MOST_QUANTITY = 1_000_000
/** A file with problems is refused whole, its first problems listed. */
const PROBLEMS_LISTED = 20

const COLUMNS = ['product_id', 'location', 'quantity', 'pre_order'] as const

/**
 * Reads a stock file: a header naming `product_id`, `location` and `quantity` (and, if it sets it,
 * `pre_order`), then a row a product and location. A file with any row the store cannot take is
 * refused whole, each problem named with its line, so that nothing is half imported.
 */
export function parseStockCsv(text: string, catalog: Catalog): StockLevel[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const cells = (line: string) => line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
  const header = cells(lines[0] ?? '').map((name) => name.toLowerCase())
  const problems: string[] = []
  const unknown = header.filter((name) => !(COLUMNS as readonly string[]).includes(name))
  if (unknown.length > 0) problems.push(`line 1: unknown column ${unknown.map((name) => `"${name}"`).join(', ')} (the columns are ${COLUMNS.join(', ')})`)
  for (const needed of ['product_id', 'location', 'quantity']) if (!header.includes(needed)) problems.push(`line 1: no ${needed} column`)
  if (problems.length > 0) throw new InputError(MessageId.invalidInput, `The stock file was not imported: ${problems.join('; ')}`)

  const at = (row: string[], column: (typeof COLUMNS)[number]) => row[header.indexOf(column)] ?? ''
  const locations = new Set(catalog.locations.map((location) => location.number))
  const seen = new Set<string>()
  const levels: StockLevel[] = []
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue
    const row = cells(lines[i]!)
    const line = `line ${i + 1}`
    const productId = at(row, 'product_id')
    const location = Number(at(row, 'location'))
    const quantity = Number(at(row, 'quantity'))
    const preOrder = header.includes('pre_order') ? at(row, 'pre_order').toLowerCase() : undefined
    if (row.length !== header.length) problems.push(`${line}: ${row.length} cells, the header has ${header.length}`)
    else if (!catalog.productById.has(productId)) problems.push(`${line}: no product "${productId}"`)
    else if (!/^\d+$/.test(at(row, 'location')) || !locations.has(location)) problems.push(`${line}: no location "${at(row, 'location')}"`)
    else if (!/^\d+$/.test(at(row, 'quantity')) || quantity > MOST_QUANTITY)
      problems.push(`${line}: quantity "${at(row, 'quantity')}" is not a whole number from 0 to ${MOST_QUANTITY}`)
    else if (preOrder !== undefined && preOrder !== 'true' && preOrder !== 'false') problems.push(`${line}: pre_order "${preOrder}" is neither true nor false`)
    else if (seen.has(`${productId} ${location}`)) problems.push(`${line}: ${productId} at location ${location} again`)
    else {
      seen.add(`${productId} ${location}`)
      levels.push({ productId, location, quantity, ...(preOrder !== undefined && { preOrder: preOrder === 'true' }) })
    }
    if (problems.length >= PROBLEMS_LISTED) break
  }
  if (levels.length + problems.length > MOST_ROWS) problems.push(`more than ${MOST_ROWS} rows: split the file`)
  if (problems.length > 0) throw new InputError(MessageId.invalidInput, `The stock file was not imported: ${problems.join('; ')}`)
  if (levels.length === 0) throw new InputError(MessageId.invalidInput, 'The stock file was not imported: it has no rows')
  return levels
}

const CHUNK = 5_000

/**
 * Sets the stock levels in one transaction. A product now in stock where a shopper asked to be
 * told is mailed to them through the outbox, in the same transaction, and their request is done:
 * each is mailed once. Every store process shows the new stock once it commits.
 */
export async function importStock(db: Database, catalog: Catalog, levels: StockLevel[], publicOrigin: string): Promise<StockImported> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    // The rows are locked in the order orders lock them (product, then location), so an import and a checkout never wait on each other in turn.
    await lockStock(
      tx,
      levels.map((level) => ({ product_id: level.productId, location_number: level.location })),
    )
    let changed = 0
    for (let i = 0; i < levels.length; i += CHUNK) {
      const chunk = levels.slice(i, i + CHUNK).map(({ productId, location, quantity, preOrder }) => ({
        product_id: productId,
        location_number: location,
        quantity,
        pre_order: preOrder ?? null,
      }))
      const rows = sql`jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS w(product_id text, location_number integer, quantity integer, pre_order boolean)`
      const updated = await tx.execute(sql`
        UPDATE stock SET quantity = w.quantity, pre_order = coalesce(w.pre_order, stock.pre_order)
        FROM ${rows}
        WHERE stock.product_id = w.product_id AND stock.location_number = w.location_number
          AND (stock.quantity <> w.quantity OR stock.pre_order <> coalesce(w.pre_order, stock.pre_order))
        RETURNING 1`)
      const added = await tx.execute(sql`
        INSERT INTO stock (product_id, location_number, quantity, pre_order)
        SELECT w.product_id, w.location_number, w.quantity, coalesce(w.pre_order, false) FROM ${rows}
        ON CONFLICT (product_id, location_number) DO NOTHING
        RETURNING 1`)
      changed += rowsOf(updated).length + rowsOf(added).length
    }
    const notified = await mailBackInStock(tx, catalog, [...new Set(levels.map((level) => level.productId))], publicOrigin)
    return { rows: levels.length, changed, notified }
  })
}
