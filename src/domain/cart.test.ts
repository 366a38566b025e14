import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  cartTotals,
  CartChangeSchema,
  freeShippingProgress,
  giftCardsHeld,
  lineQuantityLimit,
  packsIn,
  QuantitySchema,
  shippingStanding,
  shortLines,
} from './cart.ts'
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

  describe('shipping, one rule for the bar, the cart and the order', () => {
    const snack = (price: number, quantity = 1) => ({ price, quantity })
    const eGiftCard = (price: number) => ({
      price,
      quantity: 1,
      giftCard: { firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com', giftMessage: '' },
    })
    const on = { freeShipping: true }
    const bar = (lines: Parameters<typeof shippingStanding>[0], terms: Parameters<typeof shippingStanding>[1] = on) =>
      freeShippingProgress(shippingStanding(lines, terms))
    const charge = (lines: Parameters<typeof shippingStanding>[0], terms: { freeShipping: boolean; coupon?: { freeShipping: boolean } } = on) =>
      cartTotals(lines, terms.freeShipping, terms.coupon && { discount: 0, ...terms.coupon }).shippingCharge

    it('counts the snacks only: a $10 snack and a $25 e-gift card are $5.01 short of free shipping (over $15), and pay $5.99', () => {
      const cart = [snack(1000), eGiftCard(2500)]
      expect(bar(cart)).toEqual({ free: false, more: 501, progress: 1000 / 1500 })
      expect(charge(cart)).toBe(599)
    })

    it('ships free a cent over $15 of snacks, and charges at $15.00, the bar and the charge agreeing', () => {
      expect(bar([snack(500, 3)])).toEqual({ free: false, more: 1, progress: 1 })
      expect(charge([snack(500, 3)])).toBe(599)
      expect(bar([snack(1501)])).toEqual({ free: true, more: 0, progress: 1 })
      expect(charge([snack(1501)])).toBe(0)
      expect(bar([snack(750)])).toEqual({ free: false, more: 751, progress: 0.5 })
    })

    it('says nothing about shipping for e-gift cards alone, or for an empty cart, and charges none', () => {
      expect(shippingStanding([eGiftCard(2500), eGiftCard(5000)], on)).toEqual({ ships: false, charge: 0 })
      expect(bar([eGiftCard(2500)])).toBeUndefined()
      expect(bar([])).toBeUndefined()
      expect(charge([eGiftCard(2500)])).toBe(0)
    })

    it('ships free by a coupon whatever the snacks come to, said on the bar, even with the store’s free shipping off', () => {
      const coupon = { freeShipping: true }
      expect(shippingStanding([snack(300)], { ...on, coupon })).toEqual({ ships: true, free: true, by: 'coupon', charge: 0 })
      expect(bar([snack(300)], { freeShipping: false, coupon })).toEqual({ free: true, more: 0, progress: 1 })
      expect(charge([snack(300)], { freeShipping: false, coupon })).toBe(0)
    })

    it('with the store’s free shipping off, charges shipping on any cart of snacks and shows no bar', () => {
      expect(bar([snack(5000)], { freeShipping: false })).toBeUndefined()
      expect(charge([snack(5000)], { freeShipping: false })).toBe(599)
    })
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

describe('the variety packs and e-gift cards a cart holds (SPEC §3 cart state)', () => {
  const line = (lineId: string, quantity: number, extra: object = {}) => ({ lineId, quantity, price: 100, ...extra }) as never
  const pack = (lineId: string, quantity: number, picked: number[]) =>
    line(lineId, quantity, { multipack: true, multipackList: picked.map((count, i) => ({ productId: `P${i}`, title: '', quantity: count, price: 100 })) })
  const gift = (lineId: string) => line(lineId, 1, { giftCard: { firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com', giftMessage: '' } })

  it('lists the packs’ lines, counts the packs, and says whether each holds its full 30', () => {
    expect(packsIn([line('P1', 2), pack('MYOMP-30-1', 2, [15, 15]), pack('MYOMP-30-2', 1, [30])])).toEqual({
      multipackCartItems: ['MYOMP-30-1', 'MYOMP-30-2'],
      packCount: 3,
      multipackCountFull: true,
    })
    expect(packsIn([pack('MYOMP-30-1', 1, [15, 10])]).multipackCountFull).toBe(false)
    expect(packsIn([line('P1', 1)])).toEqual({ multipackCartItems: [], packCount: 0, multipackCountFull: true })
  })

  it('is a gift order when it holds e-gift cards alone, and says whether it holds any', () => {
    expect(giftCardsHeld([gift('EGIFT-1'), gift('EGIFT-2')])).toEqual({ giftOrder: true, includesGiftCard: true })
    expect(giftCardsHeld([gift('EGIFT-1'), line('P1', 1)])).toEqual({ giftOrder: false, includesGiftCard: true })
    expect(giftCardsHeld([line('P1', 1)])).toEqual({ giftOrder: false, includesGiftCard: false })
    expect(giftCardsHeld([])).toEqual({ giftOrder: false, includesGiftCard: false })
  })
})
