import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore, writeTestBuild } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'

let distDir: string
let store: Store
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'snackfolk-pages-'))
  writeTestBuild(distDir)
  store = await openTestStore({ publicOrigin: 'http://localhost:3000', distDir })
})
afterAll(async () => {
  await store.database.close()
  rmSync(distDir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => store.app.request(path, { headers: { host: 'localhost:3000', ...headers } })

describe('the pages the server renders', () => {
  it('caches hashed assets for a year, and answers a missing one 404, not a page', async () => {
    const asset = await get('/assets/main-Ab12.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/gone-123.js')).status).toBe(404)
  })

  it('renders every other address for the host’s configured origin, with the shopper’s cookies, kept by no shared cache', async () => {
    const response = await get('/all-snacks?page=2', { cookie: 'lang=es-us' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    const page = JSON.parse((await response.text()).match(/<pre>(.*)<\/pre>/)![1]!)
    expect(page).toMatchObject({ url: 'http://localhost:3000/all-snacks?page=2', cookie: 'lang=es-us', site: 'snacks' })
  })

  it('renders for the location the cookie names when the store has it, and for the default one otherwise', async () => {
    const locationOf = async (cookie: string) => JSON.parse((await (await get('/', { cookie })).text()).match(/<pre>(.*)<\/pre>/)![1]!).location
    const known = store.catalog.locations.at(-1)!.number
    expect(await locationOf(`location=${known}`)).toBe(known)
    for (const cookie of ['location=999999', 'location=abc', 'location=1e0']) expect(await locationOf(cookie)).toBeNull()
  })

  it('lets the render call the API in the same process with no handshake, while a call from outside without one is refused', async () => {
    const page = JSON.parse((await (await get('/')).text()).match(/<pre>(.*)<\/pre>/)![1]!)
    expect(page.navigation).toBe(true)
    const outside = await get('/v2/dopservice/navigationlist?locale=en-us')
    expect(outside.status).toBe(401)
  })

  it('starts the browser’s app from the head: the site’s configuration, the stylesheet inlined and the scripts, under the response’s nonce', async () => {
    const response = await get('/')
    const html = await response.text()
    const page = JSON.parse(html.match(/<pre>(.*)<\/pre>/)![1]!)
    expect(page.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${page.nonce}'`)
    const site = JSON.parse(html.match(/<script id="site-config" type="application\/json">(.*?)<\/script>/)![1]!)
    expect(site).toMatchObject({ id: 'snacks', name: 'Snackfolk' })
    // The store's configuration flags, which the browser keeps as the session's.
    const flags = JSON.parse(html.match(/<script id="config-flags" type="application\/json">(.*?)<\/script>/)![1]!)
    expect(flags).toEqual(store.content.config)
    expect(html).toContain(`<style nonce="${page.nonce}">body{color:red}</style>`)
    const loader = html.split(`<script nonce="${page.nonce}">`)[1]!.split('</script>')[0]!
    expect(scriptsFetched(loader, 'visible')).toEqual({
      // The stand-in renderer's page matched the product route: its view and what that imports come with the entry, not its loader.
      painted: ['module /assets/main-Ab12.js', '/assets/react-Cd34.js', '/assets/product-Ij90.js', '/assets/add-to-cart-Kl12.js', '/assets/en-us-Ef56.js'],
      before: [],
    })
  })

  it('fetches the app’s scripts once the page is painted, at once in a hidden tab, with the strings a landing page starts with in the page’s language', async () => {
    const loaderOf = async (headers: Record<string, string> = {}) =>
      (await (await get('/', headers)).text()).match(/<script nonce="[^"]+">(\(\(\)=>.*?)<\/script>/)![1]!
    expect(scriptsFetched(await loaderOf(), 'hidden').before).toEqual([
      'module /assets/main-Ab12.js',
      '/assets/react-Cd34.js',
      '/assets/product-Ij90.js',
      '/assets/add-to-cart-Kl12.js',
      '/assets/en-us-Ef56.js',
    ])
    expect(scriptsFetched(await loaderOf({ cookie: 'lang=es-us' }), 'visible').painted).toEqual([
      'module /assets/main-Ab12.js',
      '/assets/react-Cd34.js',
      '/assets/product-Ij90.js',
      '/assets/add-to-cart-Kl12.js',
      '/assets/es-us-Gh78.js',
    ])
  })

  it('fetches, for a page taken over with the store’s flows, what its view loads (checkout’s payment code) and every string, beside its view', async () => {
    const loader = (await (await get('/checkout')).text()).match(/<script nonce="[^"]+">(\(\(\)=>.*?)<\/script>/)![1]!
    expect(scriptsFetched(loader, 'visible').painted).toEqual([
      'module /assets/main-Ab12.js',
      '/assets/react-Cd34.js',
      '/assets/checkout-St78.js',
      '/assets/checkout-logic-Yz34.js',
      '/assets/card-frame-Ab56.js',
      '/assets/en-us-Ef56.js',
      '/assets/messages-Qr56.js',
    ])
  })

  it('passes on the renderer’s status: an unknown address is 404', async () => {
    expect((await get('/no/such/page')).status).toBe(404)
  })
})

describe('a language segment in the address', () => {
  it('is sent to the page’s one address, the language asked as ?lang=', async () => {
    const response = await get('/es-us/product/crunchy?page=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/product/crunchy?page=1&lang=es-us')
  })

  it('and Spanish asked as es alone is sent to ?lang=es-us', async () => {
    const response = await get('/faq?lang=es')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/faq?lang=es-us')
    expect((await get('/faq?lang=es-us')).status).toBe(200)
  })
})

/** Runs the page's script loader against a stand-in page: what it fetched before the page was painted, and what once it was (the entry first, then the scripts it imports). */
function scriptsFetched(loader: string, visibilityState: 'visible' | 'hidden') {
  const fetched: string[] = []
  const frames: (() => void)[] = []
  let contentLoaded: (() => void) | undefined
  const document = {
    visibilityState,
    readyState: 'loading',
    createElement: (tag: string): Record<string, string> => ({ tag }),
    head: { append: (element: Record<string, string>) => fetched.push(element.tag === 'script' ? `${element.type} ${element.src}` : element.href!) },
  }
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', loader) as (...args: unknown[]) => void
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (next: () => void) => next(),
    (_event: string, listener: () => void) => (contentLoaded = listener),
  )
  const before = [...fetched]
  contentLoaded?.()
  for (const frame of frames) frame()
  return { before, painted: fetched.slice(before.length) }
}
