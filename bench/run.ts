import { flakyShoppers } from './flaky-shoppers.ts'
import { catalogImport } from './catalog-import.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coldStart } from './cold-start.ts'
import { gatewayFrameJavaScript, keepingSession, lighthouse, pageJavaScript, type TabSetup } from './page-weight.ts'
import { firstKeystrokes } from './first-keystroke.ts'
import { besideBare, load, medianRun, PAIRED_RUNS, printLoad, type LoadRow } from './load.ts'
import { onFirstCore, startUntil, stop } from './processes.ts'
import { openStore, type Store } from './store.ts'
import { customerWithSavedCard, exactlyOnceFigures, giftCardsIn, orderLoad, WARM_UP_ORDERS } from './orders.ts'
import { argon2Cost, SIGN_IN_SHOPPERS, signedInCustomer, signInLoad } from './sign-in.ts'
import { HANDSHAKES, handshakeTable, safetyCost, simultaneousGuesses } from './safety.ts'
import { printShopperAdds, shopperAdds } from './shopper-adds.ts'
import { journeyOnPglite, onPostgres } from './scale-out.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const DIST_DIR = join(import.meta.dirname, '..', 'dist')
const PRODUCT_LIST_QUERY = { category: 'chips', sort: 'priceAsc', page: 1 }
const AUTOCOMPLETE_QUERY = 'barbeque chps'

/** Product-list queries that cycle through more combinations than the answer cache holds, so nearly all are computed. */
function variedListQueries() {
  const sorts = ['featured', 'priceAsc', 'priceDesc', 'name']
  const categories = [undefined, 'chips', 'cookies-sweets', 'crackers-pretzels', 'nuts-bars']
  const queries = sorts.flatMap((sort) => categories.flatMap((category) => Array.from({ length: 150 }, (_, i) => ({ sort, category, page: i + 1 }))))
  let next = 0
  return { count: queries.length, next: () => JSON.stringify(queries[next++ % queries.length]) }
}

/** How many times the varied queries are run, one run after another: the run with the median p99 stands. */
const VARIED_RUNS = 3

/** Answers left uncounted at the start of each catalog run, while the server compiles its hot paths (its p99 with them is printed beside). */
const WARM_UP_CALLS = 1000
/** A run whose answers are not counted at all, before the first of a server's runs and before the rendered page's (too slow for a count of answers). */
const warmUp = (options: Parameters<typeof load>[1]) => load('warm-up', { ...options, warmUp: undefined, duration: 3 }).then(() => undefined)

/**
 * The store's catalog calls beside bare Hono routes answering the same JSON to the same requests
 * (address, headers and body), both servers on the first core, the store's and bare Hono's runs of
 * a call at the same time.
 */
async function catalogLoad(store: Store, size: string): Promise<LoadRow[]> {
  const listPath = '/v2/dopservice/filter-products'
  const autocompletePath = '/v3/dopservice/getautocompleteproducts'
  const autocompleteUrl = `${autocompletePath}?q=${encodeURIComponent(AUTOCOMPLETE_QUERY)}`
  const list = await store.call(listPath, PRODUCT_LIST_QUERY)
  const routes = { [listPath]: list, [autocompletePath]: await store.call(autocompleteUrl) }
  const bare = await startUntil('node', ['bench/bare-server.ts'], { BARE_ROUTES: JSON.stringify(routes) }, /bare (\d+)/)
  const bareOrigin = `http://127.0.0.1:${bare.match[1]}`
  const variedQuery = variedListQueries()
  const listCall = { method: 'POST', headers: store.headers, body: JSON.stringify(PRODUCT_LIST_QUERY), warmUp: WARM_UP_CALLS } as const
  const autocompleteCall = { headers: store.headers, warmUp: WARM_UP_CALLS }
  const productPage = `${store.origin}/product/${list.data.products[0].slug}`
  try {
    await onFirstCore(store.child)
    await onFirstCore(bare.child)
    // Each server first answers for a while uncounted: the store has just started (its first collection of what starting left is still to come).
    await warmUp({ url: `${store.origin}${listPath}`, ...listCall })
    await warmUp({ url: `${bareOrigin}${listPath}`, ...listCall })
    const sides = (call: (origin: string) => Promise<LoadRow>) =>
      [
        { run: () => call(store.origin), pid: store.child.pid! },
        { run: () => call(bareOrigin), pid: bare.child.pid! },
      ] as const
    const listRun = (origin: string) => load('product list', { url: `${origin}${listPath}`, ...listCall })
    const autocompleteRun = (origin: string) => load('autocomplete', { url: `${origin}${autocompleteUrl}`, ...autocompleteCall })
    const rows = [
      ...(await besideBare(`product list, ${size}`, ...sides(listRun))),
      // Each run's first answers, one for each of the queries, go uncounted: what a store open a while
      // keeps (each list's walk, each product's summary) is in place for the answers counted.
      await medianRun(VARIED_RUNS, () =>
        load(`product list, ${size}, varied queries (store)`, {
          url: `${store.origin}${listPath}`,
          method: 'POST',
          headers: store.headers,
          requests: [{ setupRequest: (request) => ({ ...request, body: variedQuery.next() }) }],
          warmUp: variedQuery.count,
        }),
      ),
      ...(await besideBare(`autocomplete, ${size}`, ...sides(autocompleteRun))),
    ]
    // The page a shopper lands on from a search engine, rendered by the server whole (its first byte comes with the rest).
    await warmUp({ url: productPage })
    return [...rows, await load(`product page rendered by the server, ${size} (store)`, { url: productPage })]
  } finally {
    await stop(bare.child)
    await onFirstCore(store.child, false)
  }
}

