import { fileURLToPath } from 'node:url'
import { loadCatalog } from '../../catalog/catalog.ts'
import { bannerDrawing, bannerNameIn, bundleDrawing, drawInto, GIFT_CARD_DRAWING, productDrawing, type Drawing } from '../../catalog/drawings.ts'
import { loadContent } from '../../content/content-snapshot.ts'
import { openDatabase } from '../database.ts'
import { seedIfEmpty } from '../seed.ts'

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
      .flatMap((banner) => bannerNameIn(banner.imageUrl) ?? [])
      .filter((name) => !content.bannerPicture(name))
    return [...catalog.products.map(productDrawing), ...catalog.bundles.map(bundleDrawing), ...banners.map(bannerDrawing), GIFT_CARD_DRAWING]
  } finally {
    await close()
  }
}

/** Where the demo's pictures are drawn ahead: beside its catalog, as WebP files named by what each is drawn from. */
export const DEMO_PICTURES = fileURLToPath(new URL('./pictures', import.meta.url))

/** Draws the demo's pictures not drawn yet into DEMO_PICTURES (`npm run demo-pictures`), and lets go of those it no longer shows. */
export async function drawDemoPictures(dir = DEMO_PICTURES): Promise<{ pictures: number; drawn: number; letGo: number }> {
  const drawings = await demoDrawings()
  return { pictures: drawings.length, ...(await drawInto(dir, drawings)) }
}
