import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { handshakeHeaders, listeningStoreForTests } from './test-store.ts'
import { signInFlows } from '../identity/sign-in-flows.testing.ts'
import { rowsOf } from '../db/rows.ts'
import { SITES } from '#domain/site.ts'

/** How many random calls the property makes; `RANDOM_INPUT_RUNS` raises it for a longer search. */
const RUNS = Number(process.env.RANDOM_INPUT_RUNS ?? 2000)

const shop = listeningStoreForTests()
const { signIn } = signInFlows(() => shop.origin)

interface Endpoint {
  method: string
  path: string
  host?: string
  /** The field names docs/api.md gives its input. */
  fields: string[]
}

/** Every row of the API table (docs/api.md): method, path (each path of a row), host, and the names of its input's fields. */
function endpointsOfReadme(): Endpoint[] {
  const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
  const endpoints: Endpoint[] = []
  for (const line of readme.split('\n')) {
    const row = /^\| (GET|POST|PUT|DELETE|\*) \| ([^|]+) \| ([^|]*) \|/.exec(line)
    if (!row) continue
    const [, method, where, input] = row as unknown as [string, string, string, string]
    const quoted = [...where.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
    const host = quoted.find((text) => !text.startsWith('/'))
    const fields = [...new Set([...input.matchAll(/([A-Za-z][A-Za-z0-9]*)\??(?=[\s,}:)]|$)/g)].map((match) => match[1]!))]
    for (const path of quoted.filter((text) => text.startsWith('/'))) {
      // The provider's own endpoints: its token, authorization, sign-out and userinfo calls.
      if (path === '/oidc/*')
        for (const [m, p] of [
          ['POST', '/oidc/token'],
          ['GET', '/oidc/auth'],
          ['GET', '/oidc/session/end'],
          ['GET', '/oidc/me'],
        ] as const)
          endpoints.push({ method: m, path: p, fields })
      else endpoints.push({ method: method === '*' ? 'POST' : method, path, host, fields })
    }
  }
  return endpoints
}

