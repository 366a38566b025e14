/**
 * The catalog's answers and questions as schemas: what the API client checks an answer against and
 * the server reads a query with. Apart from the catalog's rules (`catalog.ts`), so a page's first
 * JavaScript, which needs the rules, carries no validation library.
 */

import * as v from 'valibot'
import { MAX_PAGE, MAX_SEARCH_LENGTH, SORTS } from './constants.ts'

const Named = v.object({ slug: v.string(), name: v.string() })

export const ProductSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  brand: Named,
  flavor: Named,
  category: Named,
  sizeOz: v.number(),
  priceCents: v.number(),
  imageUrl: v.string(),
  availability: v.picklist(['inStock', 'outOfStock', 'preOrder']),
  availableQty: v.number(),
  freeSample: v.boolean(),
  hot: v.boolean(),
  holiday: v.boolean(),
  multipackEligible: v.boolean(),
})

export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  description: v.string(),
  gtin: v.string(),
  parentCategory: Named,
  /** Stock is somewhere, just not at the shopper's location. */
  availableElsewhere: v.boolean(),
})

export const BundleSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  priceCents: v.number(),
  imageUrl: v.string(),
  availability: v.picklist(['inStock', 'outOfStock', 'preOrder']),
  availableQty: v.number(),
})

export const BundleDetailSchema = v.object({
  ...BundleSummarySchema.entries,
  description: v.string(),
  items: v.array(v.object({ product: ProductSummarySchema, quantity: v.number() })),
})

export const FacetSchema = v.object({ slug: v.string(), name: v.string(), count: v.number() })

const slugList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean)),
  v.maxLength(50, 'at most 50 values'),
)

/** What the product list asks for; the server prices and stocks it for the shopper's location. */
export const ProductListQuerySchema = v.object({
  locationNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  locale: v.optional(v.picklist(['en-us', 'es-us'])),
  category: v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(60))),
  subcategory: v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(60))),
  brand: v.optional(slugList),
  flavor: v.optional(slugList),
  search: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.slice(0, MAX_SEARCH_LENGTH).trim()),
    ),
  ),
  hot: v.optional(v.boolean()),
  holiday: v.optional(v.boolean()),
  /** Only single-serve products that can go in a variety pack. */
  multipack: v.optional(v.boolean()),
  sort: v.optional(v.picklist(SORTS), 'featured'),
  page: v.optional(
    v.pipe(v.number(), v.integer('page must be a whole number'), v.minValue(1, 'page starts at 1'), v.maxValue(MAX_PAGE, `page is at most ${MAX_PAGE}`)),
    1,
  ),
})

export const ProductListSchema = v.object({
  products: v.array(ProductSummarySchema),
  /** The bundles the list offers beside its products: every bundle on the whole catalog's first page, those a search finds, none on a narrower list. */
  bundles: v.array(BundleSummarySchema),
  total: v.number(),
  page: v.number(),
  pageCount: v.number(),
  pageSize: v.number(),
  facets: v.object({ categories: v.array(FacetSchema), brands: v.array(FacetSchema), flavors: v.array(FacetSchema) }),
  /** The category and subcategory the list is in, named in the shopper's language. */
  category: v.optional(Named),
  subcategory: v.optional(Named),
  /** Filter values that match nothing in the catalog; they were ignored. */
  ignored: v.object({ category: v.optional(v.string()), brands: v.array(v.string()), flavors: v.array(v.string()) }),
})

export const AutocompleteSchema = v.object({
  products: v.array(v.object({ slug: v.string(), title: v.string(), imageUrl: v.string() })),
  bundles: v.array(v.object({ slug: v.string(), title: v.string() })),
  brands: v.array(Named),
  flavors: v.array(Named),
})
