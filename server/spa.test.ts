import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { injectSite, spaRoutes } from './spa.ts'
import type { AppEnv } from './app-env.ts'
import { siteForHost } from '../src/domain/site.ts'

describe('the page the server sends', () => {
  const html = '<html><head><title>Snackfolk.com</title><!--site-config--></head></html>'

  it('carries the site for the host: its title and its configuration', () => {
    const page = injectSite(html, siteForHost('rewards.localhost', { 'rewards.localhost': { site: 'rewards' } }, 'https://b.example/'))
    expect(page).toContain('<title>Snackfolk Rewards</title>')
    const json = page.match(/<script id="site-config" type="application\/json">(.*)<\/script>/)![1]!
    expect(JSON.parse(json)).toMatchObject({ id: 'rewards', sourceId: 'SNACKFOLK_REWARDS' })
  })

  it('shows the site’s name before the app starts', () => {
    const page = injectSite(
      '<div id="root"><!--loading-frame--></div>',
      siteForHost('rewards.localhost', { 'rewards.localhost': { site: 'rewards' } }, 'https://b.example/'),
    )
    expect(page).toContain('<p class="loading-frame__name">Snackfolk Rewards</p>')
  })

  it('cannot be broken out of by a configured value', () => {
    const page = injectSite(html, siteForHost('localhost', {}, 'https://b.example/</script><script>alert(1)</script>'))
    expect(page).not.toContain('</script><script>')
  })
})

describe('serving the built app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'snackfolk-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>x</title><!--site-config--><link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"></head><body></body></html>',
  )
  writeFileSync(join(dist, 'assets', 'index-Ab12.css'), 'body{color:red}')
  writeFileSync(join(dist, 'assets', 'main-Ab12Cd.js'), 'console.log(1)')
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  const app = new Hono<AppEnv>()
    .use((c, next) => {
      c.set('site', siteForHost('localhost', {}, 'https://b.example/'))
      c.set('nonce', 'n0nce')
      return next()
    })
    .route('/', spaRoutes(dist))

  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/main-Ab12Cd.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing asset with 404, not the page', async () => {
    expect((await app.request('/assets/gone-123.js')).status).toBe(404)
  })

  it('sends the page for every other path, never cached stale, its inlined stylesheet and React Aria’s styles under the response’s nonce', async () => {
    const response = await app.request('/some/deep/route')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('<title>Snackfolk.com</title>')
    expect(html).toContain('<style nonce="n0nce">body{color:red}</style>')
    expect(html).toContain('<meta name="csp-nonce" content="n0nce">')
  })
})
