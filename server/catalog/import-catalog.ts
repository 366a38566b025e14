import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import { rowsOf } from '../db/rows.ts'
import { lockStock } from './stock-locks.ts'
import { catalogFileOf, type CatalogFile, type CatalogRows } from './catalog-file.ts'

export interface CatalogImported {
  products: number
  /** Products the store did not sell before. */
  added: number
  /** Products the store sold that the file left out: no longer sold or listed. */
  retired: number
  bundles: number
}

const CHUNK = 1_000

/** Every column but the key, set from the row an insert met (`excluded`). */
function fromExcluded(table: PgTable, key: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  )
}

async function upsert<T extends PgTable>(tx: Database, table: T, key: keyof T['$inferSelect'] & string, rows: T['$inferInsert'][]) {
  const target = getTableColumns(table)[key]!
  const set = fromExcluded(table, key)
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target, set })
}

const idsOf = async (tx: Database) => new Set(rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM products WHERE NOT retired`)).map((row) => row.id))

/**
 * Makes the catalog the rows, in one transaction: what the rows hold is added or changed, what
 * the store had that they leave out is retired (kept for the orders and carts that name it, no
 * longer sold or listed; its slug freed). Every store process reads the new catalog when it
 * commits.
 */
export async function importCatalog(db: Database, rows: CatalogRows): Promise<CatalogImported> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const before = await idsOf(tx)

    // Everything is retired, its slug and picture let go; what the file holds comes back with its own.
    for (const table of ['brands', 'categories', 'flavors'])
      await tx.execute(sql`UPDATE ${sql.identifier(table)} SET retired = true, slug = '~' || id WHERE NOT retired OR slug NOT LIKE '~%'`)
    for (const table of ['products', 'bundles'])
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET retired = true, slug = '~' || id, picture_sha = NULL WHERE NOT retired OR slug NOT LIKE '~%' OR picture_sha IS NOT NULL`,
      )
    await tx.update(schema.locations).set({ retired: true })
    await upsert(tx, schema.locations, 'number', rows.locations)
    await upsert(tx, schema.brands, 'id', rows.brands)
    await upsert(tx, schema.categories, 'id', rows.categories)
    await upsert(tx, schema.flavors, 'id', rows.flavors)
    await upsert(tx, schema.products, 'id', rows.products)
    await upsert(tx, schema.bundles, 'id', rows.bundles)
    await tx.delete(schema.bundleItems)
    for (let i = 0; i < rows.bundleItems.length; i += CHUNK) await tx.insert(schema.bundleItems).values(rows.bundleItems.slice(i, i + CHUNK))

    // Stock rows are locked in the order every writer of stock takes them.
    await lockStock(
      tx,
      rows.stock.map((s) => ({ product_id: s.productId, location_number: s.locationNumber })),
    )
    for (let i = 0; i < rows.stock.length; i += CHUNK)
      await tx
        .insert(schema.stock)
        .values(rows.stock.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [schema.stock.productId, schema.stock.locationNumber],
          set: { quantity: sql`excluded.quantity`, preOrder: sql`excluded.pre_order` },
          setWhere: sql`stock.quantity <> excluded.quantity OR stock.pre_order <> excluded.pre_order`,
        })
    await tx.delete(schema.giftCards)
    if (rows.giftCards.length > 0) await tx.insert(schema.giftCards).values(rows.giftCards)

    const after = new Set(rows.products.map((p) => p.id))
    return {
      products: after.size,
      added: [...after].filter((id) => !before.has(id)).length,
      retired: [...before].filter((id) => !after.has(id)).length,
      bundles: rows.bundles.length,
    }
  })
}

/** The catalog the store sells now, as its file. */
export async function exportCatalog(db: Database): Promise<{ catalog: CatalogFile; pictures: Record<string, string> }> {
  const [locations, brands, categories, flavors, products, bundles, bundleItems, stock, giftCards] = await Promise.all([
    db.select().from(schema.locations).where(eq(schema.locations.retired, false)),
    db.select().from(schema.brands).where(eq(schema.brands.retired, false)),
    db.select().from(schema.categories).where(eq(schema.categories.retired, false)),
    db.select().from(schema.flavors).where(eq(schema.flavors.retired, false)),
    db.select().from(schema.products).where(eq(schema.products.retired, false)),
    db.select().from(schema.bundles).where(eq(schema.bundles.retired, false)),
    db.select().from(schema.bundleItems),
    db.select().from(schema.stock),
    db.select().from(schema.giftCards),
  ])
  const sold = new Set(products.map((p) => p.id))
  return catalogFileOf({
    locations,
    brands,
    categories,
    flavors,
    products,
    bundles,
    bundleItems,
    stock: stock.filter((s) => sold.has(s.productId)),
    giftCards,
  })
}
