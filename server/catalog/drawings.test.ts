import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import { DEMO_PICTURES, demoDrawings } from '../db/seed/demo-pictures.ts'
import { loadContent } from '../content/content-snapshot.ts'
import { bannerDrawing, bannerNameIn, bundleDrawing, drawInto, drawnFileName, GIFT_CARD_DRAWING, productDrawing } from './drawings.ts'
import { imageRoutes } from './picture-routes.ts'
import { createStoredPictures } from './stored-pictures.ts'

let dir: string
let store: Store
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snackfolk-drawn-'))
  store = await openTestStore()
})
afterAll(async () => {
  await store.database.close()
  rmSync(dir, { recursive: true, force: true })
})

const widthOf = async (webp: Buffer) => (await sharp(webp).metadata()).width
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer())

describe('the demo’s pictures, drawn ahead beside its catalog', () => {
  it('are every product’s and bundle’s pack, every banner shown and the gift card, each drawn from the art as it is now', async () => {
    const drawings = await demoDrawings()
    const keys = new Set(drawings.map((drawing) => drawing.key))
    const content = await loadContent(store.database.db)
    const banners = (['home', 'promotion'] as const).flatMap((kind) => content.banners('en-us', kind))
    expect(banners.length).toBeGreaterThan(0)
    for (const product of store.catalog.products) expect(keys).toContain(productDrawing(product).key)
    for (const bundle of store.catalog.bundles) expect(keys).toContain(bundleDrawing(bundle).key)
    for (const banner of banners) expect(keys).toContain(bannerDrawing(bannerNameIn(banner.imageUrl)!).key)
    expect(keys).toContain(GIFT_CARD_DRAWING.key)
    const held = readdirSync(DEMO_PICTURES)
    const notDrawn = drawings.filter((drawing) => !held.includes(drawnFileName(drawing))).map((drawing) => drawing.key)
    expect(notDrawn, 'pictures whose art changed: `npm run demo-pictures` draws them').toEqual([])
    expect(held).toHaveLength(new Set(drawings.map(drawnFileName)).size)
  })

  it('are drawn once, whole, and let go of when no longer shown', async () => {
    const [first, second] = store.catalog.products
    expect(await drawInto(dir, [productDrawing(first!), GIFT_CARD_DRAWING])).toEqual({ drawn: 2, letGo: 0 })
    expect(await drawInto(dir, [productDrawing(first!), GIFT_CARD_DRAWING, productDrawing(second!)])).toEqual({ drawn: 1, letGo: 0 })
    expect(await drawInto(dir, [productDrawing(second!)])).toEqual({ drawn: 0, letGo: 2 })
    expect(readdirSync(dir)).toEqual([drawnFileName(productDrawing(second!))])
    expect(await widthOf(readFileSync(join(dir, drawnFileName(productDrawing(second!)))))).toBe(400)
  })

  it('are sent as the files drawn ahead; a picture not drawn ahead is drawn when asked for', async () => {
    const [drawnAhead, notDrawn] = store.catalog.products
    // The file is told from a picture drawn on request by its width.
    const marked = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer()
    const ahead = mkdtempSync(join(tmpdir(), 'snackfolk-ahead-'))
    writeFileSync(join(ahead, drawnFileName(productDrawing(drawnAhead!))), marked)
    const app = new Hono<AppEnv>()
      .use((c, next) => (c.set('catalog', store.catalog), next()))
      .route('/images', imageRoutes(createStoredPictures(store.database.db), ahead))
    try {
      expect(await bytesOf(await app.request(`/images/products/${drawnAhead!.slug}.webp`))).toEqual(marked)
      expect(await widthOf(await bytesOf(await app.request(`/images/products/${notDrawn!.slug}.webp`)))).toBe(400)
    } finally {
      rmSync(ahead, { recursive: true, force: true })
    }
  })

  it('are what the store sends for the demo’s snacks', async () => {
    const product = store.catalog.products[0]!
    const answer = await store.app.request(`/images/products/${product.slug}.webp`, { headers: { host: 'localhost' } })
    expect(await bytesOf(answer)).toEqual(readFileSync(join(DEMO_PICTURES, drawnFileName(productDrawing(product)))))
  })
})
