import type * as v from 'valibot'
import type * as schemas from './catalog-schemas.ts'
import { PRODUCTS_PER_PAGE, type SORTS } from './constants.ts'

export { MAX_PAGE, MAX_SEARCH_LENGTH, SORTS } from './constants.ts'
export type Sort = (typeof SORTS)[number]

export type Availability = 'inStock' | 'outOfStock' | 'preOrder'

export type ProductSummary = v.InferOutput<typeof schemas.ProductSummarySchema>
export type ProductDetail = v.InferOutput<typeof schemas.ProductDetailSchema>
export type BundleSummary = v.InferOutput<typeof schemas.BundleSummarySchema>
export type BundleDetail = v.InferOutput<typeof schemas.BundleDetailSchema>
export type Facet = v.InferOutput<typeof schemas.FacetSchema>
export type ProductListQuery = v.InferInput<typeof schemas.ProductListQuerySchema>
export type ProductList = v.InferOutput<typeof schemas.ProductListSchema>
export type Autocomplete = v.InferOutput<typeof schemas.AutocompleteSchema>

/** A product or bundle is bought only while in stock: a sold-out one is asked to be notified of, a pre-order waits. */
export const isBuyable = (item: { availability: 'inStock' | 'outOfStock' | 'preOrder' }) => item.availability === 'inStock'

/** Whether a sold-out product can be asked to be notified of when it is back. */
export const isNotifiable = (item: { availability: 'inStock' | 'outOfStock' | 'preOrder' }) => item.availability === 'outOfStock'

/**
 * The items that keep a bundle out of stock: short of the bundle's number at the shopper's
 * location and not coming back as a pre-order. None while the bundle can be had.
 */
export function goneFromBundle(bundle: Pick<BundleDetail, 'availability' | 'items'>): BundleDetail['items'] {
  if (bundle.availability !== 'outOfStock') return []
  return bundle.items.filter(({ product, quantity }) => product.availableQty < quantity && product.availability !== 'preOrder')
}

export function pageCount(total: number, pageSize = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * A price in US dollars as both of the shop's languages write it ($1,234.50, -$0.99: the same in
 * en-US and es-US). Written out rather than asked of `Intl.NumberFormat`, whose first use loads the
 * browser's number data: tens of milliseconds on a phone's main thread, on every page with a price.
 */
export function formatPrice(cents: number): string {
  const whole = Math.abs(Math.round(cents))
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`
}
