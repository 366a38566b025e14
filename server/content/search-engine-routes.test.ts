import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'

let development: Store
let production: Store
beforeAll(async () => {
  ;[development, production] = await Promise.all([
    openTestStore({ publicOrigin: 'http://localhost:3000' }),
    openTestStore({
      publicOrigin: 'https://www.snackfolk.example',
      paymentHost: 'pay.snackfolk.example',
      sandboxes: ['payments'],
      mailUrl: 'smtp://127.0.0.1:1',
      serviceEmail: 'care@snackfolk.example',
    }),
  ])
})
afterAll(() => Promise.all([development.database.close(), production.database.close()]))

describe('what search engines read', () => {
  it('robots.txt names the sitemap on a production host', async () => {
    const response = await production.app.request('/robots.txt', { headers: { host: 'www.snackfolk.example' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.snackfolk.example/sitemap.xml\n')
  })

  it('robots.txt keeps every crawler out of a development host', async () => {
    const response = await development.app.request('/robots.txt', { headers: { host: 'localhost:3000' } })
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
  })

  it('sitemap.xml lists every product, bundle, brand and category page at the host’s origin, and no free sample', async () => {
    const response = await production.app.request('/sitemap.xml', { headers: { host: 'www.snackfolk.example' } })
    expect(response.headers.get('content-type')).toBe('application/xml; charset=UTF-8')
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&#38;', '&'))
    const { catalog } = production
    const at = (path: string) => `https://www.snackfolk.example${path}`
    for (const product of catalog.products) expect(locs.includes(at(`/product/${product.slug}`))).toBe(!product.freeSample)
    for (const bundle of catalog.bundles) expect(locs).toContain(at(`/bundle/${bundle.slug}`))
    for (const brand of catalog.brands) expect(locs).toContain(at(`/all-snacks?brand=${brand.slug}`))
    for (const parent of catalog.parents) {
      expect(locs).toContain(at(`/all-snacks/${parent.slug}`))
      for (const child of parent.children) expect(locs).toContain(at(`/all-snacks/${parent.slug}/${child.slug}`))
    }
    expect(new Set(locs).size).toBe(locs.length)
  })
})
