import { describe, expect, it } from 'vitest'
import { metaDescription, productStructuredData, scriptJson } from './structured-data.ts'
import type { ProductDetail } from './catalog.ts'

const named = (name: string) => ({ slug: name.toLowerCase(), name })
const product: ProductDetail = {
  id: 'p-1',
  slug: 'crunchwell-jalapeno-veggie-chips',
  title: 'Crunchwell Jalapeño Veggie Chips',
  brand: named('Crunchwell'),
  flavor: named('Jalapeño'),
  category: named('Veggie chips'),
  parentCategory: named('Chips'),
  sizeOz: 5,
  priceCents: 499,
  imageUrl: '/images/products/crunchwell-jalapeno-veggie-chips.svg',
  availability: 'outOfStock',
  availableQty: 0,
  availableElsewhere: true,
  freeSample: false,
  hot: true,
  holiday: false,
  multipackEligible: false,
  description: 'Thin and crisp.',
  gtin: '00012345678905',
}

describe('a product as search engines read it', () => {
  it('gives its price in dollars, its availability and its picture at the site’s origin', () => {
    const data = productStructuredData(product, 'https://www.snackfolk.example/product/crunchwell-jalapeno-veggie-chips', 'https://www.snackfolk.example')
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Crunchwell Jalapeño Veggie Chips',
      image: 'https://www.snackfolk.example/images/products/crunchwell-jalapeno-veggie-chips.svg',
      gtin: '00012345678905',
      brand: { '@type': 'Brand', name: 'Crunchwell' },
      offers: { price: '4.99', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
    })
  })

  it('cannot close its script element', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('a page’s description', () => {
  it('keeps a short text whole and cuts a long one at a word, within 160 characters', () => {
    expect(metaDescription('Thin  and\ncrisp.')).toBe('Thin and crisp.')
    const long = metaDescription('word '.repeat(60))
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long).toMatch(/word…$/)
  })
})