const CART_SHOPPERS = 1000
const CART_PRODUCTS = 40

/** 1,000 shoppers' carts, each given one product to start with, and 40 products to add. */
async function cartsToChange(store: Store, shoppers = CART_SHOPPERS) {
  const list = (await store.call('/v2/dopservice/filter-products', { sort: 'name', page: 1 })).data
  const more = (await store.call('/v2/dopservice/filter-products', { sort: 'name', page: 2 })).data
  const products = [...list.products, ...more.products]
    .filter((p: { availability: string; availableQty: number }) => p.availability === 'inStock' && p.availableQty >= 5)
    .slice(0, CART_PRODUCTS)
    .map((p: { id: string }) => p.id)
  const owners: { cartId: string; cartToken: string }[] = []
  for (let i = 0; i < shoppers; i++) {
    const { cartId, cartToken } = (await store.call('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).data
    await store.call('/v3/dopservice/b2c/savecartwebdata', { cartId, cartToken, change: { type: 'add', itemId: products[0], quantity: 1 } })
    owners.push({ cartId, cartToken })
  }
  return { products, owners }
}

/** Cart writes at 50 connections: adding to the cart, changing a line, and saving the whole cart, each one shopper's cart at a time. */
async function cartLoad(store: Store): Promise<LoadRow[]> {
  const { products, owners } = await cartsToChange(store)
  const url = `${store.origin}/v3/dopservice/b2c/savecartwebdata`
  const each = (body: (i: number) => unknown) => {
    let next = 0
    return [{ setupRequest: (request: object) => ({ ...request, body: JSON.stringify(body(next++)) }) }]
  }
  const owner = (i: number) => owners[i % owners.length]!
  // Request i adds product ⌊i / 1000⌋ to shopper i's cart, so no line runs past its stock.
  const product = (i: number) => products[1 + (Math.floor(i / owners.length) % (products.length - 1))]
  return [
    await load('add to cart (store, PGlite)', {
      url,
      method: 'POST',
      headers: store.headers,
      requests: each((i) => ({ ...owner(i), change: { type: 'add', itemId: product(i), quantity: 1 } })),
    }),
    await load('add to cart, with estimate (store, PGlite)', {
      url,
      method: 'POST',
      headers: store.headers,
      requests: each((i) => ({ ...owner(i), change: { type: 'add', itemId: product(i), quantity: 1 }, locale: 'en-us', zipcode: '10001' })),
    }),
    await load('change a line (store, PGlite)', {
      url,
      method: 'POST',
      headers: store.headers,
      requests: each((i) => ({ ...owner(i), change: { type: 'set', lineId: products[0], quantity: 1 + (i % 3) } })),
    }),
    await load('update-persist-cart, 3 lines (store, PGlite)', {
      url: `${store.origin}/v2/dopservice/update-persist-cart`,
      method: 'PUT',
      headers: store.headers,
      requests: each((i) => ({
        persistCartId: owner(i).cartId,
        cartToken: owner(i).cartToken,
        email: '',
        accountId: '',
        isAuth: false,
        cartamount: 0,
        persistCartData: products.slice(0, 3).map((itemId) => ({ kind: 'product', itemId, quantity: 1 + (i % 3) })),
      })),
    }),
  ]
}

/** The handshake and the navigation list beside bare Hono routes answering the same JSON. */
async function callsLoad(store: Store) {
  const handshake = await (await fetch(`${store.origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()
  const navigation = await store.call('/v2/dopservice/navigationlist')
  const bare = await startUntil(
    'node',
    ['bench/bare-server.ts'],
    { BARE_ROUTES: JSON.stringify({ '/handshaking': handshake, '/navigationlist': navigation }) },
    /bare (\d+)/,
  )
  const bareOrigin = `http://127.0.0.1:${bare.match[1]}`
  try {
    printLoad('Handshake and navigation list', [
      await load('handshake (store, PGlite insert)', { url: `${store.origin}/v2/dopservice/handshaking`, method: 'POST' }),
      await load('handshake (bare Hono)', { url: `${bareOrigin}/handshaking`, method: 'POST' }),
      await load('navigation list (store)', { url: `${store.origin}/v2/dopservice/navigationlist`, headers: store.headers }),
      await load('navigation list (bare Hono)', { url: `${bareOrigin}/navigationlist` }),
    ])
  } finally {
    await stop(bare.child)
  }
}

const ORDERS_TO_PLACE = Number(process.env.BENCH_ORDERS ?? 4000)
const SIGN_IN_ROUND_TRIPS = Number(process.env.BENCH_SIGN_INS ?? 400)

const only = process.env.BENCH_ONLY
const wanted = (part: string) => !only || only.split(',').includes(part)

const seedDir = mkdtempSync(join(tmpdir(), 'snackfolk-bench-'))
const largeDir = mkdtempSync(join(tmpdir(), 'snackfolk-bench-10k-'))
try {
  if (wanted('start')) {
    console.log('Cold npm start to the first byte of / (build, migrate, seed on the first run)')
    const first = await coldStart(seedDir)
    const second = await coldStart(seedDir)
    console.log(`  first run:  ${(first / 1000).toFixed(2)} s`)
    console.log(`  second run: ${(second / 1000).toFixed(2)} s`)
  }

  // The gift cards the orders section spends, one an order, written before the store opens its database.
  const giftCards = wanted('orders') ? await giftCardsIn(seedDir, WARM_UP_ORDERS + ORDERS_TO_PLACE) : []
  const store = await openStore({ DATA_DIR: seedDir })
  try {
    const product = (await store.call('/v2/dopservice/filter-products', { sort: 'name' })).data.products[0].slug
    const pages = ['/', '/all-snacks', `/product/${product}`, '/cart', '/varietypack/customize', '/checkout', '/createAccount', '/my-account']
    if (wanted('pages'))
      console.log('\nGzip JavaScript loaded before the page is interactive (goal <= 115 KB on /, /all-snacks and a product page; /my-account signed in)')
    const loaded = new Map<string, Awaited<ReturnType<typeof pageJavaScript>>>()
    const customer = wanted('pages') ? await signedInCustomer(store) : undefined
    for (const path of wanted('pages') ? pages : []) {
      const js = await pageJavaScript(`${store.origin}${path}`, path === '/my-account' ? customer : {})
      loaded.set(path, js)
      console.log(
        `  ${path.padEnd(48)} ${kb(js.total).padStart(9)}   largest: ${js.sizes
          .slice(0, 3)
          .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
          .join(', ')}`,
      )
    }
    if (wanted('pages')) {
      const cart = new Set(loaded.get('/cart')!.sizes.map((f) => f.path))
      const added = loaded.get('/checkout')!.sizes.filter((f) => !cart.has(f.path))
      console.log(
        `  /checkout adds to /cart                          ${kb(added.reduce((sum, f) => sum + f.gzip, 0)).padStart(9)}   ${added.map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`,
      )
      const home = new Set(loaded.get('/')!.sizes.map((f) => f.path))
      for (const path of ['/createAccount', '/my-account']) {
        const account = loaded.get(path)!.sizes.filter((f) => !home.has(f.path))
        console.log(
          `  ${`${path} adds to /`.padEnd(48)} ${kb(account.reduce((sum, f) => sum + f.gzip, 0)).padStart(9)}   ${account.map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`,
        )
      }
      const frame = gatewayFrameJavaScript()
      console.log(`  the gateway's card frame (its own page)          ${kb(frame).padStart(9)}`)
    }
    if (process.env.BENCH_LIGHTHOUSE !== '0' && wanted('lighthouse')) {
      console.log('\nLighthouse, mobile, the median of three runs (goals: performance >= 95, accessibility 100, LCP <= 1.8 s, CLS <= 0.02)')
      // BENCH_PAGES (paths, comma-separated) scores only those.
      const asked = process.env.BENCH_PAGES?.split(',')
      const scored = pages.filter((path) => !asked || asked.some((page) => path.startsWith(page)))
      // /my-account is a signed-in customer's: it is opened in a tab that keeps their sign-in.
      const customer = scored.includes('/my-account') ? await signedInCustomer(store) : undefined
      const rows: [string, string, TabSetup | undefined][] = scored.map((path) => [path, path, path === '/my-account' ? keepingSession(customer!) : undefined])
      // Checkout is scored twice: as a guest with no cart opens it, and as a shopper with a snack in the cart does.
      if (scored.includes('/checkout')) {
        const inStock = (await store.call('/v2/dopservice/filter-products', { sort: 'name' })).data.products.find(
          (p: { availability: string }) => p.availability === 'inStock',
        ) as { slug: string; title: string } | undefined
        if (!inStock) throw new Error('No snack of the catalog is in stock: checkout cannot be scored with one in the cart')
        rows.splice(scored.indexOf('/checkout') + 1, 0, ['/checkout', '/checkout (a snack in the cart)', snackInCart(store.origin, inStock)])
      }
      for (const [path, name, setup] of rows) {
        const f = await lighthouse(`${store.origin}${path}`, setup)
        console.log(
          `  ${name.padEnd(48)} performance ${String(f.performance).padStart(3)}   accessibility ${String(f.accessibility).padStart(3)}   LCP ${(f.lcp / 1000).toFixed(2)} s   TBT ${Math.round(f.tbt)} ms   CLS ${f.cls.toFixed(3)}`,
        )
      }
    }

    if (wanted('keystroke')) {
      console.log(
        "\nThe first keystroke in the page's view after its first paint, typed as soon as its field shows, CPU slowed 4 times (the median of 3 loads)",
      )
      const snack = (await store.call('/v2/dopservice/filter-products', { sort: 'name' })).data.products.find(
        (p: { availability: string }) => p.availability === 'inStock',
      ) as { slug: string; title: string }
      const rows = await firstKeystrokes(store.origin, async (page, path) => {
        if (path !== '/checkout') return
        await page.goto(`${store.origin}/product/${snack.slug}`)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await page.getByRole('button', { name: `Add to cart ${snack.title}` }).click()
        await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor()
      })
      for (const { path, ms } of rows) console.log(`  ${path.padEnd(48)} ${Math.round(ms)} ms`)
    }
    if (wanted('calls')) await callsLoad(store)
    if (wanted('catalog'))
      printLoad(
        `Catalog calls on the seed catalog (240 products; store and bare Hono at once on one core, the median of ${PAIRED_RUNS} runs; the varied queries and the page alone)`,
        await catalogLoad(store, '240 products'),
      )
    if (wanted('cart')) {
      printLoad('Cart writes on 1,000 carts (goal p99 <= 25 ms)', await cartLoad(store))
      const { products } = await cartsToChange(store, 0)
      printShopperAdds([await shopperAdds(store, products, 'with the answer'), await shopperAdds(store, products, 'asked after')])
    }
    if (wanted('orders')) {
      // Run beside the cart section (BENCH_ONLY=cart,orders) to read it against add to cart.
      const customer = await customerWithSavedCard(store, (await signedInCustomer(store)).accessToken)
      printLoad(`Placing ${ORDERS_TO_PLACE} orders each way to pay after ${WARM_UP_ORDERS} to warm up, each a different cart (goal p99 <= 100 ms)`, [
        await orderLoad(store, ORDERS_TO_PLACE, 'card'),
        await orderLoad(customer.shop, ORDERS_TO_PLACE, 'savedCard', customer.payer),
        await orderLoad(store, ORDERS_TO_PLACE, 'paypal'),
        await orderLoad(store, ORDERS_TO_PLACE, 'giftCard', { giftCards }),
      ])
      const { identical, scarce, oneGiftCard } = await exactlyOnceFigures()
      console.log('\nExactly once, in this process on a fresh embedded database')
      console.log(
        `  50 identical submits at once: ${identical.answers} answers, ${identical.orderNumbers} order number, ${identical.orders} order, ${identical.authorisations} authorisation`,
      )
      console.log(
        `  50 shoppers at once for a snack with 5 left (half through a variety pack): ${scarce.orders} orders, ${scarce.refusedSoldOut} told it sold out, ${scarce.authorisationsKept} authorisations kept, ${scarce.stockLeft} left`,
      )
      console.log(
        `  20 orders at once spending one $50.00 gift card, each ${(oneGiftCard.orderTotal / 100).toFixed(2)}: ${oneGiftCard.orders} placed, ${oneGiftCard.refused} refused, ${(oneGiftCard.balanceLeft / 100).toFixed(2)} left on the card, ${(oneGiftCard.takenByOrders / 100).toFixed(2)} taken by the orders written`,
      )
    }
    if (wanted('signin')) {
      const trips = await signInLoad(store, SIGN_IN_ROUND_TRIPS)
      console.log(
        `\nSign-in round trips (authorize, the password on the sign-in page, the code exchanged with PKCE), ${SIGN_IN_SHOPPERS} shoppers at once, ${trips.count} in all`,
      )
      console.log(`  p50 ${trips.p50} ms   p99 ${trips.p99} ms   ${trips.perSecond} sign-ins/s`)
      const cost = await argon2Cost()
      console.log(
        `  argon2id (19 MiB, 2 passes), median of 20 in the bench's process: hash ${cost.hash.toFixed(1)} ms (registration), check ${cost.check.toFixed(1)} ms (each sign-in)`,
      )
    }
  } finally {
    await stop(store.child)
  }

  if (wanted('flaky')) {
    const shoppers = Number(process.env.BENCH_FLAKY_SHOPPERS ?? 50)
    const seconds = Number(process.env.BENCH_FLAKY_SECONDS ?? 120)
    const f = await flakyShoppers({ shoppers, seconds })
    console.log(
      `\n${f.shoppers} shoppers for ${f.seconds} s on a connection that drops one request in five, half after the server answered (the store's own charts and API client; goal: each pair equal)`,
    )
    console.log(`  requests ${f.requests}: ${f.droppedBefore} dropped before the server, ${f.droppedAfter} answered by it and lost on the way back`)
    console.log(`  cart changes made ${f.changesMade}, applied ${f.changesApplied}, refused ${f.changesRefused} (the busiest cart kept ${f.busiestCart} ids)`)
    console.log(`  carts as the shopper sees them at the end: ${f.cartsAsShown} of ${f.cartsCompared} the same on the server`)
    console.log(`  orders placed ${f.ordersPlaced}, written ${f.ordersWritten}; an order number seen twice: ${f.orderNumbersTwice}`)
    console.log(`  stock taken ${f.stockTaken}, ordered ${f.stockOrdered}`)
  }

  if (wanted('safety')) {
    printLoad(
      'What the Content-Security-Policy and the rate limits cost (in this process, a fresh embedded database, limits raised)',
      await safetyCost(DIST_DIR),
    )
    const table = await handshakeTable(DIST_DIR)
    console.log(
      `\nThe handshake table after ${HANDSHAKES} handshakes: ${table.before.rows} rows, ${kb(table.before.bytes)}; one sweep once their idle time has passed took ${table.swept}: ${table.after.rows} rows, ${kb(table.after.bytes)} (after VACUUM FULL)`,
    )
    const guesses = await simultaneousGuesses(DIST_DIR)
    console.log(
      `20 wrong passwords for one account sent at once: ${guesses.refused} told a wrong pair, ${guesses.locked} told the account is locked; ${guesses.judged} judged`,
    )
  }

  if (wanted('journey')) await journeyOnPglite()
  if (wanted('postgres')) await onPostgres()
  if (wanted('import')) await catalogImport()

  if (wanted('large')) {
    const large = await openStore({ DATA_DIR: largeDir, SEED_PRODUCTS_PER_BRAND: '420' })
    try {
      const total = (await large.call('/v2/dopservice/filter-products', {})).data.total
      printLoad(
        `Catalog calls on the scaled catalog (${total} products; store and bare Hono at once on one core, the median of ${PAIRED_RUNS} runs; the varied queries and the page alone)`,
        await catalogLoad(large, `${total} products`),
      )
    } finally {
      await stop(large.child)
    }
  }
} finally {
  rmSync(seedDir, { recursive: true, force: true })
  rmSync(largeDir, { recursive: true, force: true })
}

/** A tab whose cart holds one of `snack`, added on its page as a shopper does. */
function snackInCart(origin: string, snack: { slug: string; title: string }): TabSetup {
  return async (page) => {
    await page.goto(`${origin}/product/${snack.slug}`)
    await page.waitForSelector('html[data-hydrated]')
    const name = `Add to cart ${snack.title}`
    const buttons = await page.$$('main button')
    const texts = await Promise.all(buttons.map((button) => button.evaluate((element) => element.textContent)))
    const add = buttons[texts.indexOf(name)]
    if (!add) throw new Error(`The page of ${snack.slug} has no button "${name}"`)
    await add.click()
    await page.waitForSelector('[role=dialog]')
  }
}
