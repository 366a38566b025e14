import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from './app-env.ts'
import type { SiteConfig } from '../src/domain/site.ts'
import { ConfigError } from './env.ts'

const SITE_CONFIG_MARK = '<!--site-config-->'
const LOADING_FRAME_MARK = '<!--loading-frame-->'

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** What the page shows before the app has started: the site's name, so the first paint is not blank. */
function loadingFrame(site: SiteConfig): string {
  return `<div class="loading-frame"><p class="loading-frame__name">${escapeHtml(site.name)}</p><p class="loading-frame__bar" aria-hidden="true"></p></div>`
}

/** Puts the site's configuration and title into the page, so the app knows its site before any call. */
export function injectSite(html: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c')
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${site.title}</title>`)
    .replace(SITE_CONFIG_MARK, `<script id="site-config" type="application/json">${json}</script>`)
    .replace(LOADING_FRAME_MARK, loadingFrame(site))
}

/** The page with its small stylesheet inlined, so the first paint waits for no other request. */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = join(distDir, href)
    return existsSync(file) ? `<style>${readFileSync(file, 'utf8')}</style>` : tag
  })
}

/** The page's own stylesheet takes the response's nonce, and so do the styles React Aria adds (it reads `csp-nonce`). */
export function withNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`).replaceAll('<style>', `<style nonce="${nonce}">`)
}

/** The built app: hashed assets cached for a year, every other path gets the page (history fallback). */
export function spaRoutes(distDir: string) {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) throw new ConfigError(`DIST_DIR "${distDir}" has no built app: run "npm run build"`)
  const indexHtml = inlineStylesheets(readFileSync(indexPath, 'utf8'), distDir)
  return new Hono<AppEnv>()
    .use(compress())
    .use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .use('/assets/*', serveStatic({ root: distDir }))
    .get('/assets/*', (c) => c.text('Not found', 404))
    .use('/favicon.svg', serveStatic({ root: distDir }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.html(withNonce(injectSite(indexHtml, c.var.site), c.var.nonce))
    })
}
