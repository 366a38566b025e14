import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import { createSearchIndex, type SearchIndex } from './search.ts'
import type { Sort } from '#domain/catalog.ts'
import type { CouponRule } from '#domain/coupon.ts'
import { Lru } from '../db/lru.ts'
import { KeptSummaries } from './kept-summaries.ts'
import type { Locale } from '#domain/locale.ts'

type BrandRow = typeof schema.brands.$inferSelect
type CategoryRow = typeof schema.categories.$inferSelect
type FlavorRow = typeof schema.flavors.$inferSelect
type ProductRow = typeof schema.products.$inferSelect
type BundleRow = typeof schema.bundles.$inferSelect

export interface Stock {
  quantity: number
  preOrder: boolean
}

export interface CatalogProduct extends ProductRow {
  brand: BrandRow
  flavor: FlavorRow
  category: CategoryRow
  parent: CategoryRow
  stock: Map<number, Stock>
  /** Its place in the catalog's products, by which what is kept for it is found. */
  place: number
}

export interface CatalogBundle extends BundleRow {
  items: { product: CatalogProduct; quantity: number }[]
}

/** The whole catalog in memory: every list, page and search is answered from here. */
export interface Catalog {
  products: CatalogProduct[]
  productBySlug: Map<string, CatalogProduct>
  productById: Map<string, CatalogProduct>
  /** The products for sale (free samples are not), in each list order, by their English titles. */
  orders: Record<Sort, CatalogProduct[]>
  /** The same in each language, by the titles a shopper of it reads. */
  ordersIn: Record<Locale, Record<Sort, CatalogProduct[]>>
  bundles: CatalogBundle[]
  bundleBySlug: Map<string, CatalogBundle>
  brands: BrandRow[]
  flavors: FlavorRow[]
  parents: (CategoryRow & { children: CategoryRow[] })[]
  categoryBySlug: Map<string, CategoryRow>
  /** The locations the store ships from, the first the one a shopper who has not said where they are is served from. */
  locations: (typeof schema.locations.$inferSelect)[]
  /** Locations a catalog import retired: a shopper who still names one is served from the first location. */
  closedLocations: Set<number>
  giftCards: (typeof schema.giftCards.$inferSelect)[]
  coupons: Map<string, CouponRule & { auto: boolean }>
  search: SearchIndex<CatalogProduct, CatalogBundle>
  /** Serialized answers to list and search requests, valid as long as this snapshot. */
  answers: Lru<string, string>
  /**
   * The products a list's filters leave and their facet counts, by filters (not page, language or
   * location): the walk through the whole catalog is made once, and each page is a slice of it.
   * Stock does not change them (a list shows what is sold out too).
   */
  selections: Lru<string, Selection>
  /** Each product's summary as JSON, by its place, language and location; a product's entries go when its stock changes. */
  summaries: KeptSummaries
}

/** What a list's filters leave of the catalog, in its order, with each facet's counts. */
export interface Selection {
  matching: CatalogProduct[]
  categoryCounts: Map<string, number>
  brandCounts: Map<string, number>
  flavorCounts: Map<string, number>
  /** The facets the counts give, as JSON in each language asked for. */
  facetsJson: Map<Locale, Buffer<ArrayBuffer>>
}

const CACHED_ANSWERS = 2000

