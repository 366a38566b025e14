import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { storeForTests } from '../testing/test-store.ts'
import { savedMultipacks } from '../db/schema.ts'
import type { Cart } from '#domain/cart.ts'
import type { NamedMultipack } from '#domain/saved-multipack.ts'

const shop = storeForTests()

const call = shop.call
async function owner() {
  const cart = (await call('POST', '/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).body.data as Cart
  return { cartId: cart.cartId!, cartToken: cart.cartToken! }
}
function picks() {
  const eligible = shop.store.catalog.orders.name.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 15)
  return [
    { productId: eligible[0]!.id, quantity: 15 },
    { productId: eligible[1]!.id, quantity: 15 },
  ]
}
const read = (multipackId: string, who: { cartId: string; cartToken: string }) =>
  call('GET', `/v3/dopservice/b2c/mixpack/${multipackId}?cartId=${who.cartId}`, undefined, { 'X-Cart-Token': who.cartToken })

describe('multipack config', () => {
  it('gives the box size, the line ids and how many variety-pack snacks the location has in stock', async () => {
    const inStock = (location: number) => shop.store.catalog.products.filter((p) => p.multipackEligible && (p.stock.get(location)?.quantity ?? 0) > 0).length
    const here = (await call('GET', '/v3/dopservice/b2c/getconfig')).body.data
    expect(here).toEqual({ packSize: 30, lineIdPrefix: 'MYOMP-30-', productsInStock: inStock(1) })
    const there = (await call('GET', '/v3/dopservice/b2c/getconfig', undefined, { locationNumber: '2' })).body.data
    expect(there.productsInStock).toBe(inStock(2))
  })
})

describe('recommended variety packs', () => {
  it('lists the snacks a variety pack may hold: eligible and in stock at the shopper’s location', async () => {
    const listed = (await call('GET', '/v3/dopservice/b2c/productlist?locale=en-us')).body.data as { id: string }[]
    const expected = shop.store.catalog.orders.featured.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) > 0).map((p) => p.id)
    expect(listed.map((p) => p.id)).toEqual(expected)
    expect(listed.length).toBe((await call('GET', '/v3/dopservice/b2c/getconfig')).body.data.productsInStock)
  })

  it('offers one 30-pack per category, priced pack by pack, naming the snacks sold out at the shopper’s location', async () => {
    const multipacks = (await call('GET', '/v3/dopservice/b2c/recommendedvarietypacklist?locale=en-us')).body.data as NamedMultipack[]
    expect(multipacks.map((m) => m.id)).toEqual(shop.store.catalog.parents.map((p) => p.slug))
    for (const multipack of multipacks) {
      expect(multipack.picks.reduce((sum, p) => sum + p.quantity, 0)).toBe(30)
      expect(multipack.price).toBe(multipack.picks.reduce((sum, p) => sum + shop.store.catalog.productById.get(p.productId)!.priceCents * p.quantity, 0))
      expect(multipack.unavailable).toEqual(
        multipack.picks.filter((p) => (shop.store.catalog.productById.get(p.productId)!.stock.get(1)?.quantity ?? 0) < p.quantity).map((p) => p.productId),
      )
    }
    expect(multipacks.some((m) => m.unavailable.length > 0)).toBe(true)
    const spanish = (await call('GET', '/v3/dopservice/b2c/recommendedvarietypacklist?locale=es-us')).body.data as NamedMultipack[]
    expect(spanish[0]!.name).toMatch(/^Paquete variado/)
  })
})

