import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { bannerSvg, bundleSvg, giftCardSvg, productSvg, type ProductArt } from '../art.ts'
import type { CatalogProduct } from '../catalog/catalog.ts'

const svg = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }

/** What a product's pack shows: its brand and colour, its flavor, and the snack of its category. */
const artOf = (product: CatalogProduct): ProductArt => ({
  title: product.title,
  brand: product.brand.name,
  color: product.brand.color,
  flavor: product.flavor.nameEn,
  category: product.category.slug,
  parentCategory: product.parent.slug,
})

export function imageRoutes() {
  return new Hono<AppEnv>()
    .get('/products/:file{[a-z0-9-]+\\.svg}', (c) => {
      const product = c.var.catalog.productBySlug.get(c.req.param('file').slice(0, -4))
      if (!product) return c.notFound()
      return c.body(productSvg(artOf(product)), 200, svg)
    })
    .get('/bundles/:file{[a-z0-9-]+\\.svg}', (c) => {
      const bundle = c.var.catalog.bundleBySlug.get(c.req.param('file').slice(0, -4))
      if (!bundle) return c.notFound()
      return c.body(bundleSvg({ title: bundle.title, packs: bundle.items.map((item) => artOf(item.product)) }), 200, svg)
    })
    .get('/banners/:file{[a-z0-9-]+\\.svg}', (c) => c.body(bannerSvg(c.req.param('file')), 200, svg))
    .get('/gift-card.svg', (c) => c.body(giftCardSvg({ title: 'E-gift card', brand: 'Snackfolk', color: '#2f7d4f' }), 200, svg))
}
