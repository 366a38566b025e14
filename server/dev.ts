import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { readEnv, ConfigError } from './env.ts'
import { openStore } from './start.ts'
import { startSweeper } from './sweep.ts'
import { injectSite } from './spa.ts'
import { API_PREFIXES } from './app.ts'
import { siteForHost } from '../src/domain/site.ts'

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

  http.on('request', (req, res) => {
    const url = req.url ?? '/'
    if (isServerPath(url)) return void api(req, res)
    vite.middlewares(req, res, async () => {
      const html = await vite.transformIndexHtml(url, readFileSync('index.html', 'utf8'))
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
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(injectSite(html, site))
    })
  })
  startSweeper(store.database.db, env, env.sweepEveryMs)
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
