import type * as v from 'valibot'
import { PRODUCTS_PER_PAGE } from '#domain/constants.ts'
import { pageCount, type Facet, type ProductList } from '#domain/catalog.ts'
import type { ProductListQuerySchema } from '#domain/catalog-schemas.ts'
import type { Locale } from '#domain/locale.ts'
import type { Catalog, CatalogProduct, Selection } from './catalog.ts'
import { bundleSummary, productSummary } from './present.ts'

export type ListQuery = v.InferOutput<typeof ProductListQuerySchema>

const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)

/** The products to consider, in the order asked for: search relevance, or a presorted order of the shopper's language. */
function candidates(catalog: Catalog, query: ListQuery, locale: Locale): CatalogProduct[] {
  const orders = catalog.ordersIn[locale]
  if (!query.search) return orders[query.sort]
  const matches = catalog.search.products(query.search).filter((p) => !p.freeSample)
  if (query.sort === 'featured') return matches
  const found = new Set(matches)
  return orders[query.sort].filter((p) => found.has(p))
}

/** The bundles a list offers: those a search finds, or every bundle on the whole catalog's first page; a narrower list is snacks alone. */
function listedBundles(catalog: Catalog, query: ListQuery) {
  if (query.page !== 1 || query.hot || query.holiday || query.multipack) return []
  if (query.search) return catalog.search.bundles(query.search)
  const narrowed = query.category || query.subcategory || (query.brand ?? []).length > 0 || (query.flavor ?? []).length > 0
  return narrowed ? [] : catalog.bundles
}

type Parent = Catalog['parents'][number]
type Child = Parent['children'][number]

/** The products the filters leave and the facet counts, walked once for each set of filters and kept with the snapshot. */
function select(
  catalog: Catalog,
  query: ListQuery,
  parent: Parent | undefined,
  child: Child | undefined,
  brands: Set<string>,
  flavors: Set<string>,
  locale: Locale,
): Selection {
  const key = JSON.stringify([
    query.sort,
    // Only a sort by title differs between languages.
    query.sort === 'featured' ? undefined : locale,
    query.search,
    parent?.id,
    child?.id,
    [...brands].sort(),
    [...flavors].sort(),
    query.hot,
    query.holiday,
    query.multipack,
  ])
  const kept = catalog.selections.get(key)
  if (kept) return kept
  // Each facet counts what the other filters leave, so choosing more of one kind never shows zero.
  const categoryCounts = new Map<string, number>()
  const brandCounts = new Map<string, number>()
  const flavorCounts = new Map<string, number>()
  const matching: CatalogProduct[] = []
  for (const p of candidates(catalog, query, locale)) {
    if ((query.hot && !p.hot) || (query.holiday && !p.holiday) || (query.multipack && !p.multipackEligible)) continue
    const inParent = !parent || p.parent.id === parent.id
    const inCategory = inParent && (!child || p.category.id === child.id)
    const inBrands = brands.size === 0 || brands.has(p.brand.slug)
    const inFlavors = flavors.size === 0 || flavors.has(p.flavor.slug)
    if (inParent && inBrands && inFlavors) count(categoryCounts, parent ? p.category.slug : p.parent.slug)
    if (inCategory && inFlavors) count(brandCounts, p.brand.slug)
    if (inCategory && inBrands) count(flavorCounts, p.flavor.slug)
    if (inCategory && inBrands && inFlavors) matching.push(p)
  }
  const selection: Selection = { matching, categoryCounts, brandCounts, flavorCounts, facetsJson: new Map() }
  catalog.selections.set(key, selection)
  return selection
}

