import { eq } from 'drizzle-orm'
import type { Database } from './database.ts'
import * as schema from './schema.ts'
import { generateCatalog, type Catalog } from './seed/catalog.ts'
import { bannerRows, contentRows, labelRows, navigationRows, CONFIG_FLAGS } from './seed/site-content.ts'

const SEED_KEY = 'seeded_at'

async function insertInChunks<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

/** Seeds the catalog and site content once; returns whether it seeded. */
export async function seedIfEmpty(db: Database, catalog: Catalog = generateCatalog()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(schema.meta).where(eq(schema.meta.key, SEED_KEY))
    if (done.length > 0) return false
    const t = tx as unknown as Database
    await insertInChunks(t, schema.brands, catalog.brands)
    await insertInChunks(t, schema.categories, catalog.categories)
    await insertInChunks(t, schema.flavors, catalog.flavors)
    await insertInChunks(t, schema.products, catalog.products)
    await insertInChunks(t, schema.bundles, catalog.bundles)
    await insertInChunks(t, schema.bundleItems, catalog.bundleItems)
    await insertInChunks(t, schema.locations, catalog.locations)
    await insertInChunks(t, schema.stock, catalog.stock)
    await insertInChunks(t, schema.giftCards, catalog.giftCards)
    await insertInChunks(t, schema.coupons, catalog.coupons)
    await insertInChunks(t, schema.navigation, navigationRows())
    await insertInChunks(t, schema.labels, labelRows())
    await insertInChunks(t, schema.banners, bannerRows())
    await insertInChunks(t, schema.contentPages, contentRows())
    await insertInChunks(
      t,
      schema.config,
      Object.entries(CONFIG_FLAGS).map(([key, value]) => ({ key, value })),
    )
    await tx.insert(schema.meta).values({ key: SEED_KEY, value: new Date().toISOString() })
    return true
  })
}
