import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { IncomingMessage } from 'node:http'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from '../app-env.ts'
import { PAGE_COOKIES, type RenderPage } from '#domain/page-render.ts'
import { getCookie } from 'hono/cookie'
import { chooseLocale, isLocale, localeFromUrl, pathWithoutLocale, type Locale } from '#domain/locale.ts'
import type { SiteConfig } from '#domain/site.ts'
import type { ConfigFlags } from '#domain/content.ts'
import { scriptJson } from '#domain/structured-data.ts'
import { ConfigError } from '../start-up/env.ts'
import { pageNonce } from '../http/content-security.ts'
import { renderCalls } from '../http/page-render.ts'

/** The built app: the server's renderer and what every page's head carries to start the browser's app. */
export interface BuiltApp {
  render: RenderPage
  /**
   * The stylesheet (inlined, so the first paint waits for no other request) and the loader of the
   * app's scripts, of the page's views (by the ids of the routes it matched) and of the page's
   * language's landing strings, with the response's nonce.
   */
  headTags: (nonce: string, locale: Locale, routeIds: string[], landing: boolean) => string
}

const CLIENT_ENTRY = 'src/main.tsx'
const SERVER_ENTRY = join('server', 'entry-server.js')

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

/** The source files a route id can name: `/all-snacks/` is `src/routes/all-snacks/index.tsx`, `/faq` is `src/routes/faq.tsx` or `src/routes/faq/route.tsx`. */
function routeFiles(routeId: string): string[] {
  if (!routeId.startsWith('/')) return []
  return routeId.endsWith('/') ? [`src/routes${routeId}index.tsx`] : [`src/routes${routeId}.tsx`, `src/routes${routeId}/route.tsx`]
}

/** The entry's script, the scripts it imports (fetched at once rather than one after another) and its stylesheets, from Vite's manifest. */
function clientAssets(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new ConfigError(`DIST_DIR "${distDir}" was built without ${CLIENT_ENTRY}: run "npm run build"`)
  const imported = new Set<string>()
  const visit = (key: string) => {
    for (const name of manifest[key]?.imports ?? []) {
      if (imported.has(name)) continue
      imported.add(name)
      visit(name)
    }
  }
  visit(CLIENT_ENTRY)
  const css = [...(entry.css ?? []), ...[...imported].flatMap((name) => manifest[name]?.css ?? [])]
  return {
    script: `/${entry.file}`,
    preloads: [...imported].map((name) => `/${manifest[name]!.file}`),
    /**
     * The views of the routes a page matched (`/product/$slug` is `src/routes/product/$slug.tsx`,
     * whose view the router's plugin splits off) and what they import beyond the entry: fetched
     * with the entry rather than one after another once it runs. A page finished in the browser
     * also runs its routes' loaders there and may show their pending views: those come too, with
     * what a view or a loader fetches when it runs (checkout's payment code).
     */
    views: (routeIds: string[], landing: boolean) => {
      const found = new Set<string>()
      const visit = (key: string) => {
        if (key === CLIENT_ENTRY || imported.has(key) || found.has(key) || !manifest[key]) return
        found.add(key)
        manifest[key].imports?.forEach(visit)
      }
      const splits = landing ? ['component'] : ['component', 'pendingComponent', 'loader']
      for (const id of routeIds)
        for (const file of routeFiles(id))
          for (const split of splits) {
            visit(`${file}?tsr-split=${split}`)
            if (!landing) manifest[`${file}?tsr-split=${split}`]?.dynamicImports?.forEach(visit)
          }
      return [...found].map((key) => `/${manifest[key]!.file}`)
    },
    /**
     * The strings a page starts with, in each language, fetched with the entry rather than after it:
     * a landing page's few, or, for a page finished in the browser, every string as well.
     */
    messages: (locale: Locale, landing: boolean) =>
      [`virtual:landing-messages/${locale}`, ...(landing ? [] : [`src/i18n/locales/${locale}/messages.po`])].flatMap((key) => {
        const chunk = manifest[key]
        return chunk ? [`/${chunk.file}`] : []
      }),
    stylesheet: css.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n'),
  }
}

/** How many of the scripts the entry imports are asked for in one task: asking for one takes the page's thread about a millisecond. */
const PRELOADS_AT_ONCE = 6

/**
 * Fetches the browser's app once the server's page is painted: the entry, and beside it the
 * scripts it imports. On a slow phone the scripts would otherwise share the network with the page
 * and its first picture, which a shopper sees before the app takes the page over (its links, the
 * search form, the menu and the filters work without it). A tab hidden as the page loads, which
 * paints nothing, fetches them at once. The entry is asked for first; the scripts it imports follow
 * a few at a time, each few in a task of its own, so that a page taken over with thirty of them
 * (checkout) is not held while they are asked for.
 */