/** A product's stock changed at a location: its summaries there are written again when next asked for. */
export function forgetSummaries(catalog: Catalog, productId: string, location: number) {
  const product = catalog.productById.get(productId)
  if (product) catalog.summaries.forget(product.place, location)
}
const CACHED_SELECTIONS = 500
/** Product summaries kept as JSON: every product of a 10,000-product catalog in both languages. */
const CACHED_SUMMARIES = 20_000

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [brands, categories, flavors, productRows, stockRows, bundleRows, itemRows, locations, giftCards, couponRows] = await Promise.all([
    // What the merchant's last import left out is retired: the store no longer sells or lists it.
    db.select().from(schema.brands).where(eq(schema.brands.retired, false)),
    db.select().from(schema.categories).where(eq(schema.categories.retired, false)),
    db.select().from(schema.flavors).where(eq(schema.flavors.retired, false)),
    db.select().from(schema.products).where(eq(schema.products.retired, false)),
    db.select().from(schema.stock),
    db.select().from(schema.bundles).where(eq(schema.bundles.retired, false)),
    db.select().from(schema.bundleItems),
    db.select().from(schema.locations),
    db.select().from(schema.giftCards),
    db.select().from(schema.coupons),
  ])
  const brandById = new Map(brands.map((b) => [b.id, b]))
  const categoryById = new Map(categories.map((c) => [c.id, c]))
  const flavorById = new Map(flavors.map((f) => [f.id, f]))
  const stockByProduct = new Map<string, Map<number, Stock>>()
  for (const s of stockRows) {
    const perLocation = stockByProduct.get(s.productId) ?? new Map<number, Stock>()
    perLocation.set(s.locationNumber, { quantity: s.quantity, preOrder: s.preOrder })
    stockByProduct.set(s.productId, perLocation)
  }

  const products = productRows
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((row, place) => {
      const category = categoryById.get(row.categoryId)!
      return {
        ...row,
        place,
        brand: brandById.get(row.brandId)!,
        flavor: flavorById.get(row.flavorId)!,
        category,
        parent: category.parentId ? categoryById.get(category.parentId)! : category,
        stock: stockByProduct.get(row.id) ?? new Map(),
      }
    })
  const productById = new Map(products.map((p) => [p.id, p]))

  const bundles = bundleRows
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((row) => ({
      ...row,
      items: itemRows.filter((i) => i.bundleId === row.id).map((i) => ({ product: productById.get(i.productId)!, quantity: i.quantity })),
    }))

  const parents = categories
    .filter((c) => c.parentId === null)
    .sort((a, b) => a.menuSeq - b.menuSeq)
    .map((parent) => ({ ...parent, children: categories.filter((c) => c.parentId === parent.id).sort((a, b) => a.menuSeq - b.menuSeq) }))

  const sellable = products.filter((p) => !p.freeSample)
  const byFeatured = (a: CatalogProduct, b: CatalogProduct) =>
    (a.bestSellerRank ?? Infinity) - (b.bestSellerRank ?? Infinity) || (a.staffPickRank ?? Infinity) - (b.staffPickRank ?? Infinity) || a.id.localeCompare(b.id)
  const featured = [...sellable].sort(byFeatured)
  const ordersBy = (locale: Locale, title: (product: CatalogProduct) => string): Record<Sort, CatalogProduct[]> => {
    const { compare } = new Intl.Collator(locale)
    const byTitle = (a: CatalogProduct, b: CatalogProduct) => compare(title(a), title(b))
    return {
      featured,
      priceAsc: [...sellable].sort((a, b) => a.priceCents - b.priceCents || byTitle(a, b)),
      priceDesc: [...sellable].sort((a, b) => b.priceCents - a.priceCents || byTitle(a, b)),
      name: [...sellable].sort(byTitle),
    }
  }
  const orders = ordersBy('en-us', (product) => product.title)
  const ordersIn = { 'en-us': orders, 'es-us': ordersBy('es-us', (product) => product.titleEs) }

  return {
    products,
    orders,
    ordersIn,
    productBySlug: new Map(products.map((p) => [p.slug, p])),
    productById,
    bundles,
    bundleBySlug: new Map(bundles.map((b) => [b.slug, b])),
    brands: brands.sort((a, b) => a.name.localeCompare(b.name)),
    flavors: flavors.sort((a, b) => a.nameEn.localeCompare(b.nameEn)),
    parents,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    locations: locations.filter((l) => !l.retired).sort((a, b) => a.number - b.number),
    closedLocations: new Set(locations.filter((l) => l.retired).map((l) => l.number)),
    giftCards: giftCards.sort((a, b) => a.amountCents - b.amountCents),
    coupons: new Map(
      couponRows.map((c) => [
        c.code,
        {
          code: c.code,
          kind: c.kind,
          value: c.value,
          minCartCents: c.minCartCents,
          brandSlug: c.brandId ? brandById.get(c.brandId)?.slug : undefined,
          startsAt: c.startsAt ?? undefined,
          expiresAt: c.expiresAt ?? undefined,
          maxUses: c.maxUses ?? undefined,
          maxUsesPerCustomer: c.maxUsesPerCustomer ?? undefined,
          auto: c.auto,
        },
      ]),
    ),
    search: createSearchIndex(products, brands, flavors, bundles),
    answers: new Lru(CACHED_ANSWERS),
    selections: new Lru(CACHED_SELECTIONS),
    summaries: new KeptSummaries(CACHED_SUMMARIES, products.length),
  }
}