/** JSON texts that broke servers before: deep nesting, numbers past any range, lone surrogates, NUL, `__proto__`. */
const pathological = fc.oneof(
  fc.integer({ min: 33, max: 6000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 33, max: 3000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('1e309', '-1e309', '9007199254740993', '-0', '1e-400', '123456789012345678901234567890'),
  fc.constantFrom(
    '"\\ud800"',
    '{"email":"\\udfff@x.com"}',
    '{"name":"\\u0000"}',
    '{"\\u0000":1}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.constantFrom('', 'null', 'true', '[]', '{}', '"text"', '{"a":', 'not json', '\u0000'),
)

/** A value of any JSON type, with the strange strings and numbers that matter here. */
const anyValue = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('\ud800', '\u0000', '', ' ', 'a'.repeat(5000), '-1', '1e309', 'SF-0000000', '__proto__', '00000000-0000-0000-0000-000000000000'),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 0.5, 1e300, -0),
  fc.constant(null),
)

/** A body as the endpoint's fields name it, each field given a random value of any type (sometimes a real cart's id and token). */
function bodyFor(endpoint: Endpoint, owner: Record<string, string>) {
  const field = fc.constantFrom(...(endpoint.fields.length > 0 ? endpoint.fields : ['value']), '__proto__', 'constructor')
  const value = (name: string) => (owner[name] ? fc.oneof(fc.constant(owner[name]), anyValue) : anyValue)
  return fc
    .array(field, { maxLength: 8 })
    .chain((names) => fc.tuple(...names.map((name) => value(name).map((v) => [name, v] as const))))
    .map((pairs) => {
      // Own `__proto__` keys, as JSON.parse makes them.
      const text = `{${pairs.map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`
      return text
    })
}

/** One HTTP call to the listening store, any Host named: its status once the whole answer is read. */
function send(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve(incoming.statusCode ?? 0))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** What a refusal must leave as it was: carts, orders and accounts (a wrong password's count aside). */
async function digest(): Promise<string> {
  const result = await shop.store.database.db.execute(sql`SELECT
    (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.id), '')) FROM carts c) AS carts,
    (SELECT md5(coalesce(string_agg(o::text, '|' ORDER BY o.id), '')) FROM orders o) AS orders,
    (SELECT md5(coalesce(string_agg(concat_ws(',', a.id, a.email, a.password_hash, a.first_name, a.last_name, a.newsletters::text, a.loyalty_id, a.google_subject, a.external_subject), '|' ORDER BY a.id), '')) FROM accounts a) AS accounts,
    (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM addresses x) AS addresses,
    (SELECT md5(coalesce(string_agg(m::text, '|' ORDER BY m.id), '')) FROM saved_mixes m) AS mixes`)
  return JSON.stringify(rowsOf(result)[0])
}

describe('random input to every endpoint of the API table', () => {
  const endpoints = endpointsOfReadme()
  let headers: Record<string, string>
  let owner: Record<string, string>

  beforeAll(async () => {
    const handshake = await handshakeHeaders(shop.store)
    headers = { sessionId: handshake.sessionId!, rnduts: handshake.rnduts!, encstr: handshake.encstr! }
    const post = async (path: string, body: unknown, extra: Record<string, string> = {}) =>
      (
        await (
          await fetch(`${shop.origin}${path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', locationNumber: '1', ...extra },
            body: JSON.stringify(body),
          })
        ).json()
      ).data
    await post('/v2/dopservice/register-user', {
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'fuzz@example.com',
      password: 'Snack$2026',
      birth: { day: '4', month: '7', year: '1990' },
      gender: 'female',
      acceptedTerms: true,
      sourceID: SITES.snacks.sourceId,
    })
    const { accessToken } = (await signIn('fuzz@example.com', 'Snack$2026')).signedIn!
    const snack = shop.store.catalog.orders.priceAsc.find((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) > 10)!
    const cart = await post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'add', itemId: snack.id, quantity: 2 } })
    owner = { cartId: cart.cartId, cartToken: cart.cartToken, persistCartId: cart.cartId, accessToken }
  })

  it('lists the endpoints it sends to', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(70)
  })

  it(`answers ${RUNS} random calls with no 5xx, and no refusal changes a cart, an order or an account`, async () => {
    const call = fc.record({
      endpoint: fc.constantFrom(...endpoints),
      body: fc.oneof(pathological, fc.constant('')),
      signedIn: fc.boolean(),
      query: fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('\ud800', '%00', '1e309', '-1'))), {
        maxLength: 4,
      }),
    })
    const shaped = fc
      .constantFrom(...endpoints)
      .chain((endpoint) =>
        fc.record({ endpoint: fc.constant(endpoint), body: bodyFor(endpoint, owner), signedIn: fc.boolean(), query: fc.constant([] as [string, string][]) }),
      )
    let sent = 0
    await fc.assert(
      fc.asyncProperty(fc.oneof(call, shaped), async ({ endpoint, body, signedIn, query }) => {
        const path = endpoint.path.replace(/\{[^}]+\}/g, () => (Math.random() < 0.5 ? crypto.randomUUID() : 'x'))
        const url = new URL(path, shop.origin)
        for (const [key, value] of query) url.searchParams.append(key, value)
        for (const name of endpoint.fields) if (endpoint.method === 'GET' && owner[name]) url.searchParams.set(name, owner[name])
        const before = await digest()
        const status = await send(
          url,
          endpoint.method,
          {
            ...headers,
            host: endpoint.host ? `${endpoint.host}:${url.port}` : url.host,
            'content-type': 'application/json',
            locationNumber: '1',
            'X-Cart-Token': owner.cartToken!,
            ...(signedIn ? { 'X-Auth-Token': owner.accessToken! } : {}),
          },
          endpoint.method === 'GET' ? undefined : body,
        )
        sent++
        expect(status, `${endpoint.method} ${url.pathname} ${body.slice(0, 200)}`).toBeLessThan(500)
        if (status >= 400) expect(await digest(), `${endpoint.method} ${url.pathname} refused ${status} but changed the store`).toBe(before)
      }),
      { numRuns: RUNS, seed: Number(process.env.RANDOM_INPUT_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )
    expect(sent).toBeGreaterThanOrEqual(RUNS)
  }, 600_000)
})
