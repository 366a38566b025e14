import { createTextIndex } from './text-index.ts'
import type { CatalogProduct } from './catalog.ts'

export interface SearchIndex {
  products: (query: string) => CatalogProduct[]
  brands: (query: string) => string[]
  flavors: (query: string) => string[]
}

/** Product, brand and flavor search by title, brand and flavor, in English and Spanish, forgiving typos. */
export function createSearchIndex(
  products: readonly CatalogProduct[],
  brands: readonly { slug: string; name: string }[],
  flavors: readonly { slug: string; nameEn: string; nameEs: string }[],
): SearchIndex {
  const productIndex = createTextIndex(
    products.map((p) => [
      [p.title, 3],
      [p.brand.name, 3],
      [p.flavor.nameEn, 2],
      [p.flavor.nameEs, 2],
      [p.category.nameEn, 1],
      [p.category.nameEs, 1],
    ]),
  )
  const brandIndex = createTextIndex(brands.map((b) => [[b.name, 1]]))
  const flavorIndex = createTextIndex(flavors.map((f) => [[f.nameEn, 1], [f.nameEs, 1]]))
  return {
    products: (query) => productIndex.search(query).map(({ doc }) => products[doc]!),
    brands: (query) => brandIndex.search(query).map(({ doc }) => brands[doc]!.slug),
    flavors: (query) => flavorIndex.search(query).map(({ doc }) => flavors[doc]!.slug),
  }
}
