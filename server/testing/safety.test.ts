import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { secureHeaders as honoSecureHeaders } from 'hono/secure-headers'
import { eq, inArray } from 'drizzle-orm'
import { handshakeHeaders, listeningStoreForTests, openTestStore, writeTestBuild } from './test-store.ts'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REGISTRATION, signInFlows } from '../identity/sign-in-flows.testing.ts'
import { accounts, outbox } from '../db/schema.ts'
import { SITES } from '#domain/site.ts'
import { WRONG_PASSWORDS_BEFORE_LOCK } from '../identity/accounts.ts'
import { passwordsChecked } from '../identity/passwords.ts'
import { sendOutbox } from '../mail/outbox-sender.ts'
import type { Store } from '../start-up/start.ts'
import { RATE_LIMITS } from '../http/rate-limits.ts'

// Each finding of the review this store was probed with, as it was reproduced: the store must answer otherwise now.
const shop = listeningStoreForTests()
const { startSignIn, givePassword, signIn, throughGoogle } = signInFlows(() => shop.origin)

/** One call through the app as a new shopper's session, to `host` (the store's own by default). */
async function call(store: Store, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; host?: string } = {}) {
  const handshake = await handshakeHeaders(store, store.hosts.served[0]!.name)
  const response = await store.app.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...handshake,
      host: init.host ?? 'localhost',
      'content-type': 'application/json',
      locationNumber: '1',
      origin: store.hosts.publicOrigin,
      ...init.headers,
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? JSON.parse(text) : text }
}
const register = (email: string) => call(shop.store, '/v2/dopservice/register-user', { body: { ...REGISTRATION, email } })

/** A body that streams 64 MiB of spaces, counting what the server pulled of it. */
function endlessBody() {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 64 * 1024
      if (pulled > 64 * 1024 * 1024) controller.close()
      else controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
    },
  })
  return { stream, pulled: () => pulled }
}

describe('1. sign-in on every address the store serves', () => {
  it('takes each loopback name as the snacks site’s return address, and no other', async () => {
    const localhost = shop.origin.replace('127.0.0.1', 'localhost')
    await expect(startSignIn(localhost)).resolves.toBeDefined()
    await expect(startSignIn(shop.origin)).resolves.toBeDefined()
    await expect(startSignIn('http://evil.example')).rejects.toThrow()
  })

  it('sends a page asked of a host it does not serve to the address it prints, in development', async () => {
    const page = await call(shop.store, '/cart?lang=es-us', { host: 'shop.example' })
    expect(page.status).toBe(307)
    expect(page.headers.get('location')).toBe(`${shop.origin}/cart?lang=es-us`)
    expect((await call(shop.store, '/v2/dopservice/forgotpassword', { host: 'evil.example', body: { email: 'a@example.com' } })).status).toBe(421)
  })
})

describe('a production store', () => {
  let production: Store
  let server: ServerType
  /** A GET through the production store's own HTTP server, behind a proxy that speaks plain HTTP to it, for any Host. */
  const overHttp = (path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      request({ host: '127.0.0.1', port, path, headers: { host, 'x-forwarded-host': 'evil.example' } }, (incoming) => {
        let body = ''
        incoming.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: incoming.statusCode!, body }))
      })
        .on('error', reject)
        .end()
    })
  beforeAll(async () => {
    production = await openTestStore({
      publicOrigin: 'https://www.snackfolk.example',
      paymentHost: 'pay.snackfolk.example',
      sandboxes: ['payments'],
      mailUrl: 'smtp://127.0.0.1:1',
      serviceEmail: 'care@snackfolk.example',
    })
    server = serve({ fetch: production.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await production.database.close()
  })

  it('2. stays production whatever Host a request names, and serves no Google sandbox', async () => {
    expect(production.sandboxes).toEqual(['payments'])
    for (const host of ['localhost', '127.0.0.1', 'evil.example']) expect((await call(production, '/', { host })).status).toBe(421)
    expect((await overHttp('/sandbox-google/.well-known/openid-configuration', 'www.snackfolk.example')).status).toBe(404)
    expect((await overHttp('/oidc/.well-known/openid-configuration', 'www.snackfolk.example')).status).toBe(200)
    const page = await call(production, '/v2/dopservice/configlist', { host: 'www.snackfolk.example' })
    expect(page.status).toBe(200)
  })

  it('1. gives the provider’s addresses at the public origin, https, whatever scheme or host reached it', async () => {
    const discovery = JSON.parse((await overHttp('/oidc/.well-known/openid-configuration', 'www.snackfolk.example')).body)
    expect(discovery.issuer).toBe('https://www.snackfolk.example/oidc')
    expect(discovery.token_endpoint).toBe('https://www.snackfolk.example/oidc/token')
    expect(discovery.end_session_endpoint).toBe('https://www.snackfolk.example/oidc/session/end')
  })

  it('3. answers 421 to a reset asked through another host, and mails no link to it', async () => {
    const asked = await call(production, '/v2/dopservice/forgotpassword', { host: 'evil.example', body: { email: 'ana@example.com' } })
    expect(asked.status).toBe(421)
    expect(await production.database.db.select().from(outbox)).toEqual([])
  })
})

