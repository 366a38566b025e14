import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { bannerSvg, productSvg } from '../art.ts'

const svg = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }

export function imageRoutes() {
  return new Hono<AppEnv>()
    .get('/products/:file{[a-z0-9-]+\\.svg}', (c) => {
      const product = c.var.catalog.productBySlug.get(c.req.param('file').slice(0, -4))
      if (!product) return c.notFound()
      return c.body(productSvg({ title: product.title, brand: product.brand.name, color: product.brand.color }), 200, svg)
    })
    .get('/bundles/:file{[a-z0-9-]+\\.svg}', (c) => {
      const bundle = c.var.catalog.bundleBySlug.get(c.req.param('file').slice(0, -4))
      if (!bundle) return c.notFound()
      return c.body(productSvg({ title: bundle.title, brand: 'Bundle', color: bundle.items[0]!.product.brand.color }), 200, svg)
    })
    .get('/banners/:file{[a-z0-9-]+\\.svg}', (c) => c.body(bannerSvg(c.req.param('file')), 200, svg))
    .get('/gift-card.svg', (c) => c.body(productSvg({ title: 'E-gift card', brand: 'Snackfolk', color: '#2f7d4f' }), 200, svg))
}
