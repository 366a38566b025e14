import { afterAll, beforeAll } from 'vitest'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, type AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { openStore, type Store } from '../start-up/start.ts'
import { freshTestDatabaseUrl } from '../db/test-database.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { SettleDeps } from '../orders/settle-order.ts'
import type { Env } from '../start-up/env.ts'
import { DEFAULT_HOST_MAP } from '#domain/site.ts'
import type { Handshake } from '#domain/handshake.ts'

const TEST_SECRET = 'a-test-secret-that-is-long-enough-000'
export const REFUSAL_WAIT_MS = 20

/** A store on a fresh in-memory database, for route tests through `app.request()`; given a `distDir`, it serves that build's pages. */
export async function openTestStore(overrides: Partial<Env> = {}): Promise<Store> {
  const env: Env = {
    ...overrides,
    port: overrides.port ?? 0,
    host: '127.0.0.1',
    dataDir: '',
    hostMap: DEFAULT_HOST_MAP,
    businessSiteUrl: 'https://business.snackfolk.example/',
    handshakeSecret: TEST_SECRET,
    distDir: '',
    paymentGateway: 'sandbox',
    paymentHost: overrides.paymentHost ?? 'pay.localhost',
    mailFrom: 'orders@snackfolk.example',
    paymentSession: { lifeMs: 15 * 60_000, warnBeforeMs: 2 * 60_000 },
    publicOrigin: overrides.publicOrigin,
    refusalWaitMs: overrides.refusalWaitMs,
    identity: overrides.identity,
    sandboxes: overrides.sandboxes ?? [],
    trustProxy: overrides.trustProxy ?? 0,
    // Route tests call from one address many times a minute; the limits' own tests scale them back to 1.
    rateLimitScale: overrides.rateLimitScale ?? 1000,
    sessionIdleMs: overrides.sessionIdleMs ?? 24 * 3_600_000,
    emptyCartKeepMs: overrides.emptyCartKeepMs ?? 7 * 86_400_000,
    guestCartKeepMs: overrides.guestCartKeepMs ?? 90 * 86_400_000,
    sweepEveryMs: overrides.sweepEveryMs ?? 15 * 60_000,
  }
  const fresh = overrides.databaseUrl ? undefined : await freshTestDatabaseUrl()
  const store = await openStore({ ...env, databaseUrl: overrides.databaseUrl ?? fresh?.url }, overrides.distDir)
  if (!fresh) return store
  const close = store.database.close
  return { ...store, database: { ...store.database, close: () => close().then(fresh.drop) } }
}

/**
 * A store served on a free port of 127.0.0.1, for what needs a real server (the identity provider's
 * redirects and cookies); closed with the test file. `overrides` may be read as the store opens
 * (a database an earlier `beforeAll` made).
 */
export function listeningStoreForTests(given: Parameters<typeof openTestStore>[0] | (() => Parameters<typeof openTestStore>[0]) = {}) {
  let store: Store
  let server: ServerType
  let origin = ''
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    origin = `http://127.0.0.1:${port}`
    // Refusals in a row wait 20 ms, then 40, 80…: long enough to measure, short enough for a test file of them.
    const overrides = typeof given === 'function' ? given() : given
    store = await openTestStore({ ...overrides, port, publicOrigin: origin, refusalWaitMs: REFUSAL_WAIT_MS })
    server = serve({ fetch: store.app.fetch, port, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await store.database.close()
  })
  return {
    get store() {
      return store
    },
    get origin() {
      return origin
    },
  }
}

export async function handshakeHeaders(store: Store, host = 'localhost'): Promise<Record<string, string>> {
  const response = await store.app.request('/v2/dopservice/handshaking', { method: 'POST', headers: { host } })
  const answer = (await response.json()) as { data: Handshake }
  if (!answer.data) throw new Error(`No handshake: ${JSON.stringify(answer)}`)
  const { data } = answer
  return { sessionId: data.sessionId, rnduts: data.rnduts, encstr: data.encstr, host }
}

/** The same database behind a newly built app, as after a server restart. */
export async function restartedApp(store: Store) {
  const { createApp } = await import('../app.ts')
  const { createHandshakes } = await import('../identity/handshakes.ts')
  const { loadContent } = await import('../content/content-snapshot.ts')
  const { loadCatalog } = await import('../catalog/catalog.ts')
  const { createSandboxGateway, sandboxSecret } = await import('../payments/sandbox/gateway.ts')
  const { openIdentity } = await import('../identity/identity.ts')
  const gateway = createSandboxGateway(store.database.db, await sandboxSecret(store.database.db), 'pay.localhost')
  return createApp({
    identity: await openIdentity(store.database.db, { publicOrigin: 'http://localhost', clients: [] }),
    hosts: store.hosts,
    sandboxes: store.sandboxes,
    rateLimitScale: 1000,
    cartKey: await (await import('../db/kept-secret.ts')).keptSecret(store.database.db, 'cart_account_key', () => 'unused'),
    gateway,
    sandboxGateway: store.sandboxes.includes('payments') ? gateway : undefined,
    paymentHost: 'pay.localhost',
    db: store.database.db,
    content: await loadContent(store.database.db),
    catalog: await loadCatalog(store.database.db),
    handshakes: createHandshakes(store.database.db, TEST_SECRET),
    businessSiteUrl: 'https://business.snackfolk.example/',
    serviceEmail: 'service@snackfolk.example',
  })
}

