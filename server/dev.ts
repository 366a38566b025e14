import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { readEnv, ConfigError } from './start-up/env.ts'
import { openStore } from './start-up/start.ts'
import { startSweeper } from './start-up/sweep.ts'
import { siteConfigTag } from './content/pages.ts'
import { renderCalls } from './http/page-render.ts'
import { API_PREFIXES } from './app.ts'
import { siteForHost } from '#domain/site.ts'
import { PAGE_COOKIES, type RenderPage } from '#domain/page-render.ts'

/** What Vite adds to a page in development (its client, React's refresh), and the app's entry. */
async function developmentHeadTags(vite: Awaited<ReturnType<typeof createViteServer>>, url: string) {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>')
  const added = html.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? ''
  return `${added}<script type="module" src="/src/main.tsx"></script>`
}

/** `npm run dev`: the API server with Vite's hot-reloading app in front, on one port. */
try {
  const env = readEnv()
  const store = await openStore(env)
  const http = createServer()
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: http } }, appType: 'custom' })
  const api = getRequestListener(store.app.fetch)
  // The API, the pictures, the identity provider and its sign-in calls; every other path is the app's.
  const isServerPath = (url: string) =>
    /^\/(images|oidc|sandbox-google)\//.test(url) ||
    /^\/interaction\/[^/]+\/./.test(url) ||
    url.startsWith('/implicit/ssocallback') ||
    API_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`))
  const publicHost = store.hosts.find(new URL(store.hosts.publicOrigin).hostname)!
  const knownLocationIn = (cookie = '') => {
    const asked = Number(new RegExp(`(?:^|;\\s*)${PAGE_COOKIES.location}=(\\d+)`).exec(cookie)?.[1])
    return store.catalog.locations.some((l) => l.number === asked) ? asked : undefined
  }

  http.on('request', (req, res) => {
    const url = req.url ?? '/'
    if (isServerPath(url)) return void api(req, res)
    vite.middlewares(req, res, async () => {
      // The site of a host configuration names, never one a request's Host header makes up.
      const host = store.hosts.find((req.headers.host ?? '').replace(/:\d+$/, '')) ?? publicHost
      const site = siteForHost(
        host.name,
        { [host.name]: { site: host.site, stage: host.stage } },
        env.businessSiteUrl,
        env.inspect,
        env.paymentSession,
        store.identityIssuer,
        store.sandboxes.includes('payments'),
      )
      try {
        const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage }
        const headTags = siteConfigTag(site, store.content.config) + (await developmentHeadTags(vite, url))
        const page = await renderPage({
          request: new Request(new URL(url, host.origin), { headers: req.headers as Record<string, string> }),
          site,
          location: knownLocationIn(req.headers.cookie),
          nonce: '',
          api: renderCalls(store.app.fetch, req),
          // Vite's development server serves each module as it is asked for: no view to fetch ahead.
          headTags: () => headTags,
        })
        res.statusCode = page.status
        page.headers.forEach((value, name) => res.setHeader(name, value))
        if (page.body) Readable.fromWeb(page.body as never).pipe(res)
        else res.end()
      } catch (error) {
        vite.ssrFixStacktrace(error as Error)
        console.error(error)
        res.statusCode = 500
        res.end('The page could not be rendered: see the server log')
      }
    })
  })
  startSweeper(store.database.db, store.gateway, env, env.sweepEveryMs)
  http.listen(env.port, env.host, () =>
    console.log(`Snackfolk (development) is open at ${store.hosts.publicOrigin}/?inspect (sandboxes: ${store.sandboxes.join(', ') || 'none'})`),
  )
  const stop = () => {
    http.close()
    void Promise.all([vite.close(), store.database.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
