import { describe, expect, it } from 'vitest'
import { goneFromBundle, isBuyable, isNotifiable, type BundleDetail } from './catalog.ts'

const item = (id: string, quantity: number, availableQty: number, availability = 'inStock') =>
  ({ product: { id, availableQty, availability }, quantity }) as never

describe('a bundle held back by its items', () => {
  it('names the items short of the bundle’s number, leaving pre-orders out', () => {
    const bundle = { availability: 'outOfStock', items: [item('P1', 2, 5), item('P2', 2, 1), item('P3', 1, 0, 'preOrder')] } as Pick<
      BundleDetail,
      'availability' | 'items'
    >
    expect(goneFromBundle(bundle).map(({ product }) => product.id)).toEqual(['P2'])
  })

  it('names none while the bundle can be had', () => {
    expect(goneFromBundle({ availability: 'preOrder', items: [item('P1', 2, 0, 'preOrder')] })).toEqual([])
  })
})

describe('what a shopper can do with an item', () => {
  it('buys it only in stock, and asks to be told of a sold-out one, never of a pre-order', () => {
    expect([isBuyable({ availability: 'inStock' }), isBuyable({ availability: 'outOfStock' }), isBuyable({ availability: 'preOrder' })]).toEqual([
      true,
      false,
      false,
    ])
    expect([isNotifiable({ availability: 'inStock' }), isNotifiable({ availability: 'outOfStock' }), isNotifiable({ availability: 'preOrder' })]).toEqual([
      false,
      true,
      false,
    ])
  })
})
