import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog.ts'
import { demoSeed } from '../seed.ts'
import { PRICE_BUCKETS, SIZE_BUCKETS, priceBucket, sizeBucket } from '#domain/buckets.ts'

const catalog = generateCatalog()
const sellable = catalog.products.filter((p) => !p.freeSample)

describe('seed catalog', () => {
  it('is the same on every run', () => {
    expect(generateCatalog()).toEqual(catalog)
  })

  it('has the size the store needs', () => {
    expect(catalog.brands.length).toBeGreaterThanOrEqual(24)
    expect(catalog.products.length).toBeGreaterThanOrEqual(240)
    expect(catalog.bundles.length).toBeGreaterThanOrEqual(12)
    expect(catalog.flavors.length).toBeGreaterThanOrEqual(20)
    expect(catalog.categories.filter((c) => !c.parentId)).toHaveLength(4)
    expect(catalog.categories.filter((c) => c.parentId).length).toBeGreaterThanOrEqual(10)
    expect(catalog.locations).toHaveLength(3)
  })

  it('covers every analytics size and price bucket', () => {
    expect(new Set(sellable.map((p) => sizeBucket(p.sizeOz)))).toEqual(new Set(SIZE_BUCKETS))
    expect(new Set(sellable.map((p) => priceBucket(p.priceCents)))).toEqual(new Set(PRICE_BUCKETS))
  })

  it('has unique slugs and product ids', () => {
    expect(new Set(catalog.products.map((p) => p.slug)).size).toBe(catalog.products.length)
    expect(new Set(catalog.bundles.map((b) => b.slug)).size).toBe(catalog.bundles.length)
  })

  it('has out-of-stock, pre-order and out-at-one-location products', () => {
    const byProduct = Map.groupBy(catalog.stock, (s) => s.productId)
    const stories = [...byProduct.values()].map((rows) => {
      const empty = rows.filter((r) => r.quantity === 0).length
      if (rows.some((r) => r.preOrder)) return 'preOrder'
      return empty === 3 ? 'outEverywhere' : empty === 1 ? 'outAtOne' : empty === 0 ? 'inStock' : 'other'
    })
    for (const story of ['preOrder', 'outEverywhere', 'outAtOne', 'inStock']) expect(stories).toContain(story)
  })

  it('flags free samples, holiday, hot and multipack-eligible items, best sellers and staff picks', () => {
    const count = (flag: (p: (typeof catalog.products)[number]) => unknown) => catalog.products.filter(flag).length
    expect(count((p) => p.freeSample)).toBeGreaterThan(0)
    expect(count((p) => p.holiday)).toBeGreaterThan(0)
    expect(count((p) => p.hot)).toBeGreaterThan(0)
    expect(count((p) => p.multipackEligible)).toBeGreaterThanOrEqual(30)
    expect(count((p) => p.bestSellerRank)).toBeGreaterThanOrEqual(4)
    expect(count((p) => p.staffPickRank)).toBeGreaterThanOrEqual(4)
  })

  it('prices every bundle over $10, and the demo has coupons of every kind', () => {
    expect(catalog.bundles.every((b) => b.priceCents > 1000)).toBe(true)
    expect(new Set(demoSeed().coupons.coupons.map((c) => c.kind))).toEqual(new Set(['percent', 'amount', 'brand', 'freeShipping', 'freeOrder']))
  })

  it('scales to 10,000 products for load tests, every slug still unique', () => {
    const large = generateCatalog(420)
    expect(large.products.length).toBeGreaterThanOrEqual(10_000)
    expect(new Set(large.products.map((p) => p.slug)).size).toBe(large.products.length)
  })
})
