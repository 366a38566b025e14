import { loadCatalog } from '../../catalog/catalog.ts'
import { bannerDrawing, bundleDrawing, drawInto, GIFT_CARD_DRAWING, productDrawing, type Drawing } from '../../catalog/drawings.ts'
import { loadContent } from '../../content/content-snapshot.ts'
import { openDatabase } from '../database.ts'
import { seedIfEmpty } from '../seed.ts'

/** A banner's name in its picture's address: `/images/banners/hb-1.webp` is `hb-1`. */
const BANNER_NAME = /^\/images\/banners\/([a-z0-9-]+)\./

/**
 * Every picture of the demo the store draws: each product's and bundle's pack, each banner and the
 * gift card, read from the demo as a store seeds it (in a database of its own, in memory), so each
 * is the picture the store's route would draw.
 */
export async function demoDrawings(): Promise<Drawing[]> {
  const { db, close } = await openDatabase({}, async (db) => void (await seedIfEmpty(db)))
  try {
    const [catalog, content] = await Promise.all([loadCatalog(db), loadContent(db)])
    const banners = (['home', 'promotion'] as const)
      .flatMap((kind) => content.banners('en-us', kind))
      .flatMap((banner) => BANNER_NAME.exec(banner.imageUrl)?.[1] ?? [])
    return [...catalog.products.map(productDrawing), ...catalog.bundles.map(bundleDrawing), ...banners.map(bannerDrawing), GIFT_CARD_DRAWING]
  } finally {
    await close()
  }
}

/** Draws the demo's pictures into `dir` (the build's `dist/drawn`), those drawn by an earlier build copied from `keptDir`. */
export async function drawDemoPictures(dir: string, keptDir: string): Promise<{ pictures: number; drawn: number }> {
  const drawings = await demoDrawings()
  return { pictures: drawings.length, drawn: await drawInto(dir, drawings, keptDir) }
}