export function scriptsAfterPaint(entry: string, imports: string[]): string {
  const load =
    `const script=document.createElement('script');script.type='module';script.src=${scriptJson(entry)};document.head.append(script);` +
    `const hrefs=${scriptJson(imports)};const next=()=>{for(const href of hrefs.splice(0,${PRELOADS_AT_ONCE})){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}if(hrefs.length>0)setTimeout(next)};next()`
  return (
    `(()=>{const load=()=>{${load}};const painted=()=>requestAnimationFrame(()=>setTimeout(load));` +
    `if(document.visibilityState==='hidden')load();else if(document.readyState==='loading')addEventListener('DOMContentLoaded',painted,{once:true});else painted()})()`
  )
}

/** The site's configuration and the store's configuration flags (SPEC §3's session values), read by the browser's app before any call. */
export function siteConfigTag(site: SiteConfig, flags: ConfigFlags): string {
  return (
    `<script id="site-config" type="application/json">${scriptJson(site)}</script>` +
    `<script id="config-flags" type="application/json">${scriptJson(flags)}</script>`
  )
}

/** Loads the app `npm run build` wrote: its server renderer and the browser's assets. */
export function builtApp(distDir: string): () => Promise<BuiltApp> {
  const serverEntry = join(distDir, SERVER_ENTRY)
  if (!existsSync(serverEntry) || !existsSync(join(distDir, '.vite', 'manifest.json')))
    throw new ConfigError(`DIST_DIR "${distDir}" has no built app: run "npm run build"`)
  const assets = clientAssets(distDir)
  const head = (nonce: string, locale: Locale, routeIds: string[], landing: boolean) =>
    `<style nonce="${nonce}">${assets.stylesheet}</style><script nonce="${nonce}">${scriptsAfterPaint(assets.script, [...assets.preloads, ...assets.views(routeIds, landing), ...assets.messages(locale, landing)])}</script>`
  let loading: Promise<BuiltApp> | undefined
  return () =>
    (loading ??= import(pathToFileURL(serverEntry).href).then((module: { renderPage: RenderPage }) => ({ render: module.renderPage, headTags: head })))
}

/** The location the shopper's `location` cookie names, if the store has it; a stale or made-up one renders the default location's page. */
export function knownLocation(c: Context<AppEnv>): number | undefined {
  const kept = getCookie(c, PAGE_COOKIES.location) ?? ''
  const asked = /^\d{1,6}$/.test(kept) ? Number(kept) : undefined
  return c.get('catalog').locations.some((l) => l.number === asked) ? asked : undefined
}

/** The built app's pages: hashed assets cached for a year, and every other address rendered by the server. */
export function pageRoutes(load: () => Promise<BuiltApp>, distDir: string, appFetch: (request: Request, env: unknown) => Response | Promise<Response>) {
  return new Hono<AppEnv>()
    .use(compress())
    .use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .use('/assets/*', serveStatic({ root: distDir }))
    .get('/assets/*', (c) => c.text('Not found', 404))
    .use('/favicon.svg', serveStatic({ root: distDir }))
    .get('*', async (c) => {
      const url = new URL(c.req.url)
      // A language segment (/es-us/faq) only chooses the language: the page's one address carries it as ?lang=.
      const asked = localeFromUrl(url)
      // ...and a language asked for alone (?lang=es) is asked for as the store names it (?lang=es-us).
      const spelled = url.searchParams.get('lang')
      if ((url.pathname.split('/').some(isLocale) || (spelled !== null && spelled !== asked)) && asked) {
        const to = new URL(pathWithoutLocale(url.pathname) + url.search, c.get('origin'))
        to.searchParams.set('lang', asked)
        return c.redirect(to.pathname + to.search, 301)
      }
      // A store with no catalog yet (a production store before its merchant's first import) shows its maintenance page only.
      if (c.get('catalog').products.length === 0 && url.pathname !== '/maintenance') {
        c.header('Cache-Control', 'no-store')
        return c.redirect('/maintenance', 307)
      }
      const app = await load()
      // The page is rendered for the host's configured origin, whatever the request's Host header spelled.
      const request = new Request(new URL(url.pathname + url.search, c.get('origin')), { headers: c.req.raw.headers, signal: c.req.raw.signal })
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
      return app.render({
        request,
        site: c.get('site'),
        location: knownLocation(c),
        nonce: pageNonce(c),
        api: renderCalls(appFetch, incoming),
        headTags: (routeIds, landing) =>
          siteConfigTag(c.get('site'), c.get('content').config) +
          app.headTags(pageNonce(c), chooseLocale(url, getCookie(c, PAGE_COOKIES.locale) ?? null), routeIds, landing),
      })
    })
}