describe('2. a Google account and the account of its email', () => {
  it('signs in to a password account only once its password is given, and from then on by itself', async () => {
    const registered = await register('ola@example.com')
    const first = await throughGoogle('ola@example.com')
    expect(first.signedIn).toBeUndefined()
    expect(first.waiting!.details).toMatchObject({ loginHint: 'ola@example.com', linkGoogle: true })
    // A wrong password links nothing.
    expect((await givePassword(first.waiting!, 'ola@example.com', 'Wrong$2026')).refused!.errorKey).toBe('signInRefused')
    const [unlinked] = await shop.store.database.db.select().from(accounts).where(eq(accounts.email, 'ola@example.com'))
    expect(unlinked!.googleSubject).toBeNull()
    const proven = await givePassword(first.waiting!, 'ola@example.com', 'Snack$2026')
    expect(proven.signedIn!.accountId).toBe(registered.body.data.accountId)
    const again = await throughGoogle('ola@example.com')
    expect(again.signedIn!.accountId).toBe(registered.body.data.accountId)
  })
})

describe('3. links from the store’s own origin', () => {
  it('builds the reset link from PUBLIC_ORIGIN whatever served name was asked, and keeps no copy once the mail is sent', async () => {
    await register('pia@example.com')
    expect((await call(shop.store, '/v2/dopservice/forgotpassword', { host: 'localhost', body: { email: 'pia@example.com' } })).status).toBe(200)
    const waiting = (await shop.store.database.db.select().from(outbox)).filter((mail) => mail.recipient === 'pia@example.com')
    expect(waiting).toHaveLength(1)
    expect(/https?:\/\/\S+/.exec(waiting[0]!.body)![0].startsWith(`${shop.origin}/resetpassword?token=`)).toBe(true)
    const sent: string[] = []
    await sendOutbox(shop.store.database.db, { send: async (message) => void sent.push(message.text) }, 'shop@example.com')
    expect(sent.some((text) => text.includes('/resetpassword?token='))).toBe(true)
    const [kept] = await shop.store.database.db.select().from(outbox).where(eq(outbox.id, waiting[0]!.id))
    expect(kept!.sentAt).not.toBeNull()
    expect(kept!.body).toBe('')
  })
})

