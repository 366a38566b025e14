import { describe, expect, it } from 'vitest'
import { analyticsItem } from './products.ts'

describe('analytics items', () => {
  it('carry the size and price buckets of a product', () => {
    const item = analyticsItem({ id: 'P1', title: 'Chips', priceCents: 649, sizeOz: 5, brand: { name: 'Crunchwell' }, category: { name: 'Potato Chips' } })
    expect(item).toMatchObject({ item_id: 'P1', item_brand: 'Crunchwell', price: 6.49, size_bucket: '4-6oz', price_bucket: '$5-$10' })
  })

  it('count a bundle as over $10 and over 8oz', () => {
    expect(analyticsItem({ id: 'BN1', title: 'Box', priceCents: 500 })).toMatchObject({ size_bucket: 'over 8oz', price_bucket: 'over $10' })
  })
})
