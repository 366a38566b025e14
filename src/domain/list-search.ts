import { MAX_PAGE, MAX_SEARCH_LENGTH, SORTS, type ProductListQuery, type Sort } from './catalog.ts'
import type { Locale } from './locale.ts'
import { textParam } from './params.ts'

/** The product list's address: which brands and flavors, what was searched for, the order and the page. */
export interface ListSearch {
  brand?: string
  flavor?: string
  search?: string
  sort?: Sort
  page?: number
}

const MAX_FILTER_LENGTH = 2000

/**
 * The product list's address as the router hands it over (numbers already read as numbers):
 * anything malformed is dropped rather than breaking the page. Plain code rather than a schema,
 * so the first screen's JavaScript carries no validation library.
 */
export function listSearchOf(search: Record<string, unknown>): ListSearch {
  const { brand, flavor, search: text, sort, page } = search
  return {
    brand: textParam(brand, MAX_FILTER_LENGTH),
    flavor: textParam(flavor, MAX_FILTER_LENGTH),
    search: typeof text === 'string' || typeof text === 'number' ? String(text).slice(0, MAX_SEARCH_LENGTH) : undefined,
    sort: SORTS.find((known) => known === sort),
    page: Number.isInteger(page) && (page as number) >= 1 && (page as number) <= MAX_PAGE ? (page as number) : undefined,
  }
}

/** The name a product list goes by (in analytics too): a search's results, or the catalog. */
export const listNameOf = (search: { search?: string }) => (search.search ? 'search' : 'all-snacks')

/** The banner over /all-snacks: the store's on every snack, the chips one on chips as a whole; none over search results or another category. */
export function allSnacksBanner(search: { search?: string }, list: { category?: { slug: string }; subcategory?: unknown }): 'allSnacks' | 'chips' | undefined {
  if (search.search) return undefined
  if (!list.category) return 'allSnacks'
  return list.category.slug === 'chips' && !list.subcategory ? 'chips' : undefined
}

export function slugsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** How many filters narrow the list: each brand and flavor chosen, and the category path's levels. */
export function activeFilterCount(search: ListSearch, productTypes: string | undefined): number {
  const categories = (productTypes ?? '').split('/').filter(Boolean).length
  return categories + slugsOf(search.brand).length + slugsOf(search.flavor).length
}

/** Adds or removes one value of a comma-separated filter; choosing a filter goes back to page 1. */
export function toggleFilter(search: ListSearch, key: 'brand' | 'flavor', slug: string): ListSearch {
  const current = slugsOf(search[key])
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]
  return { ...search, [key]: next.length > 0 ? next.join(',') : undefined, page: undefined }
}

export function listQuery(
  search: ListSearch,
  productTypes: string | undefined,
  locale: Locale,
  shop: Pick<ProductListQuery, 'hot' | 'holiday'> = {},
): ProductListQuery {
  const [category, subcategory] = (productTypes ?? '').split('/').filter(Boolean)
  return {
    locale,
    category,
    subcategory,
    brand: slugsOf(search.brand),
    flavor: slugsOf(search.flavor),
    search: search.search,
    sort: search.sort ?? 'featured',
    page: search.page ?? 1,
    ...shop,
  }
}

/**
 * A product list's one address for search engines: the category's path, and the brand when the
 * list is one brand's (as the sitemap names it); sorting, paging and other filters are views of it.
 */
export function listCanonicalPath(pathname: string, search: ListSearch): string {
  const oneBrand = search.brand && !search.brand.includes(',') && !search.flavor && !search.search
  return oneBrand ? `${pathname}?brand=${encodeURIComponent(search.brand!)}` : pathname
}