describe('4. every host, every body bounded', () => {
  it('refuses a body past a few KiB on the payment host and the Google sandbox’s form, before reading it whole', async () => {
    const endless = endlessBody()
    const response = await shop.store.app.request('/sandbox-gateway/tokens', {
      method: 'POST',
      headers: { host: 'pay.localhost', 'content-type': 'application/json' },
      body: endless.stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(endless.pulled()).toBeLessThan(1024 * 1024)
    const declared = await shop.store.app.request('/sandbox-gateway/tokens', {
      method: 'POST',
      headers: { host: 'pay.localhost', 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      body: '{}',
    })
    expect(declared.status).toBe(413)
    const form = await call(shop.store, '/sandbox-google/interaction/abc', {
      body: `email=${'a'.repeat(8 * 1024)}@example.com`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(413)
  })
})

describe('11. the payment host’s answers', () => {
  let withPages: Store
  let distDir: string
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'snackfolk-gateway-'))
    writeTestBuild(distDir)
    writeFileSync(join(distDir, 'card-frame.html'), '<!doctype html><title>Card</title>')
    withPages = await openTestStore({ distDir, sandboxes: ['payments'] })
  })
  afterAll(async () => {
    await withPages.database.close()
    rmSync(distDir, { recursive: true, force: true })
  })
  const gateway = (path: string, init: RequestInit = {}) =>
    withPages.app.request(path, { ...init, headers: { host: 'pay.localhost', 'content-type': 'application/json' } })

  it('carry the store’s security headers; the card frame may be framed by the store’s own page alone, as its policy says', async () => {
    const answers = [
      await gateway('/sandbox-gateway/tokens', { method: 'POST', body: '{}' }),
      await gateway('/no/such/page'),
      await gateway(`/sandbox-gateway/card-frame.html?origin=${encodeURIComponent(withPages.hosts.publicOrigin)}`),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    }
    const [json, missing, frame] = answers
    for (const plain of [json!, missing!]) {
      expect(plain.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
    expect(frame!.status).toBe(200)
    expect(frame!.headers.get('content-security-policy')).toContain(`frame-ancestors ${withPages.hosts.publicOrigin}`)
    expect(frame!.headers.get('x-frame-options')).toBeNull()
  })
})

describe('4b. the API’s bodies bounded too, and its fast answers as guarded as the rest', () => {
  it('refuses an API body that says it is too long, or that streams past the limit, before reading it whole', async () => {
    const declared = await call(shop.store, '/v2/dopservice/filter-products', { body: '{}', headers: { 'content-length': String(64 * 1024 * 1024) } })
    expect(declared.status).toBe(413)
    expect(declared.body.errorKey).toBe('bodyTooLarge')
    const endless = endlessBody()
    const streamed = await shop.store.app.request('/v2/dopservice/filter-products', {
      method: 'POST',
      headers: { ...(await handshakeHeaders(shop.store)), host: 'localhost', 'content-type': 'application/json' },
      body: endless.stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(endless.pulled()).toBeLessThan(1024 * 1024)
  })

  it('puts Hono’s security headers and a policy on a cached catalog answer as on any other', async () => {
    const probe = new Hono().use(honoSecureHeaders({ crossOriginOpenerPolicy: false, crossOriginResourcePolicy: false })).get('/', (c) => c.text('ok'))
    const expected = Object.fromEntries([...(await probe.request('/')).headers].filter(([name]) => name !== 'content-type'))
    const listed = await call(shop.store, '/v2/dopservice/filter-products', { body: { category: 'chips' } })
    const again = await call(shop.store, '/v2/dopservice/filter-products', { body: { category: 'chips' } })
    const robots = await call(shop.store, '/robots.txt')
    for (const answer of [listed, again, robots]) {
      expect(answer.status).toBe(200)
      expect(Object.fromEntries([...answer.headers].filter(([name]) => name in expected))).toEqual(expected)
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    }
  })
})

describe('5. deeply nested JSON', () => {
  it('is refused with 400 invalidInput, on the API and the payment host alike', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    for (const path of ['/v3/dopservice/b2c/savecartwebdata', '/v2/dopservice/register-user', '/v3/dopservice/submittedorder']) {
      const answer = await call(shop.store, path, { body: deep })
      expect(answer.status, path).toBe(400)
      expect(answer.body.errorKey).toBe('invalidInput')
    }
    expect(
      (await call(shop.store, '/sandbox-gateway/tokens', { host: 'pay.localhost', body: { captureContext: JSON.parse(`${'['.repeat(30)}${']'.repeat(30)}`) } }))
        .status,
    ).toBe(403)
    expect((await call(shop.store, '/sandbox-gateway/tokens', { host: 'pay.localhost', body: `${'['.repeat(2000)}${']'.repeat(2000)}` })).status).toBe(400)
  })
})

describe('6. a token of the wrong kind', () => {
  it('takes no capture context for a transient token: 400 paymentTokenInvalid', async () => {
    const handshake = await handshakeHeaders(shop.store)
    const headers = { ...handshake, 'content-type': 'application/json', locationNumber: '1', origin: shop.origin }
    const post = async (path: string, body: unknown) => (await shop.store.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })).json()
    const context = (await post('/webservices/capturecontext', {})).data.captureContext as string
    const cart = (
      await post('/v3/dopservice/b2c/savecartwebdata', {
        change: { type: 'add', itemId: shop.store.catalog.orders.priceAsc.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) > 5)!.id, quantity: 1 },
      })
    ).data
    const checkout = {
      cartId: cart.cartId,
      cartToken: cart.cartToken,
      shipping: { firstName: 'Ana', lastName: 'Lee', address: '1 Main St', city: 'Albany', state: 'NY', zipcode: '12207', country: 'US' },
      billingSameAsShipping: true,
      contact: { email: 'ana@example.com', phoneNumber: '5185550100' },
    }
    const quote = (await post('/v3/dopservice/validateOrder', checkout)).data
    for (const transientToken of [context, 'a.b.c', 'not-a-token']) {
      const answer = await post('/v3/dopservice/submittedorder', {
        ...checkout,
        payment: { method: 'card', transientToken },
        idempotencyKey: crypto.randomUUID(),
        reviewedTotal: quote.totalAmount,
      })
      expect(answer.errorKey).toBe('paymentTokenInvalid')
    }
    expect((await post('/webservices/removetoken', { transientToken: context })).errorKey).toBe('paymentTokenInvalid')
  })
})

