import { createTextIndex } from './text-index.ts'

/** What a product is found by. */
interface Searchable {
  title: string
  titleEs: string
  brand: { name: string }
  flavor: { nameEn: string; nameEs: string }
  category: { nameEn: string; nameEs: string }
}

/** What a bundle is found by: its title, and the brands of what it holds. */
interface SearchableBundle {
  title: string
  titleEs: string
  items: { product: { brand: { name: string } } }[]
}

export interface SearchIndex<P extends Searchable = Searchable, B extends SearchableBundle = SearchableBundle> {
  products: (query: string) => P[]
  bundles: (query: string) => B[]
  brands: (query: string) => string[]
  flavors: (query: string) => string[]
}

/** Product, bundle, brand and flavor search by title, brand and flavor, in English and Spanish, forgiving typos. */
export function createSearchIndex<P extends Searchable, B extends SearchableBundle>(
  products: readonly P[],
  brands: readonly { slug: string; name: string }[],
  flavors: readonly { slug: string; nameEn: string; nameEs: string }[],
  bundles: readonly B[] = [],
): SearchIndex<P, B> {
  const productIndex = createTextIndex(
    products.map((p) => [
      [p.title, 3],
      // A title the same in both languages is counted once.
      [p.titleEs === p.title ? '' : p.titleEs, 3],
      [p.brand.name, 3],
      [p.flavor.nameEn, 2],
      [p.flavor.nameEs, 2],
      [p.category.nameEn, 1],
      [p.category.nameEs, 1],
    ]),
  )
  const bundleIndex = createTextIndex(
    bundles.map((b) => [
      [b.title, 3],
      [b.titleEs === b.title ? '' : b.titleEs, 3],
      ...b.items.map(({ product }) => [product.brand.name, 1] as [string, number]),
    ]),
  )
  const brandIndex = createTextIndex(brands.map((b) => [[b.name, 1]]))
  const flavorIndex = createTextIndex(
    flavors.map((f) => [
      [f.nameEn, 1],
      [f.nameEs, 1],
    ]),
  )
  return {
    products: (query) => productIndex.search(query).map(({ doc }) => products[doc]!),
    bundles: (query) => bundleIndex.search(query).map(({ doc }) => bundles[doc]!),
    brands: (query) => brandIndex.search(query).map(({ doc }) => brands[doc]!.slug),
    flavors: (query) => flavorIndex.search(query).map(({ doc }) => flavors[doc]!.slug),
  }
}
