/**
 * The pictures the store draws from its own art, for what has no picture of the merchant's: a
 * product's pack, a bundle's, a banner, the gift card. The catalog the store opens with (the demo's)
 * has them drawn ahead with the build, as files; the route sends those, and draws only what the
 * build did not know (a merchant's later product without a picture).
 */

import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
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

/** A banner's picture, drawn from its name whichever way it is asked for. */
export const bannerDrawing = (name: string): Drawing => ({ key: `banner:${name}`, width: WIDTH.banner, svg: () => bannerSvg(`${name}.svg`) })

export const GIFT_CARD_DRAWING: Drawing = {
  key: 'gift-card',
  width: WIDTH.pack,
  svg: () => giftCardSvg({ title: 'E-gift card', brand: 'Snackfolk', color: '#2f7d4f' }),
}

/** The file a drawing is kept in, without its extension: named by what it is drawn from, so art that changes is drawn anew. */
export const drawnFileName = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32)

export type DrawnKind = 'svg' | 'webp'

/**
 * Draws each picture into `dir` as SVG and as WebP, two at a time (each takes a core tens of
 * milliseconds). A picture already in `keptDir` is copied from there, and one drawn is kept there,
 * so a build after the first draws only what changed. Resolves to how many were drawn.
 */
export async function drawInto(dir: string, drawings: readonly Drawing[], keptDir: string): Promise<number> {
  await mkdir(dir, { recursive: true })
  await mkdir(keptDir, { recursive: true })
  const waiting = [...new Map(drawings.map((drawing) => [drawnFileName(drawing.key), drawing]))]
  let drawn = 0
  const drawNext = async (): Promise<void> => {
    const next = waiting.shift()
    if (!next) return
    const [name, drawing] = next
    const svg = drawing.svg()
    await writeFile(join(dir, `${name}.svg`), svg)
    const kept = join(keptDir, `${name}.webp`)
    if (!existsSync(kept)) {
      await writeFile(kept, await webpOf(svg, drawing.width))
      drawn++
    }
    await copyFile(kept, join(dir, `${name}.webp`))
    return drawNext()
  }
  await Promise.all([drawNext(), drawNext()])
  return drawn
}

/** The pictures drawn ahead into `dir` (none without one): a drawing's file, read when asked for; undefined for one not drawn ahead. */
export function drawnAhead(dir: string | undefined): (drawing: Drawing, kind: DrawnKind) => Promise<Buffer> | undefined {
  const files = new Set(dir && existsSync(dir) ? readdirSync(dir) : [])
  return (drawing, kind) => {
    const file = `${drawnFileName(drawing.key)}.${kind}`
    return dir && files.has(file) ? readFile(join(dir, file)) : undefined
  }
}
