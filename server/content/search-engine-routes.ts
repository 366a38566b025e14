import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Catalog } from '../catalog/catalog.ts'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** Every page of the catalog a search engine should know: products, bundles, brands and categories. */
export function catalogPaths(catalog: Catalog): string[] {
  return [
    '/',
    '/all-snacks',
    ...catalog.parents.flatMap((parent) => [`/all-snacks/${parent.slug}`, ...parent.children.map((child) => `/all-snacks/${parent.slug}/${child.slug}`)]),
    ...catalog.brands.map((brand) => `/all-snacks?brand=${encodeURIComponent(brand.slug)}`),
    ...catalog.products.filter((product) => !product.freeSample).map((product) => `/product/${encodeURIComponent(product.slug)}`),
    ...catalog.bundles.map((bundle) => `/bundle/${encodeURIComponent(bundle.slug)}`),
  ]
}

/**
 * What search engines read: `robots.txt` names the sitemap on a production host and keeps every
 * crawler out of development and staging hosts; `sitemap.xml` lists the catalog's pages at the
 * host's configured origin.
 */
export function searchEngineRoutes() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600')
      if (c.get('site').stage !== 'production') return c.text('User-agent: *\nDisallow: /\n')
      return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${c.get('origin')}/sitemap.xml\n`)
    })
    .get('/sitemap.xml', (c) => {
      const urls = catalogPaths(c.get('catalog')).map((path) => `<url><loc>${escapeXml(c.get('origin') + path)}</loc></url>`)
      c.header('Content-Type', 'application/xml; charset=UTF-8')
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`)
    })
}