describe('8. guessing is slowed', () => {
  it('judges at most five of twenty wrong passwords sent together for one account, and locks it', async () => {
    await register('quin@example.com')
    const checkedBefore = passwordsChecked()
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('quin@example.com', 'Wrong$2026')))
    expect(passwordsChecked() - checkedBefore).toBeLessThanOrEqual(WRONG_PASSWORDS_BEFORE_LOCK)
    const refusals = answers.map((answer) => answer.refused!.errorKey)
    // Judged: each wrong pair before the lock, and the fifth, which locks it.
    expect(refusals.filter((key) => key === 'signInRefused').length).toBeLessThanOrEqual(WRONG_PASSWORDS_BEFORE_LOCK - 1)
    expect(refusals.filter((key) => key === 'accountLocked').length).toBeGreaterThanOrEqual(20 - WRONG_PASSWORDS_BEFORE_LOCK + 1)
    const [locked] = await shop.store.database.db.select().from(accounts).where(eq(accounts.email, 'quin@example.com'))
    expect(locked!.lockedUntil!.getTime()).toBeGreaterThan(Date.now())
  })
})

describe('8. a rate limit per client address', () => {
  let limited: Store
  beforeAll(async () => {
    limited = await openTestStore({ rateLimitScale: 1 })
  })
  afterAll(() => limited.database.close())

  it('answers the 31st handshake in a minute from one address 429, with Retry-After, whatever session it carries', async () => {
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => limited.app.request('/v2/dopservice/handshaking', { method: 'POST', headers: { host: 'localhost' } })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).errorKey).toBe('tooManyRequests')
  })
})

describe('8. a rate limit per client address, on what fills the database or guesses a code', () => {
  let limited: Store
  let ask: (path: string, init: { body: unknown }) => Promise<{ status: number; body: { data: { cartId: string; cartToken: string } } }>
  beforeAll(async () => {
    limited = await openTestStore({ rateLimitScale: 1 })
    // One shopper's session, as a script would keep: what is limited is the address, whatever the session.
    const headers = { ...(await handshakeHeaders(limited)), host: 'localhost', 'content-type': 'application/json', locationNumber: '1' }
    ask = async (path, { body }) => {
      const response = await limited.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
      return { status: response.status, body: await response.json() }
    }
  })
  afterAll(() => limited.database.close())

  it('refuses past their limits a minute back-in-stock requests, new carts and wrong coupon codes from one address; a right code is never counted', async () => {
    const product = limited.catalog.products.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) > 5)!
    const statuses = async (count: number, make: (i: number) => Promise<{ status: number }>) => {
      const answers: number[] = []
      for (let i = 0; i < count; i++) answers.push((await make(i)).status)
      return answers
    }
    const notified = await statuses(RATE_LIMITS.notifyMe + 1, (i) =>
      ask('/webservices/notifyme', { body: { email: `n${i}@example.com`, productId: product.id } }),
    )
    expect(notified.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(notified.at(-1)).toBe(429)

    const newCart = () => ask('/v3/dopservice/b2c/savecartwebdata', { body: { change: { type: 'add', itemId: product.id, quantity: 1 } } })
    const cart = (await newCart()).body.data
    const made = await statuses(RATE_LIMITS.cartMade, newCart)
    expect(made.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(made.at(-1)).toBe(429)

    const coupon = (couponName: string) => ask('/webservices/validatevoucher', { body: { cartId: cart.cartId, cartToken: cart.cartToken, couponName } })
    const known = [...limited.catalog.coupons.keys()][0]!
    for (let i = 0; i < 3; i++) await coupon(known)
    const guessed = await statuses(RATE_LIMITS.couponMiss + 1, (i) => coupon(`GUESS${i}`))
    expect(guessed.slice(0, -1).every((status) => status === 404 || status === 400)).toBe(true)
    expect(guessed.at(-1)).toBe(429)
  })
})

