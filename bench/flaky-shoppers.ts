import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { sql } from 'drizzle-orm'
import { createActor, fromCallback, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate'
import { createServer } from 'vite'
import { openStore, setStock } from './store.ts'
import { stop } from './processes.ts'
import { toGateway, TEST_CARD } from './orders.ts'
import { openDatabase } from '#server/db/database.ts'
import { rowsOf } from '#server/db/rows.ts'
import { HANDSHAKE_HEADERS } from '#domain/handshake.ts'

const OPERATOR_TOKEN = 'the-bench-operator-token-0123456789abcdef'
/** Each snack a shopper may add has this much at Albany's location, so no change or order is refused for stock. */
const STOCK_EACH = 100_000

export interface FlakyFigures {
  shoppers: number
  seconds: number
  requests: number
  droppedBefore: number
  droppedAfter: number
  changesMade: number
  changesApplied: number
  changesRefused: number
  busiestCart: number
  cartsAsShown: number
  cartsCompared: number
  ordersPlaced: number
  ordersWritten: number
  orderNumbersTwice: number
  stockTaken: number
  stockOrdered: number
}

/**
 * A connection that loses one request in `every`: half never reach the server, half reach it and
 * lose its answer on the way back. What the shopper's browser sees is the same either way: no answer.
 */
function flakyFetch(every: number, counts: { requests: number; droppedBefore: number; droppedAfter: number }): typeof fetch {
  return async (input, init) => {
    counts.requests++
    const roll = Math.random() * every
    if (roll < 0.5) {
      counts.droppedBefore++
      throw new TypeError('fetch failed: the connection dropped before the request went')
    }
    const answer = await fetch(input, init)
    if (roll < 1) {
      await answer.arrayBuffer()
      counts.droppedAfter++
      throw new TypeError('fetch failed: the answer was lost on the way back')
    }
    return answer
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

/**
 * 50 shoppers for two minutes on a connection that drops one request in five, half of them after
 * the server answered, each running the store's own charts (start-up, session, cart, checkout)
 * compiled as the app is, with the API client the browser has: they add, change and remove lines
 * and place orders. Then the server's record is read: changes applied, orders written, stock taken.
 */
export async function flakyShoppers({ shoppers = 50, seconds = 120, every = 5 } = {}): Promise<FlakyFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-bench-flaky-'))
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
  const store = await openStore({ DATA_DIR: dataDir, OPERATOR_TOKEN }, { locationNumber: '1' })
  try {
    const { createStore } = await vite.ssrLoadModule('/src/app/create-store.ts')
    const { memoryStorage } = await vite.ssrLoadModule('/src/api/session-values.ts')
    const { siteForHost } = await vite.ssrLoadModule('/src/domain/site.ts')
    const { CART_WAITING_KEY } = await vite.ssrLoadModule('/machines/cart/cart.actors.ts')

    const listed = (await store.call('/v2/dopservice/filter-products', { sort: 'name' })).data.products as {
      id: string
      title: string
      availability: string
      kind?: string
    }[]
    const snacks = listed.filter((p) => p.availability === 'inStock').slice(0, 20)
    await setStock(
      store.origin,
      OPERATOR_TOKEN,
      snacks.map((p) => ({ productId: p.id, quantity: STOCK_EACH })),
    )
    const counts = { requests: 0, droppedBefore: 0, droppedAfter: 0 }
    const flaky = flakyFetch(every, counts)
    const figures = { changesMade: 0, changesRefused: 0, ordersPlaced: [] as string[], cartsAsShown: 0, cartsCompared: 0 }
    const deadline = Date.now() + seconds * 1000

    async function shopper() {
      const storage = memoryStorage()
      const keep = memoryStorage()
      // Every change the cart keeps for the server, by its id, as the browser's storage sees it written.
      const made = new Set<string>()
      const kept = {
        getItem: (key: string) => keep.getItem(key),
        removeItem: (key: string) => keep.removeItem(key),
        setItem: (key: string, value: string) => {
          if (key === CART_WAITING_KEY) for (const { id } of JSON.parse(value) as { id: string }[]) made.add(id)
          keep.setItem(key, value)
        },
      }
      const shop = createStore({
        storage,
        keep: kept,
        locale: () => 'en-us',
        i18n: setupI18n({ locale: 'en-us', messages: { 'en-us': {} } }),
        url: new URL(`${store.origin}/`),
        site: siteForHost('localhost', {}, 'https://business.snackfolk.example/'),
        track: () => {},
        navigate: () => {},
        showCheckoutStep: () => {},
        focusFirstError: () => {},
        leaveSecurePage: () => {},
        leave: () => {},
        reload: () => {},
        refresh: () => {},
        watchKept: () => () => {},
        online: () => true,
        watchConnection: () => () => {},
        fetch: flaky,
        baseURL: store.origin,
      })
      const machines = await shop.wake()
      const cart = machines.cart as AnyActorRef
      // The cart has every change the shopper made: saved, or refused and taken back.
      const settled = () => waitFor(cart, (s: AnyMachineSnapshot) => s.matches({ ready: 'idle' }) && s.context.waiting.length === 0, { timeout: 120_000 })
      await settled()
      const code = await shop.checkout(() => vite.ssrLoadModule('/src/app/checkout-logic.ts'))

      while (Date.now() < deadline) {
        // A few changes, each seen saved before the next, as a shopper who looks at the cart between taps.
        for (let change = 2 + Math.floor(Math.random() * 4); change > 0 && Date.now() < deadline; change--) {
          const lines = ((cart.getSnapshot() as AnyMachineSnapshot).context.cart?.cartItems ?? []) as { lineId: string; quantity: number }[]
          const roll = Math.random()
          const before = (cart.getSnapshot() as AnyMachineSnapshot).context.error
          if (lines.length === 0 || roll < 0.5) {
            const snack = pick(snacks)
            shop.send('cart', { type: 'cart.add', itemId: snack.id, quantity: 1, title: snack.title })
          } else if (roll < 0.8) {
            shop.send('cart', { type: 'cart.setQuantity', lineId: pick(lines).lineId, quantity: 1 + Math.floor(Math.random() * 3) })
          } else {
            shop.send('cart', { type: 'cart.remove', lineId: pick(lines).lineId })
          }
          figures.changesMade++
          const after = await settled()
          if (after.context.error && after.context.error !== before) figures.changesRefused++
          await pause(100 + Math.random() * 200)
        }
        if (Date.now() >= deadline) break
        const lines = ((cart.getSnapshot() as AnyMachineSnapshot).context.cart?.cartItems ?? []) as unknown[]
        if (lines.length === 0) continue
        const number = await placeOrder(code, machines.root, storage)
        if (number) figures.ordersPlaced.push(number)
        await settled()
      }
      // What the shopper sees of the cart is what the server keeps.
      const shown = ((cart.getSnapshot() as AnyMachineSnapshot).context.cart?.cartItems ?? []) as { lineId: string; quantity: number }[]
      const owner = (cart.getSnapshot() as AnyMachineSnapshot).context.owner as { cartId: string; cartToken: string } | undefined
      if (owner) {
        const server = (await store.call('/v3/dopservice/b2c/getcartwebdata', { ...owner, locale: 'en-us' })).data as {
          cartItems: { lineId: string; quantity: number }[]
        }
        const asText = (items: { lineId: string; quantity: number }[]) =>
          JSON.stringify(items.map(({ lineId, quantity }) => [lineId, quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))))
        figures.cartsCompared++
        if (asText(server.cartItems) === asText(shown)) figures.cartsAsShown++
      }
      machines.root.stop()
      return made.size
    }

    /** The checkout chart, walked as a shopper walks it: the address, the contact, the card, and Place order, pressed again when the store says it may be. */
    async function placeOrder(
      code: { logic: any; input: (step: undefined) => unknown },
      root: AnyActorRef,
      storage: { getItem: (key: string) => string | null },
    ) {
      const card = fromCallback<{ type: string }>(({ sendBack, receive }) => {
        receive((command) => {
          if (command.type !== 'cardFrame.tokenize') return
          void sandboxToken(storage).then(
            (transientToken) => sendBack({ type: 'checkout.cardTokenized', card: { transientToken, cardType: 'visa', cardNumberMask: '•••• 1111' } }),
            () => sendBack({ type: 'checkout.cardRefused', errorKey: 'requestFailed' }),
          )
        })
      })
      const logic = code.logic.provide({ actors: { cardFrame: card, watchStep: fromCallback(() => () => {}) } })
      const checkout = createActor(logic, { id: 'screen.checkout', parent: root, input: code.input(undefined) } as never) as AnyActorRef
      checkout.start()
      const typed: [string, string][] = [
        ['shipping.firstName', 'Ana'],
        ['shipping.lastName', 'Lee'],
        ['shipping.address', '12 Elm St'],
        ['shipping.city', 'Albany'],
        ['shipping.state', 'ny'],
        ['shipping.zipcode', '12207'],
        ['contact.email', 'ana@example.com'],
        ['contact.phoneNumber', '5185550142'],
      ]
      for (const [field, value] of typed) checkout.send({ type: 'checkout.edit', field, value })
      const until = Date.now() + 120_000
      try {
        while (Date.now() < until) {
          const now = checkout.getSnapshot() as AnyMachineSnapshot
          if (now.matches('placed')) return now.context.order?.orderNumber as string
          if (now.matches('empty')) return undefined
          if (now.hasTag('busy') || now.matches('opening')) {
            await waitFor(checkout, (next: AnyMachineSnapshot) => next !== now, { timeout: 60_000 })
            continue
          }
          await pause(50 + Math.random() * 100)
          if (now.matches('failed') || now.matches({ payment: 'unpriced' }) || now.matches({ review: 'unpriced' })) checkout.send({ type: 'checkout.retry' })
          else if (now.matches({ review: 'ready' })) checkout.send({ type: 'checkout.placeOrder' })
          else checkout.send({ type: 'checkout.continue' })
          if (checkout.getSnapshot() === now) await waitFor(checkout, (next: AnyMachineSnapshot) => next !== now, { timeout: 60_000 })
        }
        throw new Error(`An order was not placed in two minutes: ${JSON.stringify((checkout.getSnapshot() as AnyMachineSnapshot).value)}`)
      } finally {
        root.send({ type: 'store.leave', screen: checkout })
      }
    }

    /** A card token, as the gateway's own card frame gets one: a capture context for the shopper's session, then the test card typed. */
    async function sandboxToken(storage: { getItem: (key: string) => string | null }): Promise<string> {
      const headers = {
        'content-type': 'application/json',
        origin: store.origin,
        [HANDSHAKE_HEADERS.sessionId]: storage.getItem('sessionId') ?? '',
        [HANDSHAKE_HEADERS.rnduts]: storage.getItem('rnduts') ?? '',
        [HANDSHAKE_HEADERS.encstr]: storage.getItem('encstr') ?? '',
      }
      const context = (await (await fetch(`${store.origin}/webservices/capturecontext`, { method: 'POST', headers, body: '{}' })).json()).data
      const body = JSON.stringify({ captureContext: context.captureContext, ...TEST_CARD })
      const answer = await toGateway(store, '/sandbox-gateway/tokens', body, { origin: context.frameOrigin, 'content-type': 'application/json' })
      return JSON.parse(answer).data.transientToken as string
    }

    const made = await Promise.all(Array.from({ length: shoppers }, () => shopper()))
    await stop(store.child)

    const { db, close } = await openDatabase({ dataDir })
    try {
      const [applied] = rowsOf<{ applied: number; busiest: number }>(
        // A cart's first change made it (kept as its hash); every later one is kept by its id.
        await db.execute(
          sql.raw(`SELECT (coalesce(sum(jsonb_array_length(changes)), 0) + count(made_by))::int AS applied,
            coalesce(max(jsonb_array_length(changes)), 0)::int AS busiest FROM carts`),
        ),
      )
      const [written] = rowsOf<{ orders: number; numbers: number; quantity: number }>(
        await db.execute(
          sql.raw(`SELECT count(*)::int AS orders, count(DISTINCT number)::int AS numbers,
            coalesce((SELECT sum((line->>'quantity')::int) FROM orders, jsonb_array_elements(lines) AS line), 0)::int AS quantity FROM orders`),
        ),
      )
      const [left] = rowsOf<{ left: number }>(
        await db.execute(sql`SELECT coalesce(sum(quantity), 0)::int AS left FROM stock WHERE location_number = 1 AND product_id IN ${snacks.map((p) => p.id)}`),
      )
      return {
        shoppers,
        seconds,
        ...counts,
        changesMade: figures.changesMade,
        changesApplied: applied!.applied,
        changesRefused: figures.changesRefused,
        busiestCart: applied!.busiest,
        cartsAsShown: figures.cartsAsShown,
        cartsCompared: figures.cartsCompared,
        ordersPlaced: new Set(figures.ordersPlaced).size,
        ordersWritten: written!.orders,
        orderNumbersTwice: figures.ordersPlaced.length - new Set(figures.ordersPlaced).size,
        stockTaken: snacks.length * STOCK_EACH - left!.left,
        stockOrdered: written!.quantity,
        ...(made.reduce((sum, ids) => sum + ids, 0) !== figures.changesMade && { changesKept: made.reduce((sum, ids) => sum + ids, 0) }),
      }
    } finally {
      await close()
    }
  } finally {
    await stop(store.child).catch(() => {})
    await vite.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