/** A selection's facets in one language as JSON, written once and kept with the selection. */
function facetsJson(catalog: Catalog, selection: Selection, locale: Locale, parent: Parent | undefined, brands: Set<string>, flavors: Set<string>) {
  const kept = selection.facetsJson.get(locale)
  if (kept) return kept
  const es = locale === 'es-us'
  const categories: Facet[] = (parent ? parent.children : catalog.parents)
    .map((c) => ({ slug: c.slug, name: es ? c.nameEs : c.nameEn, count: selection.categoryCounts.get(c.slug) ?? 0 }))
    .filter((f) => f.count > 0)
  // A chosen value stays listed even at zero, so the shopper can take it off again.
  const facet = <T extends { slug: string }>(rows: T[], counts: Map<string, number>, chosen: Set<string>, name: (row: T) => string): Facet[] =>
    rows.map((r) => ({ slug: r.slug, name: name(r), count: counts.get(r.slug) ?? 0 })).filter((f) => f.count > 0 || chosen.has(f.slug))
  const facets: ProductList['facets'] = {
    categories,
    brands: facet(catalog.brands, selection.brandCounts, brands, (b) => b.name),
    flavors: facet(catalog.flavors, selection.flavorCounts, flavors, (f) => (es ? f.nameEs : f.nameEn)),
  }
  const json = Buffer.from(JSON.stringify(facets))
  selection.facetsJson.set(locale, json)
  return json
}

/** Filters, counts and pages the catalog for one product-list request (the page's products as the catalog has them); the filters' walk is kept for the next page. */
function listPage(catalog: Catalog, query: ListQuery, locale: Locale, location: number) {
  const es = locale === 'es-us'
  const parent = query.category ? catalog.parents.find((c) => c.slug === query.category) : undefined
  const child = parent && query.subcategory ? parent.children.find((c) => c.slug === query.subcategory) : undefined
  const ignoredCategory =
    (query.category && !parent) || (query.subcategory && !child) ? [query.category, query.subcategory].filter(Boolean).join('/') : undefined
  const isBrand = (slug: string) => catalog.brands.some((b) => b.slug === slug)
  const isFlavor = (slug: string) => catalog.flavors.some((f) => f.slug === slug)
  const brands = new Set((query.brand ?? []).filter(isBrand))
  const flavors = new Set((query.flavor ?? []).filter(isFlavor))

  const selection = select(catalog, query, parent, child, brands, flavors, locale)
  const start = (query.page - 1) * PRODUCTS_PER_PAGE
  const page = selection.matching.slice(start, start + PRODUCTS_PER_PAGE)
  const rest: Omit<ProductList, 'products' | 'facets'> = {
    bundles: listedBundles(catalog, query).map((b) => bundleSummary(b, locale, location)),
    total: selection.matching.length,
    page: query.page,
    pageCount: pageCount(selection.matching.length),
    pageSize: PRODUCTS_PER_PAGE,
    category: parent ? { slug: parent.slug, name: es ? parent.nameEs : parent.nameEn } : undefined,
    subcategory: child ? { slug: child.slug, name: es ? child.nameEs : child.nameEn } : undefined,
    ignored: {
      category: ignoredCategory,
      brands: (query.brand ?? []).filter((s) => !isBrand(s)),
      flavors: (query.flavor ?? []).filter((s) => !isFlavor(s)),
    },
  }
  return { page, facets: facetsJson(catalog, selection, locale, parent, brands, flavors), rest }
}

const PRODUCTS_OPEN = Buffer.from('{"products":[')
const FACETS_OPEN = Buffer.from('],"facets":')

/**
 * One page of a product list, with its filters' facets, as the parts of the JSON the API answers:
 * each product's summary is serialized once for each language and location and kept with the
 * snapshot (until its stock changes), and the facets once for each language with the filters'
 * walk, so a page is mostly the joining of bytes written before.
 */
export function listProductsJson(catalog: Catalog, query: ListQuery, locale: Locale, location: number): Buffer<ArrayBuffer>[] {
  const { page, facets, rest } = listPage(catalog, query, locale, location)
  const summary = catalog.summaries.at(locale, location)
  const parts = [PRODUCTS_OPEN]
  for (const p of page) parts.push(summary(p.place, () => productSummary(p, locale, location)))
  // Each summary comes with the comma before it: the first goes without.
  if (parts.length > 1) parts[1] = parts[1]!.subarray(1)
  parts.push(FACETS_OPEN, facets, Buffer.from(`,${JSON.stringify(rest).slice(1)}`))
  return parts
}