describe('10. what nobody cleans up', () => {
  it('expires a handshake session unused for its idle time, and the sweep takes it, empty untouched carts, guests’ carts untouched far longer, old back-in-stock requests and spent records, never an account’s cart', async () => {
    const { createHandshakes } = await import('../identity/handshakes.ts')
    const { sweep, NOTIFY_REQUEST_KEEP_MS } = await import('../start-up/sweep.ts')
    const { carts, identityRecords, notifyRequests, savedMultipacks, sessions } = await import('../db/schema.ts')
    const settings = { sessionIdleMs: 60_000 * 60 * 24, emptyCartKeepMs: 7 * 86_400_000, guestCartKeepMs: 90 * 86_400_000 }
    const db = shop.store.database.db
    let clock = Date.now()
    const handshakes = createHandshakes(db, 'a-test-secret-that-is-long-enough-000', 60_000, () => clock)
    const issued = await handshakes.issue('snacks')
    expect(await handshakes.verify(issued)).toBe(true)
    clock += 61_000
    expect(await handshakes.verify(issued)).toBe(false)

    const kept = await call(shop.store, '/v3/dopservice/b2c/savecartwebdata', {
      body: {
        change: { type: 'add', itemId: shop.store.catalog.orders.priceAsc.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) > 5)!.id, quantity: 1 },
      },
    })
    const empty = await call(shop.store, '/v3/dopservice/b2c/savecartwebdata', { body: { change: { type: 'clear' } } })
    await db.update(carts).set({ updatedAt: new Date(Date.now() - 30 * 86_400_000) })
    await db.insert(identityRecords).values({ model: 'Session', id: 'gone', payload: {}, expiresAt: new Date(Date.now() - 1000) })
    const swept = await sweep(db, settings, new Date(clock))
    expect(swept.carts).toBeGreaterThanOrEqual(1)
    expect(swept.identityRecords).toBeGreaterThanOrEqual(1)
    const cartsLeft = async () => new Set((await db.select({ id: carts.id }).from(carts)).map((row) => row.id))
    const left = await cartsLeft()
    expect(left.has(kept.body.data.cartId)).toBe(true)
    expect(left.has(empty.body.data.cartId)).toBe(false)
    expect(await db.select().from(identityRecords).where(eq(identityRecords.id, 'gone'))).toEqual([])

    // A guest's cart with lines untouched past its keep is swept; an account's, as old, is not, nor a guest's whose mix a customer took into their account.
    const accountCart = crypto.randomUUID()
    await db.insert(carts).values({ id: accountCart, tokenHash: 'x', lines: [{ itemId: 'P', quantity: 1 }] as never, accountId: crypto.randomUUID() })
    const adopted = await call(shop.store, '/v3/dopservice/b2c/savecartwebdata', { body: { change: { type: 'clear' } } })
    await register('mixer@example.com')
    const [keeper] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'mixer@example.com'))
    const old = new Date(Date.now() - 100 * 86_400_000)
    await db
      .insert(savedMultipacks)
      .values({ id: crypto.randomUUID(), cartId: adopted.body.data.cartId, accountId: keeper!.id, name: 'Road trip', picks: [], updatedAt: old })
    await db
      .update(carts)
      .set({ updatedAt: old })
      .where(inArray(carts.id, [kept.body.data.cartId, accountCart, adopted.body.data.cartId]))
    const product = shop.store.catalog.products[0]!.id
    await db.insert(notifyRequests).values([
      { email: 'old@example.com', productId: product, createdAt: new Date(Date.now() - NOTIFY_REQUEST_KEEP_MS - 86_400_000) },
      { email: 'new@example.com', productId: product },
    ])
    const later = await sweep(db, settings, new Date(clock))
    expect(later.guestCarts).toBeGreaterThanOrEqual(1)
    expect(later.notifyRequests).toBeGreaterThanOrEqual(1)
    const after = await cartsLeft()
    expect(after.has(kept.body.data.cartId)).toBe(false)
    expect(after.has(accountCart)).toBe(true)
    expect(after.has(adopted.body.data.cartId)).toBe(true)
    expect(await db.select().from(savedMultipacks).where(eq(savedMultipacks.accountId, keeper!.id))).toHaveLength(1)
    const waiting = (await db.select({ email: notifyRequests.email }).from(notifyRequests)).map((row) => row.email)
    expect(waiting).toContain('new@example.com')
    expect(waiting).not.toContain('old@example.com')
    await sweep(db, { ...settings, sessionIdleMs: 30_000 }, new Date(clock))
    expect(await db.select().from(sessions).where(eq(sessions.id, issued.sessionId))).toEqual([])
  })
})

