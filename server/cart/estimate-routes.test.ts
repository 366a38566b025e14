import { describe, expect, it } from 'vitest'
import { storeForTests } from '../testing/test-store.ts'
import type { Cart } from '#domain/cart.ts'

const shop = storeForTests()

const post = (path: string, body: unknown, location = '1') => shop.call('POST', path, body, { locationNumber: location })
async function cartWith(lines: { itemId: string; quantity: number }[]) {
  const cart = (await post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).body.data as Cart
  for (const line of lines)
    await post('/v3/dopservice/b2c/savecartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken, change: { type: 'add', ...line } })
  return { cartId: cart.cartId, cartToken: cart.cartToken! }
}
const stocked = () => shop.store.catalog.orders.priceAsc.filter((p) => (p.stock.get(1)?.quantity ?? 0) >= 10)

describe('shipping charge and tax estimate', () => {
  it('charges standard shipping under $15 and none over it', async () => {
    const [cheap] = stocked()
    const small = await post('/v3/dopservice/shippingcharge', { ...(await cartWith([{ itemId: cheap!.id, quantity: 1 }])), zipcode: '10001' })
    expect(small.body.data).toEqual({ shippingCharge: 599, shippingSku: 'SHIP-STANDARD', freeShippingThreshold: 1500 })
    const big = await post('/v3/dopservice/shippingcharge', {
      ...(await cartWith([{ itemId: cheap!.id, quantity: Math.ceil(1501 / cheap!.priceCents) }])),
      zipcode: '10001',
    })
    expect(big.body.data).toMatchObject({ shippingCharge: 0, shippingSku: 'SHIP-FREE' })
  })

  it('estimates tax by the zip code’s state on the discounted subtotal, shipping untaxed', async () => {
    const [a] = stocked()
    const owner = await cartWith([{ itemId: a!.id, quantity: 8 }])
    await post('/webservices/validatevoucher', { ...owner, couponName: 'SNACK10' })
    const subTotal = a!.priceCents * 8
    const discount = Math.round(subTotal * 0.1)
    const ny = (await post('/webservices/ordertax', { ...owner, zipcode: '10001' })).body.data
    expect(ny).toMatchObject({
      zipcode: '10001',
      state: 'ny',
      rateBasisPoints: 400,
      taxableAmount: subTotal - discount,
      taxAmount: Math.round((subTotal - discount) * 0.04),
    })
    const cart = (await post('/v3/dopservice/b2c/getcartwebdata', owner)).body.data as Cart
    expect(ny.totalAmount).toBe(cart.totalAmount + ny.taxAmount)
    const oregon = (await post('/webservices/ordertax', { ...owner, zipcode: '97201' })).body.data
    expect(oregon).toMatchObject({ state: 'or', taxAmount: 0, totalAmount: cart.totalAmount })
  })

  it('refuses Hawaii, Alaska, malformed zips and another shopper’s cart', async () => {
    const owner = await cartWith([])
    const refusals = [
      await post('/webservices/ordertax', { ...owner, zipcode: '96801' }),
      await post('/v3/dopservice/shippingcharge', { ...owner, zipcode: '99501' }),
      await post('/webservices/ordertax', { ...owner, zipcode: '1000' }),
      await post('/webservices/ordertax', { ...owner, cartToken: 'z'.repeat(43), zipcode: '10001' }),
    ]
    expect(refusals.map((r) => [r.status, r.body.errorKey])).toEqual([
      [400, 'noShippingToState'],
      [400, 'noShippingToState'],
      [400, 'invalidInput'],
      [403, 'cartNotYours'],
    ])
  })
})

describe('availability checks', () => {
  it('marks lines that the shopper’s location cannot supply, or not in that number', async () => {
    const elsewhereOut = shop.store.catalog.orders.priceAsc.find((p) => (p.stock.get(1)?.quantity ?? 0) >= 5 && p.stock.get(2)?.quantity === 0)!
    const scarce = shop.store.catalog.orders.priceAsc.find((p) => {
      const here = p.stock.get(1)?.quantity ?? 0
      const there = p.stock.get(2)?.quantity ?? 0
      return here >= 3 && here <= 99 && there > 0 && there < here && p.id !== elsewhereOut.id
    })!
    const here = scarce.stock.get(1)!.quantity
    const owner = await cartWith([
      { itemId: elsewhereOut.id, quantity: 1 },
      { itemId: scarce.id, quantity: here },
    ])
    const atHome = (await post('/v2/dopservice/checkitemsavailability', owner)).body.data
    expect(atHome.allAvailable).toBe(true)
    const away = (await post('/v2/dopservice/checkitemsavailability', owner, '2')).body.data
    expect(away.allAvailable).toBe(false)
    expect(away.lines).toEqual([
      { lineId: elsewhereOut.id, quantity: 1, availableQty: 0, status: 'unavailable' },
      { lineId: scarce.id, quantity: here, availableQty: scarce.stock.get(2)!.quantity, status: 'short' },
    ])
  })

  it('tells the stock of products by id, and refuses unknown ones', async () => {
    const [a, b] = stocked()
    const inventory = await post('/webservices/cartreview/productinventory', { productIds: [a!.id, b!.id] })
    expect(inventory.body.data).toEqual([
      { productId: a!.id, availableQty: a!.stock.get(1)!.quantity, preOrder: a!.stock.get(1)!.preOrder },
      { productId: b!.id, availableQty: b!.stock.get(1)!.quantity, preOrder: b!.stock.get(1)!.preOrder },
    ])
    expect((await post('/webservices/cartreview/productinventory', { productIds: ['P99999'] })).status).toBe(404)
    expect((await post('/webservices/cartreview/productinventory', { productIds: [] })).status).toBe(400)
  })
})

describe('every answer about the cart', () => {
  it('carries shipping and tax for the shopper’s zip code, crossing the $15 threshold with the change that crosses it', async () => {
    const [cheap] = stocked()
    const first = (
      await post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'add', itemId: cheap!.id, quantity: 1 }, locale: 'en-us', zipcode: '10001' })
    ).body.data as Cart
    expect(first).toMatchObject({ shippingCharge: 599, shippingSku: 'SHIP-STANDARD', taxInfo: { state: 'ny', taxableAmount: cheap!.priceCents } })
    const owner = { cartId: first.cartId, cartToken: first.cartToken }
    const quantity = Math.ceil(1501 / cheap!.priceCents)
    const over = (
      await post('/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'set', lineId: cheap!.id, quantity }, locale: 'en-us', zipcode: '10001' })
    ).body.data as Cart
    expect(over).toMatchObject({ shippingCharge: 0, shippingSku: 'SHIP-FREE', taxInfo: { taxableAmount: cheap!.priceCents * quantity } })
    expect(over.taxInfo!.totalAmount).toBe(over.totalAmount + over.taxInfo!.taxAmount)
    const read = (await post('/v3/dopservice/b2c/getcartwebdata', { ...owner, locale: 'en-us', zipcode: '97201' })).body.data as Cart
    expect(read.taxInfo).toMatchObject({ state: 'or', taxAmount: 0 })
  })

  it('is the cart alone without a zip code, or for a state the store does not ship to; a malformed zip code is refused', async () => {
    const [cheap] = stocked()
    const owner = await cartWith([{ itemId: cheap!.id, quantity: 1 }])
    for (const zipcode of [undefined, '96801']) {
      const cart = (await post('/v3/dopservice/b2c/getcartwebdata', { ...owner, locale: 'en-us', zipcode })).body.data as Cart
      expect([cart.cartCount, cart.shippingSku, cart.taxInfo]).toEqual([1, undefined, undefined])
    }
    const malformed = await post('/v3/dopservice/b2c/getcartwebdata', { ...owner, locale: 'en-us', zipcode: '1000' })
    expect([malformed.status, malformed.body.errorKey]).toEqual([400, 'invalidInput'])
  })
})
