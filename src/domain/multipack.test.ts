import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { allInStockChosen, builderStart, isFull, MultipackSchema, multipackPrice, nextMultipackId, packCount, unavailablePicks } from './multipack.ts'

describe('multipack rules', () => {
  it('is full at exactly 30 packs', () => {
    expect(packCount([{ quantity: 10 }, { quantity: 20 }])).toBe(30)
    expect(isFull([{ quantity: 10 }, { quantity: 20 }])).toBe(true)
    expect(isFull([{ quantity: 29 }])).toBe(false)
  })

  it('stops a snack once the mix holds every pack the location has', () => {
    expect(allInStockChosen(5, 6)).toBe(false)
    expect(allInStockChosen(6, 6)).toBe(true)
    expect(allInStockChosen(0, 0)).toBe(true)
  })

  it('numbers multipacks MYOMP-30-n after the ones already there', () => {
    expect(nextMultipackId([])).toBe('MYOMP-30-1')
    expect(nextMultipackId(['P00001', 'MYOMP-30-1', 'MYOMP-30-4'])).toBe('MYOMP-30-5')
  })

  it('prices a mix pack by pack', () => {
    expect(
      multipackPrice([
        { quantity: 10, price: 169 },
        { quantity: 20, price: 222 },
      ]),
    ).toBe(10 * 169 + 20 * 222)
  })

  it('accepts exactly 30 packs, each product once', () => {
    expect(v.is(MultipackSchema, [{ productId: 'P00001', quantity: 30 }])).toBe(true)
    expect(v.is(MultipackSchema, [{ productId: 'P00001', quantity: 31 }])).toBe(false)
    expect(v.is(MultipackSchema, [{ productId: 'P00001', quantity: 29 }])).toBe(false)
    expect(
      v.is(MultipackSchema, [
        { productId: 'P00001', quantity: 15 },
        { productId: 'P00001', quantity: 15 },
      ]),
    ).toBe(false)
  })
})

describe('unavailable picks', () => {
  it('names the products out of stock, short of the mix’s number, or gone', () => {
    const stock = new Map([
      ['P00001', 10],
      ['P00002', 4],
      ['P00003', 0],
    ])
    const picks = [
      { productId: 'P00001', quantity: 10 },
      { productId: 'P00002', quantity: 5 },
      { productId: 'P00003', quantity: 5 },
      { productId: 'P00004', quantity: 10 },
    ]
    expect(unavailablePicks(picks, stock)).toEqual(['P00002', 'P00003', 'P00004'])
  })
})

describe('what the builder starts from', () => {
  const chips = { productId: 'P1', title: 'Chips', price: 150, quantity: 20 }
  const bars = { productId: 'P2', title: 'Bars', price: 150, quantity: 10 }
  const stock = [
    { id: 'P1', availableQty: 99 },
    { id: 'P2', availableQty: 5 },
  ]

  it('is the cart line being edited, changed in place, even when a saved or recommended mix is offered too', () => {
    const { key, start } = builderStart({ lineId: 'MYOMP-30-2', multipackList: [chips, bars] }, { saved: { id: 's1', picks: [chips] } }, stock)
    expect(key).toBe('MYOMP-30-2')
    expect(start).toEqual({ id: 'MYOMP-30-2', picks: [chips, bars], unavailable: ['P2'] })
  })

  it('is a saved mix before a recommended one, each a new line, else an empty box', () => {
    expect(builderStart(undefined, { saved: { id: 's1', picks: [chips] }, mix: { id: 'movie-night', picks: [bars] } }, stock)).toEqual({
      key: 's1',
      start: { id: undefined, picks: [chips], unavailable: [] },
    })
    expect(builderStart({ lineId: 'P9' }, { mix: { id: 'movie-night', picks: [chips] } }, stock).key).toBe('movie-night')
    expect(builderStart(undefined, {}, stock)).toEqual({ key: 'new', start: undefined })
  })
})
