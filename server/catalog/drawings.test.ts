import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore, writeTestBuild } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import { demoDrawings } from '../db/seed/demo-pictures.ts'
import { loadContent } from '../content/content-snapshot.ts'
import { bannerDrawing, drawInto, drawnFileName, GIFT_CARD_DRAWING, productDrawing } from './drawings.ts'

let distDir: string
let keptDir: string
let store: Store
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'snackfolk-drawn-'))
  keptDir = mkdtempSync(join(tmpdir(), 'snackfolk-kept-'))
  writeTestBuild(distDir)
  store = await openTestStore({ distDir })
})
afterAll(async () => {
  await store.database.close()
  rmSync(distDir, { recursive: true, force: true })
  rmSync(keptDir, { recursive: true, force: true })
})

const get = (path: string) => store.app.request(path, { headers: { host: 'localhost' } })
const widthOf = async (webp: Buffer) => (await sharp(webp).metadata()).width
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer())

describe('the demo’s pictures, drawn with the build', () => {
  it('are every product’s and bundle’s pack, every banner the store shows, and the gift card', async () => {
    const keys = new Set((await demoDrawings()).map((drawing) => drawing.key))
    const { catalog } = store
    const content = await loadContent(store.database.db)
    expect(catalog.products.length).toBeGreaterThan(200)
    for (const product of catalog.products) expect(keys).toContain(productDrawing(product).key)
    expect(keys).toContain(bannerDrawing(/banners\/([a-z0-9-]+)\./.exec(content.banners('en-us', 'home')[0]!.imageUrl)![1]!).key)
    expect(keys).toContain(GIFT_CARD_DRAWING.key)
    expect(keys.size).toBe(catalog.products.length + catalog.bundles.length + 5 + 1)
  })

  it('are drawn once: a later build copies what an earlier one drew', async () => {
    const product = store.catalog.products[0]!
    const dir = join(distDir, 'again')
    expect(await drawInto(dir, [productDrawing(product), GIFT_CARD_DRAWING], keptDir)).toBe(2)
    expect(await drawInto(dir, [productDrawing(product), GIFT_CARD_DRAWING], keptDir)).toBe(0)
    const webp = readFileSync(join(dir, `${drawnFileName(GIFT_CARD_DRAWING.key)}.webp`))
    expect(await widthOf(webp)).toBe(400)
  })

  it('are sent from the build’s files, and a picture the build did not draw is drawn when asked for', async () => {
    const [drawnAhead, notDrawn] = store.catalog.products
    const drawn = join(distDir, 'drawn')
    await drawInto(drawn, [productDrawing(drawnAhead!)], keptDir)
    // The file is told from a picture drawn on request by its width.
    const marked = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer()
    const name = drawnFileName(productDrawing(drawnAhead!).key)
    writeFileSync(join(drawn, `${name}.webp`), marked)
    writeFileSync(join(drawn, `${name}.svg`), '<svg xmlns="http://www.w3.org/2000/svg" data-from="the build"/>')
    // The store reads which pictures were drawn ahead as it opens.
    const opened = await openTestStore({ distDir })
    try {
      const request = (path: string) => opened.app.request(path, { headers: { host: 'localhost' } })
      const fromFile = await request(`/images/products/${drawnAhead!.slug}.webp`)
      expect(await bytesOf(fromFile)).toEqual(marked)
      expect(await (await request(`/images/products/${drawnAhead!.slug}.svg`)).text()).toContain('data-from="the build"')
      const drawnNow = await request(`/images/products/${notDrawn!.slug}.webp`)
      expect(drawnNow.headers.get('content-type')).toBe('image/webp')
      expect(await widthOf(await bytesOf(drawnNow))).toBe(400)
    } finally {
      await opened.database.close()
    }
    // A store opened before the build drew them draws its own.
    expect(await widthOf(await bytesOf(await get(`/images/products/${drawnAhead!.slug}.webp`)))).toBe(400)
  })
})