/**
 * A test file's store, opened before its tests and closed after, with a shopper's handshake at
 * location 1; `call` sends a JSON request as that shopper (to a restarted app when given one).
 */
export function storeForTests(overrides: Parameters<typeof openTestStore>[0] = {}) {
  let store: Store
  let headers: Record<string, string>
  beforeAll(async () => {
    store = await openTestStore(overrides)
    headers = { ...(await handshakeHeaders(store)), 'content-type': 'application/json', locationNumber: '1' }
  })
  afterAll(() => store.database.close())
  return {
    get store() {
      return store
    },
    async call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}, app: Pick<Store['app'], 'request'> = store.app) {
      const response = await app.request(path, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: response.status, body: await response.json() }
    },
  }
}

/**
 * Writes a build of the shape `npm run build` gives into `distDir`, for tests of how the server
 * serves pages without building the app: Vite's manifest naming the app's entry, its script and
 * stylesheet, and a server renderer whose page shows what it was given and what the API answered it.
 */
export function writeTestBuild(distDir: string): void {
  mkdirSync(join(distDir, '.vite'), { recursive: true })
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  mkdirSync(join(distDir, 'server'), { recursive: true })
  const manifest = {
    'src/main.tsx': { file: 'assets/main-Ab12.js', css: ['assets/main-Ab12.css'], imports: ['_react-Cd34.js'] },
    '_react-Cd34.js': { file: 'assets/react-Cd34.js' },
    'src/routes/product/$slug.tsx?tsr-split=component': { file: 'assets/product-Ij90.js', imports: ['src/main.tsx', '_react-Cd34.js', '_add-to-cart-Kl12.js'] },
    '_add-to-cart-Kl12.js': { file: 'assets/add-to-cart-Kl12.js', imports: ['src/main.tsx'] },
    'src/routes/product/$slug.tsx?tsr-split=loader': { file: 'assets/product-Mn34.js', imports: ['src/main.tsx'] },
    'virtual:landing-messages/en-us': { file: 'assets/en-us-Ef56.js' },
    'virtual:landing-messages/es-us': { file: 'assets/es-us-Gh78.js' },
    'src/i18n/locales/en-us/messages.po': { file: 'assets/messages-Qr56.js' },
    'src/routes/checkout.tsx?tsr-split=component': {
      file: 'assets/checkout-St78.js',
      imports: ['src/main.tsx', '_react-Cd34.js'],
      dynamicImports: ['src/app/checkout-logic.ts'],
    },
    'src/app/checkout-logic.ts': { file: 'assets/checkout-logic-Yz34.js', imports: ['_card-frame-Ab56.js'] },
    '_card-frame-Ab56.js': { file: 'assets/card-frame-Ab56.js' },
  }
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(distDir, 'assets', 'main-Ab12.js'), 'console.log(1)')
  writeFileSync(join(distDir, 'assets', 'react-Cd34.js'), 'console.log(2)')
  writeFileSync(join(distDir, 'assets', 'main-Ab12.css'), 'body{color:red}')
  writeFileSync(
    join(distDir, 'server', 'entry-server.js'),
    `export async function renderPage({ request, site, location, nonce, api, headTags }) {
  const navigation = await (await api(new URL('/v2/dopservice/navigationlist?locale=en-us', request.url))).json()
  const { pathname } = new URL(request.url)
  const status = pathname === '/no/such/page' ? 404 : 200
  const page = { url: request.url, cookie: request.headers.get('cookie'), site: site.id, location: location ?? null, nonce, navigation: navigation.success }
  // Checkout is finished in the browser; any other address stands for a landing page, a product's.
  const head = pathname === '/checkout' ? headTags(['__root__', '/checkout'], false) : headTags(['__root__', '/product/$slug'], true)
  return new Response('<html><head>' + head + '</head><body><pre>' + JSON.stringify(page) + '</pre></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' },
  })
}
`,
  )
}

/** What shipping or cancelling an order of a test store needs, through `gateway`. */
export const settleDepsOf = (store: Store, gateway: PaymentGateway): SettleDeps => ({
  db: store.database.db,
  gateway,
  catalog: store.catalog,
  publicOrigin: store.hosts.publicOrigin,
})

/** A parcel as an operator marks an order shipped with. */
export const PARCEL = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }

/** The operator API of a test store, called with its token: a body is sent as JSON, or as it is when it is bytes (a picture). */
export function operatorCalls(shop: { readonly store: Store }, token: string) {
  return async (method: string, path: string, body?: object, contentType = body instanceof Uint8Array ? 'application/octet-stream' : 'application/json') => {
    const response = await shop.store.app.request(`/operator${path}`, {
      method,
      headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': contentType },
      body: body === undefined ? undefined : body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
}
