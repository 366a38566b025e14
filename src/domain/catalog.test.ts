import { describe, expect, it } from 'vitest'
import { formatPrice, goneFromBundle, isBuyable, isNotifiable, type BundleDetail } from './catalog.ts'

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

describe('a price', () => {
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1050, 12_345, 99_999, 100_000, 123_456_789, -1, -99, -1050, -123_456]
  it.each(['en-US', 'es-US'])('reads as %s writes dollars', (locale) => {
    const written = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    for (const cents of amounts) expect(formatPrice(cents)).toBe(written.format(cents / 100))
  })
})
