import type { BundleDetail, ProductDetail } from './catalog.ts'

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  preOrder: 'https://schema.org/PreOrder',
} as const

/** A product or bundle as search engines read it (schema.org `Product`, JSON-LD): its name, picture, brand, and its price and availability where the page is. */
export function productStructuredData(item: ProductDetail | BundleDetail, pageUrl: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: item.description,
    image: new URL(item.imageUrl, origin).href,
    sku: item.id,
    ...('gtin' in item ? { gtin: item.gtin, brand: { '@type': 'Brand', name: item.brand.name }, category: item.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'USD',
      price: (item.priceCents / 100).toFixed(2),
      availability: AVAILABILITY[item.availability],
    },
  }
}

/** JSON in a `<script>`: nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** What a search result shows of a page: its first sentences, at most 160 characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}
