import * as v from 'valibot'
import { PRODUCTS_PER_PAGE } from '../../src/domain/constants.ts'
import { pageCount, type Facet, type ProductList, type ProductListQuerySchema } from '../../src/domain/catalog.ts'
import type { Locale } from '../../src/domain/locale.ts'
import type { Catalog, CatalogProduct } from './catalog.ts'
import { productSummary } from './present.ts'

export type ListQuery = v.InferOutput<typeof ProductListQuerySchema>

const byFeatured = (a: CatalogProduct, b: CatalogProduct) =>
  (a.bestSellerRank ?? Infinity) - (b.bestSellerRank ?? Infinity) ||
  (a.staffPickRank ?? Infinity) - (b.staffPickRank ?? Infinity) ||
  a.id.localeCompare(b.id)

const SORTERS = {
  priceAsc: (a: CatalogProduct, b: CatalogProduct) => a.priceCents - b.priceCents || a.title.localeCompare(b.title),
  priceDesc: (a: CatalogProduct, b: CatalogProduct) => b.priceCents - a.priceCents || a.title.localeCompare(b.title),
  name: (a: CatalogProduct, b: CatalogProduct) => a.title.localeCompare(b.title),
}

function countBy(products: CatalogProduct[], key: (p: CatalogProduct) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const p of products) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1)
  return counts
}

/** Filters, counts, sorts and pages the catalog for one product-list request. */
export function listProducts(catalog: Catalog, query: ListQuery, locale: Locale, location: number): ProductList {
  const es = locale === 'es-us'
  const parent = query.category ? catalog.parents.find((c) => c.slug === query.category) : undefined
  const child = parent && query.subcategory ? parent.children.find((c) => c.slug === query.subcategory) : undefined
  const ignoredCategory = (query.category && !parent) || (query.subcategory && !child) ? [query.category, query.subcategory].filter(Boolean).join('/') : undefined
  const brandSlugs = new Set(catalog.brands.map((b) => b.slug))
  const flavorSlugs = new Set(catalog.flavors.map((f) => f.slug))
  const brands = new Set((query.brand ?? []).filter((s) => brandSlugs.has(s)))
  const flavors = new Set((query.flavor ?? []).filter((s) => flavorSlugs.has(s)))

  const base = (query.search ? catalog.search.products(query.search) : [...catalog.products].sort(byFeatured)).filter(
    (p) => !p.freeSample && (!query.hot || p.hot) && (!query.holiday || p.holiday),
  )
  const inCategory = (p: CatalogProduct) => (!parent || p.parent.id === parent.id) && (!child || p.category.id === child.id)
  const inBrands = (p: CatalogProduct) => brands.size === 0 || brands.has(p.brand.slug)
  const inFlavors = (p: CatalogProduct) => flavors.size === 0 || flavors.has(p.flavor.slug)

  // Each facet counts what the other filters leave, so choosing more of one kind never shows zero.
  const forCategories = base.filter((p) => inBrands(p) && inFlavors(p))
  const forBrands = base.filter((p) => inCategory(p) && inFlavors(p))
  const forFlavors = base.filter((p) => inCategory(p) && inBrands(p))
  const matching = forBrands.filter(inBrands)

  const categoryCounts = countBy(forCategories.filter((p) => !parent || p.parent.id === parent.id), (p) => (parent ? p.category.slug : p.parent.slug))
  const categories: Facet[] = (parent ? parent.children : catalog.parents)
    .map((c) => ({ slug: c.slug, name: es ? c.nameEs : c.nameEn, count: categoryCounts.get(c.slug) ?? 0 }))
    .filter((f) => f.count > 0)
  const brandCounts = countBy(forBrands, (p) => p.brand.slug)
  const flavorCounts = countBy(forFlavors, (p) => p.flavor.slug)
  // A chosen value stays listed even at zero, so the shopper can take it off again.
  const facet = <T extends { slug: string }>(rows: T[], counts: Map<string, number>, chosen: Set<string>, name: (row: T) => string): Facet[] =>
    rows.map((r) => ({ slug: r.slug, name: name(r), count: counts.get(r.slug) ?? 0 })).filter((f) => f.count > 0 || chosen.has(f.slug))

  const sorted = query.sort === 'featured' ? matching : [...matching].sort(SORTERS[query.sort])
  const start = (query.page - 1) * PRODUCTS_PER_PAGE
  return {
    products: sorted.slice(start, start + PRODUCTS_PER_PAGE).map((p) => productSummary(p, locale, location)),
    total: sorted.length,
    page: query.page,
    pageCount: pageCount(sorted.length),
    pageSize: PRODUCTS_PER_PAGE,
    facets: {
      categories,
      brands: facet(catalog.brands, brandCounts, brands, (b) => b.name),
      flavors: facet(catalog.flavors, flavorCounts, flavors, (f) => (es ? f.nameEs : f.nameEn)),
    },
    category: parent ? { slug: parent.slug, name: es ? parent.nameEs : parent.nameEn } : undefined,
    subcategory: child ? { slug: child.slug, name: es ? child.nameEs : child.nameEn } : undefined,
    ignored: {
      category: ignoredCategory,
      brands: (query.brand ?? []).filter((s) => !brandSlugs.has(s)),
      flavors: (query.flavor ?? []).filter((s) => !flavorSlugs.has(s)),
    },
  }
}
