/**
 * The pictures the store draws from its own art, for what has no picture of the merchant's: a
 * product's pack, a bundle's, a banner, the gift card. The demo's are drawn ahead, as files beside
 * the demo catalog (`npm run demo-pictures`); the route sends those, and draws only what was not
 * drawn ahead (a merchant's product without a picture of its own) the first time it is asked for.
 */

import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { bannerSvg, bundleSvg, giftCardSvg, productSvg, type ProductArt } from './art.ts'
import type { CatalogBundle, CatalogProduct } from './catalog.ts'
import { webpOf } from './pictures.ts'

/** Pixels across a picture drawn as WebP: a snack card's picture on a sharp phone screen, a banner across a wide one. */
export const WIDTH = { pack: 400, banner: 1200 } as const

/** A picture drawn from the store's art: what it is drawn from (its key), its width as WebP, and its SVG. */
export interface Drawing {
  key: string
  width: number
  svg: () => string
}

/** What a product's pack shows: its brand and colour, its flavor, and the snack of its category. */
const artOf = (product: CatalogProduct): ProductArt => ({
  title: product.title,
  brand: product.brand.name,
  color: product.brand.color,
  flavor: product.flavor.nameEn,
  category: product.category.slug,
  parentCategory: product.parent.slug,
})

export function productDrawing(product: CatalogProduct): Drawing {
  const art = artOf(product)
  return { key: `product:${JSON.stringify(art)}`, width: WIDTH.pack, svg: () => productSvg(art) }
}

export function bundleDrawing(bundle: CatalogBundle): Drawing {
  const art = { title: bundle.title, packs: bundle.items.map((item) => artOf(item.product)) }
  return { key: `bundle:${JSON.stringify(art)}`, width: WIDTH.pack, svg: () => bundleSvg(art) }
}

/** A banner's name in its picture's address: `/images/banners/hb-1.webp` is `hb-1`. */
export const bannerNameIn = (imageUrl: string) => /^\/images\/banners\/([a-z0-9-]+)\./.exec(imageUrl)?.[1]

/** A banner's picture, drawn from its name whichever way it is asked for. */
export const bannerDrawing = (name: string): Drawing => ({ key: `banner:${name}`, width: WIDTH.banner, svg: () => bannerSvg(`${name}.svg`) })

export const GIFT_CARD_DRAWING: Drawing = {
  key: 'gift-card',
  width: WIDTH.pack,
  svg: () => giftCardSvg({ title: 'E-gift card', brand: 'Snackfolk', color: '#2f7d4f' }),
}

/** The file a drawing is kept in: named by the picture it is drawn from and its width, so art that changes is drawn anew. */
export const drawnFileName = (drawing: Drawing) => `${createHash('sha256').update(`${drawing.width}\n${drawing.svg()}`).digest('hex').slice(0, 32)}.webp`

/**
 * Draws into `dir` each picture it does not hold yet, two at a time (each takes a core tens of
 * milliseconds), and lets go of the files no drawing names. A picture is written whole or not at all.
 * Resolves to how many were drawn and let go.
 */
export async function drawInto(dir: string, drawings: readonly Drawing[]): Promise<{ drawn: number; letGo: number }> {
  await mkdir(dir, { recursive: true })
  const named = new Map(drawings.map((drawing) => [drawnFileName(drawing), drawing]))
  const held = new Set(await readdir(dir))
  const waiting = [...named].filter(([file]) => !held.has(file))
  const drawNext = async (): Promise<void> => {
    const next = waiting.shift()
    if (!next) return
    const [file, drawing] = next
    const partial = join(dir, `.${file}.${process.pid}`)
    await writeFile(partial, await webpOf(drawing.svg(), drawing.width))
    await rename(partial, join(dir, file))
    return drawNext()
  }
  const drawn = waiting.length
  await Promise.all([drawNext(), drawNext()])
  const unnamed = [...held].filter((file) => !named.has(file))
  await Promise.all(unnamed.map((file) => rm(join(dir, file))))
  return { drawn, letGo: unnamed.length }
}

/** The pictures drawn ahead into `dir`: a drawing's WebP, read when asked for; undefined for one not drawn ahead (or gone since). */
export function drawnAhead(dir: string | undefined): (drawing: Drawing) => Promise<Buffer | undefined> {
  const files = new Set(dir && existsSync(dir) ? readdirSync(dir) : [])
  return async (drawing) => {
    const file = drawnFileName(drawing)
    return files.has(file) ? readFile(join(dir!, file)).catch(() => undefined) : undefined
  }
}