describe('7. signing out ends the session', () => {
  const customerWith = async (token: string) => (await call(shop.store, '/v2/dopservice/getcustomer', { headers: { 'X-Auth-Token': token } })).body
  const signedInBrowser = async (email: string, password = 'Snack$2026') => {
    const started = await startSignIn()
    return { ...started, tokens: (await givePassword(started, email, password)).signedIn! }
  }
  const client = () => ({ issuer: `${shop.origin}/oidc`, clientId: SITES.snacks.identityClientId, redirectUri: `${shop.origin}/implicit/callback` })

  it('gives access tokens of 15 minutes at most, renewed with the refresh token; signing out revokes both, through the store’s own page', async () => {
    const { discover, renewSignIn, signOutUrl } = await import('#api/sign-in.ts')
    await register('rae@example.com')
    const { browser, tokens } = await signedInBrowser('rae@example.com')
    expect(tokens.expiresIn).toBeLessThanOrEqual(15 * 60)
    expect((await customerWith(tokens.accessToken)).success).toBe(true)
    const server = await discover(client().issuer)
    const renewed = await renewSignIn(client(), server, tokens.refreshToken!)
    expect((await customerWith(renewed.accessToken)).success).toBe(true)

    const page = await browser(signOutUrl(client(), server, { idToken: tokens.idToken, returnTo: `${shop.origin}/`, locale: 'es-us' })!)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Cerrando tu sesión')
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    const action = /action="([^"]+)"/.exec(html)![1]!
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!
    const confirmed = await browser(new URL(action, shop.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${shop.origin}/`)

    // A token copied before the sign-out reads nothing after it, at once.
    for (const token of [tokens.accessToken, renewed.accessToken]) expect((await customerWith(token)).responseCode).toBe(440)
    await expect(renewSignIn(client(), server, renewed.refreshToken!)).rejects.toThrow()
  })

  it('ends every other sign-in of the customer when the password changes, and keeps the one that changed it', async () => {
    await register('sol@example.com')
    const here = await signedInBrowser('sol@example.com')
    const elsewhere = await signedInBrowser('sol@example.com')
    expect((await customerWith(elsewhere.tokens.accessToken)).success).toBe(true)
    const changed = await call(shop.store, '/v2/dopservice/changepassword', {
      headers: { 'X-Auth-Token': here.tokens.accessToken },
      body: { currentPassword: 'Snack$2026', newPassword: 'Crunch$2027' },
    })
    expect(changed.status).toBe(200)
    expect((await customerWith(elsewhere.tokens.accessToken)).responseCode).toBe(440)
    expect((await customerWith(here.tokens.accessToken)).success).toBe(true)
  })

  it('shows its own error page, in the shopper’s language, with the way back to the store and to sign in again', async () => {
    const page = await fetch(`${shop.origin}/oidc/auth?client_id=nobody&response_type=code&scope=openid&ui_locales=es-us`)
    const html = await page.text()
    expect(page.status).toBe(400)
    expect(html).toContain('Volver a la tienda')
    expect(html).toContain('/my-account?lang=es-us')
    expect(html).not.toContain('oops! something went wrong')
  })
})

describe('9. a Content-Security-Policy everywhere', () => {
  it('on pictures and API answers, which run nothing and are never framed, and on the provider’s own pages', async () => {
    const product = shop.store.catalog.products[0]!
    const picture = await call(shop.store, `/images/products/${product.slug}.svg`)
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    const answer = await call(shop.store, '/v2/dopservice/configlist')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    const error = await fetch(`${shop.origin}/oidc/auth?client_id=nobody`)
    expect(error.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'nonce-[^']+'; style-src 'nonce-[^']+';.* frame-ancestors 'none'/,
    )
  })
})
