import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { bannerSvg, productSvg } from '../art.ts'

const svg = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }

export function imageRoutes() {
  return new Hono<AppEnv>()
    .get('/products/:file{[a-z0-9-]+\\.svg}', (c) => {
      const art = c.var.content.productArt(c.req.param('file').slice(0, -4))
      return art ? c.body(productSvg(art), 200, svg) : c.notFound()
    })
    .get('/banners/:file{[a-z0-9-]+\\.svg}', (c) => c.body(bannerSvg(c.req.param('file')), 200, svg))
}
