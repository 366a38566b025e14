import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { bannerDrawing, bannerNameIn, bundleDrawing, drawnAhead, GIFT_CARD_DRAWING, productDrawing, WIDTH, type Drawing } from './drawings.ts'
import { createPictures, type PictureSource } from './pictures.ts'
import type { StoredPictures } from './stored-pictures.ts'

const CACHED = 'public, max-age=86400'

/** A picture's name and kind from its file name: `crunchwell-original-potato-chips.webp`. */
const FILE = ':file{[a-z0-9-]+\\.(?:svg|webp)}'

const nameOf = (file: string) => file.replace(/\.(svg|webp)$/, '')

/** Whether a banner of the store's content is drawn from this name (only those are drawn, not any name asked for). */
const shownBanner = (c: Context<AppEnv>, name: string) =>
  (['home', 'promotion'] as const).some((kind) =>
    c
      .get('content')
      .banners('en-us', kind)
      .some((banner) => bannerNameIn(banner.imageUrl) === name),
  )

/**
 * Every picture as SVG (its source) and as WebP (what the store's pages show: a phone decodes it
 * aside instead of laying it out on the thread that runs the page). The store's own pictures are
 * sent from `drawnDir` where they were drawn ahead, else drawn the first time they are asked for.
 */
export function imageRoutes(stored: StoredPictures, drawnDir?: string) {
  const pictures = createPictures()
  const ahead = drawnAhead(drawnDir)
  async function send(c: Context<AppEnv>, drawing: Drawing) {
    if (c.req.path.endsWith('.svg')) return c.body(drawing.svg(), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHED })
    const source = async (): Promise<PictureSource> => {
      const drawn = await ahead(drawing)
      return drawn ? { webp: drawn } : { svg: drawing.svg() }
    }
    return sendWebp(c, await pictures.webp(drawing.key, drawing.width, source))
  }
  const sendWebp = (c: Context<AppEnv>, webp: Buffer) => c.body(new Uint8Array(webp), 200, { 'Content-Type': 'image/webp', 'Cache-Control': CACHED })

  /** A merchant's picture, sized as the store's own packs are (it has no SVG); the same bytes under another name are drawn once. */
  async function sendPicture(c: Context<AppEnv>, sha: string, box: { width: number; height: number } = { width: WIDTH.pack, height: WIDTH.pack }) {
    if (c.req.path.endsWith('.svg')) return c.notFound()
    const gone = new Error('no such picture')
    const picture = await pictures
      .webp(`picture:${sha}:${box.width}x${box.height}`, box.width, async (): Promise<PictureSource> => {
        const bytes = await stored.bytesOf(sha)
        if (!bytes) throw gone
        return { bytes, height: box.height }
      })
      .catch((error: unknown) => {
        // A process whose catalog has not caught up with an import may still name a picture the store has let go of.
        if (error === gone) return undefined
        throw error
      })
    return picture ? sendWebp(c, picture) : c.notFound()
  }

  return new Hono<AppEnv>()
    .get(`/products/${FILE}`, (c) => {
      const product = c.get('catalog').productBySlug.get(nameOf(c.req.param('file')))
      if (!product) return c.notFound()
      if (product.pictureSha) return sendPicture(c, product.pictureSha)
      return send(c, productDrawing(product))
    })
    .get(`/bundles/${FILE}`, (c) => {
      const bundle = c.get('catalog').bundleBySlug.get(nameOf(c.req.param('file')))
      if (!bundle) return c.notFound()
      if (bundle.pictureSha) return sendPicture(c, bundle.pictureSha)
      return send(c, bundleDrawing(bundle))
    })
    .get(`/banners/${FILE}`, (c) => {
      const name = nameOf(c.req.param('file'))
      if (!shownBanner(c, name)) return c.notFound()
      const picture = c.get('content').bannerPicture(name)
      if (picture) return sendPicture(c, picture, { width: WIDTH.banner, height: WIDTH.banner / 3 })
      return send(c, bannerDrawing(name))
    })
    .on('GET', ['/gift-card.svg', '/gift-card.webp'], (c) => send(c, GIFT_CARD_DRAWING))
}
