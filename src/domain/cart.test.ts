import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { cartTotals, CartChangeSchema, freeShippingStanding, lineQuantityLimit, QuantitySchema, shortLines } from './cart.ts'
import { addableQuantity, quantitiesById } from './cart-quantities.ts'

describe('cart rules', () => {
  it('ships free over $15 only, and only with the flag on', () => {
    expect(cartTotals([{ price: 500, quantity: 3 }], true)).toEqual({ subTotal: 1500, discount: 0, shippingCharge: 599, totalAmount: 2099 })
    expect(cartTotals([{ price: 501, quantity: 3 }], true)).toEqual({ subTotal: 1503, discount: 0, shippingCharge: 0, totalAmount: 1503 })
    expect(cartTotals([{ price: 501, quantity: 3 }], false).shippingCharge).toBe(599)
    expect(cartTotals([{ price: 500, quantity: 1 }], true, { discount: 100, freeShipping: true })).toEqual({
      subTotal: 500,
      discount: 100,
      shippingCharge: 0,
      totalAmount: 400,
    })
    expect(cartTotals([], true)).toEqual({ subTotal: 0, discount: 0, shippingCharge: 0, totalAmount: 0 })
  })

  it('measures a subtotal against the free-shipping threshold the server gives: a cent over ships free', () => {
    expect(freeShippingStanding(750, 1500)).toEqual({ free: false, more: 751, progress: 0.5 })
    expect(freeShippingStanding(1500, 1500)).toEqual({ free: false, more: 1, progress: 1 })
    expect(freeShippingStanding(1501, 1500)).toEqual({ free: true, more: 0, progress: 1 })
    expect(freeShippingStanding(750, 3000)).toEqual({ free: false, more: 2251, progress: 0.25 })
  })

  it('refuses zero, negative, fractional and huge quantities', () => {
    for (const bad of [0, -1, 1.5, 100, Number.NaN]) expect(v.is(QuantitySchema, bad)).toBe(false)
    expect(v.is(QuantitySchema, 3)).toBe(true)
  })

  it('takes only the known kinds of change', () => {
    expect(v.is(CartChangeSchema, { type: 'add', itemId: 'P00001', quantity: 1 })).toBe(true)
    expect(v.is(CartChangeSchema, { type: 'add', itemId: 'P00001', quantity: 1, price: 1 })).toBe(true)
    expect(v.is(CartChangeSchema, { type: 'add', itemId: 'DROP TABLE', quantity: 1 })).toBe(false)
    expect(v.is(CartChangeSchema, { type: 'explode' })).toBe(false)
  })
})

describe('per-id quantity map', () => {
  it('counts products and bundles by id, leaving variety packs out', () => {
    const line = (lineId: string, quantity: number, extra: object) => ({ lineId, quantity, ...extra }) as never
    const cart = { cartItems: [line('P00001', 2, { productId: 'P00001' }), line('BN01', 1, { bundleId: 'BN01' }), line('MYOMP-30-1', 1, { multipack: true })] }
    expect([...quantitiesById(cart)]).toEqual([
      ['P00001', 2],
      ['BN01', 1],
    ])
    expect(quantitiesById(undefined).size).toBe(0)
  })
})

describe('what more can go in the cart', () => {
  it('is the stock within the line limit, less what the cart holds, never below zero', () => {
    expect(addableQuantity(10, 3)).toBe(7)
    expect(addableQuantity(500, 90)).toBe(9)
    expect(addableQuantity(4, 4)).toBe(0)
    expect(addableQuantity(2, 5)).toBe(0)
  })

  it('marks the lines the location cannot supply in the number held', () => {
    const line = (lineId: string, quantity: number, availableQty: number) => ({ lineId, quantity, availableQty }) as never
    expect(shortLines({ cartItems: [line('a', 2, 5), line('b', 3, 2), line('c', 1, 0)] }).map((l: { lineId: string }) => l.lineId)).toEqual(['b', 'c'])
    expect(shortLines(undefined)).toEqual([])
  })
})

describe('a cart line’s quantity', () => {
  it('goes up to the location’s stock, at most 99, and never below 1', () => {
    expect(lineQuantityLimit({ availableQty: 12 })).toBe(12)
    expect(lineQuantityLimit({ availableQty: 500 })).toBe(99)
    expect(lineQuantityLimit({ availableQty: 0 })).toBe(1)
  })
})
