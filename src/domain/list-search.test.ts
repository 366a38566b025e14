import { describe, expect, it } from 'vitest'
import { allSnacksBanner, listSearchOf, listQuery, toggleFilter } from './list-search.ts'

describe('product list address', () => {
  it('drops malformed values instead of failing', () => {
    expect(listSearchOf({ page: -3, sort: 'cheapest', brand: 'a,b' })).toEqual({
      brand: 'a,b',
      page: undefined,
      sort: undefined,
      flavor: undefined,
      search: undefined,
    })
    expect(listSearchOf({ page: 1e12 }).page).toBeUndefined()
    expect(listSearchOf({ search: 'x'.repeat(10_000) }).search).toHaveLength(100)
    expect(listSearchOf({ search: 42, sort: 'priceAsc', page: 2.5, flavor: 'x'.repeat(2001) })).toEqual({
      search: '42',
      sort: 'priceAsc',
      page: undefined,
      brand: undefined,
      flavor: undefined,
    })
    expect(listSearchOf({ brand: ['a'], page: '3' })).toMatchObject({ brand: undefined, page: undefined })
  })

  it('toggles one filter value and returns to page 1', () => {
    expect(toggleFilter({ brand: 'a', page: 3 }, 'brand', 'b')).toEqual({ brand: 'a,b', page: undefined })
    expect(toggleFilter({ brand: 'a,b' }, 'brand', 'a')).toEqual({ brand: 'b', page: undefined })
    expect(toggleFilter({ brand: 'a' }, 'brand', 'a').brand).toBeUndefined()
  })

  it('reads the category and subcategory from the path', () => {
    expect(listQuery({ page: 2 }, 'chips/kettle-chips', 'es-us')).toMatchObject({ category: 'chips', subcategory: 'kettle-chips', page: 2, locale: 'es-us' })
    expect(listQuery({}, undefined, 'en-us')).toMatchObject({ category: undefined, page: 1, sort: 'featured' })
  })
})

describe('the banner over /all-snacks', () => {
  it('is the store’s over every snack, the chips one over chips as a whole, and none over results, a subcategory or another category', () => {
    expect(allSnacksBanner({}, {})).toBe('allSnacks')
    expect(allSnacksBanner({}, { category: { slug: 'chips' } })).toBe('chips')
    expect(allSnacksBanner({}, { category: { slug: 'chips' }, subcategory: { slug: 'kettle' } })).toBeUndefined()
    expect(allSnacksBanner({}, { category: { slug: 'candy' } })).toBeUndefined()
    expect(allSnacksBanner({ search: 'chips' }, {})).toBeUndefined()
  })
})
