import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import type { Database } from './database.ts'
import * as schema from './schema.ts'
import { generateCatalog } from './seed/catalog.ts'
import { bannerRows, contentRows, labelRows, navigationRows, CONFIG_FLAGS } from './seed/site-content.ts'
import { readCatalogFile, type CatalogRows } from '../catalog/catalog-file.ts'
import { importCatalog } from '../catalog/import-catalog.ts'
import { importCoupons, type CouponFile } from '../catalog/coupon-file.ts'

const SEED_KEY = 'seeded_at'

const demoFile = (name: string) => JSON.parse(readFileSync(new URL(`./seed/${name}`, import.meta.url), 'utf8')) as unknown

/** The demo: its catalog's file (or one generated with `productsPerBrand` products a brand, for load tests) and its coupons' file. */
export function demoCatalog(productsPerBrand?: number): { catalog: CatalogRows; coupons: CouponFile } {
  return {
    catalog: productsPerBrand === undefined ? readCatalogFile(demoFile('demo-catalog.json'), {}) : generateCatalog(productsPerBrand),
    coupons: demoFile('demo-coupons.json') as CouponFile,
  }
}

async function insertInChunks<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

/** Seeds the demo's catalog and coupons (an import of each file) and site content once; returns whether it seeded. */
export async function seedIfEmpty(db: Database, demo = demoCatalog()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(schema.meta).where(eq(schema.meta.key, SEED_KEY))
    if (done.length > 0) return false
    const t = tx as unknown as Database
    await importCatalog(t, demo.catalog)
    await importCoupons(t, demo.coupons)
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
