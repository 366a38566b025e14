import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import type { Database } from './database.ts'
import * as schema from './schema.ts'
import { generateCatalog } from './seed/catalog.ts'
import { importContent, readContentFile, type ContentRows } from '../content/content-file.ts'
import { readCatalogFile, type CatalogRows } from '../catalog/catalog-file.ts'
import { importCatalog } from '../catalog/import-catalog.ts'
import { importCoupons, type CouponFile } from '../catalog/coupon-file.ts'

const SEED_KEY = 'seeded_at'

const demoFile = (name: string) => JSON.parse(readFileSync(new URL(`./seed/${name}`, import.meta.url), 'utf8')) as unknown

/** The demo: its catalog's file (or one generated with `productsPerBrand` products a brand, for load tests), its coupons' file and its content's. */
export function demoSeed(productsPerBrand?: number): { catalog: CatalogRows; coupons: CouponFile; content: ContentRows } {
  return {
    catalog: productsPerBrand === undefined ? readCatalogFile(demoFile('demo-catalog.json'), {}) : generateCatalog(productsPerBrand),
    coupons: demoFile('demo-coupons.json') as CouponFile,
    content: readContentFile(demoFile('demo-content.json'), {}),
  }
}

/** Seeds the demo's catalog, coupons and content once, an import of each file; returns whether it seeded. */
export async function seedIfEmpty(db: Database, demo = demoSeed()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(schema.meta).where(eq(schema.meta.key, SEED_KEY))
    if (done.length > 0) return false
    const t = tx as unknown as Database
    await importCatalog(t, demo.catalog)
    await importCoupons(t, demo.coupons)
    await importContent(t, demo.content)
    await tx.insert(schema.meta).values({ key: SEED_KEY, value: new Date().toISOString() })
    return true
  })
}