describe('saved mixes', () => {
  it('creates, reads, updates and deletes a mix kept with the shopper’s cart', async () => {
    const me = await owner()
    const created = await call('POST', '/v3/dopservice/b2c/mixpack', { ...me, name: '  Movie night ', picks: picks() })
    const multipack = created.body.data as NamedMultipack
    expect(multipack).toMatchObject({ name: 'Movie night', unavailable: [] })
    expect((await read(multipack.id, me)).body.data).toEqual(multipack)
    const [a, b] = picks()
    const updated = (
      await call('PUT', `/v3/dopservice/b2c/mixpack/${multipack.id}`, {
        ...me,
        name: 'Road trip',
        picks: [
          { ...a!, quantity: 10 },
          { ...b!, quantity: 20 },
        ],
      })
    ).body.data as NamedMultipack
    expect(updated.picks.map((p) => p.quantity)).toEqual([10, 20])
    expect((await read(multipack.id, me)).body.data.name).toBe('Road trip')
    expect((await call('DELETE', `/v3/dopservice/b2c/mixpack/${multipack.id}`, me)).body.data).toEqual({ deleted: multipack.id })
    expect((await read(multipack.id, me)).status).toBe(404)
  })

  it('refuses a mix that is not 30 packs, a blank name, and another shopper’s mix, and changes nothing', async () => {
    const me = await owner()
    const someoneElse = await owner()
    const multipack = (await call('POST', '/v3/dopservice/b2c/mixpack', { ...me, name: 'Mine', picks: picks() })).body.data as NamedMultipack
    const [a] = picks()
    const refusals = [
      await call('POST', '/v3/dopservice/b2c/mixpack', { ...me, name: 'Short', picks: [{ ...a!, quantity: 29 }] }),
      await call('POST', '/v3/dopservice/b2c/mixpack', { ...me, name: '   ', picks: picks() }),
      await call('POST', '/v3/dopservice/b2c/mixpack', { ...me, cartToken: someoneElse.cartToken, name: 'Sneaky', picks: picks() }),
      await read(multipack.id, someoneElse),
      await call('PUT', `/v3/dopservice/b2c/mixpack/${multipack.id}`, { ...someoneElse, name: 'Taken', picks: picks() }),
      await call('DELETE', `/v3/dopservice/b2c/mixpack/${multipack.id}`, someoneElse),
      await call('GET', `/v3/dopservice/b2c/mixpack/not-a-mix?cartId=${me.cartId}`, undefined, { 'X-Cart-Token': me.cartToken }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 403, 404, 404, 404, 400])
    expect((await read(multipack.id, me)).body.data.name).toBe('Mine')
  })
})

describe('saved mixes refuse bad input and keep within limits', () => {
  it('refuses a name with a NUL or another control character with the name’s message, and saves nothing', async () => {
    const who = await owner()
    const logged: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args))
    try {
      for (const name of ['Snack\u0000time', 'Tab\u0007bell']) {
        const { status, body } = await call('POST', '/v3/dopservice/b2c/mixpack', { ...who, name, picks: picks() })
        expect(status).toBe(400)
        expect(body).toMatchObject({ success: false })
      }
    } finally {
      spy.mockRestore()
    }
    expect(logged).toEqual([])
    const kept = await shop.store.database.db.select().from(savedMultipacks).where(eq(savedMultipacks.cartId, who.cartId))
    expect(kept).toEqual([])
  })

  it('keeps at most 20 mixes a cart, and says so', async () => {
    const who = await owner()
    const saves = await Promise.all(
      Array.from({ length: 22 }, (_, i) => call('POST', '/v3/dopservice/b2c/mixpack', { ...who, name: `Mix ${i + 1}`, picks: picks() })),
    )
    expect(saves.filter((s) => s.status === 200)).toHaveLength(20)
    expect(saves.filter((s) => s.status === 400).map((s) => s.body.errorKey)).toEqual(['mixLimit', 'mixLimit'])
  })
})

describe('a body holding a NUL character', () => {
  it('is refused before any route sees it, wherever the NUL is', async () => {
    const who = await owner()
    for (const body of [
      { ...who, couponName: 'SNACK\u000010' },
      { ...who, name: 'ok', picks: picks(), extra: { 'k\u0000': 1 } },
    ]) {
      const { status, body: answer } = await call('POST', '/webservices/validatevoucher', body)
      expect(status).toBe(400)
      expect(answer).toMatchObject({ success: false, errorKey: 'invalidInput' })
    }
  })
})

describe('the operator’s log of a failed call', () => {
  it('says what failed without the statement’s parameters', async () => {
    const { describeFailure } = await import('../app.ts')
    const failure = new Error('Failed query: insert into "saved_mixes" ("name") values ($1)\nparams: ana@example.com,Snack time', {
      cause: new Error('invalid byte sequence'),
    })
    const line = describeFailure(failure)
    expect(line).toContain('Failed query: insert into "saved_mixes"')
    expect(line).toContain('invalid byte sequence')
    expect(line).not.toContain('ana@example.com')
  })
})
