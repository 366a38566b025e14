import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, okCached, okCachedJson, okJoined, parseBody, parseInput, parseQuery, sentQuery } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { HOME_LIMITS, SHOP_BY_CATEGORY_COUNT } from '#domain/constants.ts'
import { LocaleSchema } from '#domain/content.ts'
import { MAX_SEARCH_LENGTH } from '#domain/catalog.ts'
import { ProductListQuerySchema } from '#domain/catalog-schemas.ts'
import { listProductsJson, type ListQuery } from './list.ts'
import type { Catalog, CatalogProduct } from './catalog.ts'
import type { Locale } from '#domain/locale.ts'
import { bundleDetail, bundleSummary, pictureUrl, productDetail, productSummary } from './present.ts'
import { locationOf } from '../http/location.ts'

const SlugQuery = v.object({ slug: v.pipe(v.string(), v.maxLength(200)), locale: LocaleSchema })
const SearchText = v.optional(
  v.pipe(
    v.string(),
    v.transform((q) => q.slice(0, MAX_SEARCH_LENGTH)),
  ),
  '',
)
const LocaleQuery = v.object({ locale: LocaleSchema })
const SuggestQuery = v.object({ q: SearchText, locale: LocaleSchema })
const SearchQuery = v.object({
  q: SearchText,
  locale: LocaleSchema,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'page must be a whole number'), v.transform(Number), v.minValue(1, 'page starts at 1')), '1'),
})
const AUTOCOMPLETE_PRODUCTS = 6
const AUTOCOMPLETE_NAMES = 3
const RECOMMENDED = 4

/**
 * A page of a product list or of search results. The first page is what every shopper opening the
 * list asks for, and its answer is kept; a later page is joined from the list's kept walk and its
 * products' kept summaries, as keeping every page of every list would only churn the server's memory.
 */
function listAnswer(catalog: Catalog, query: ListQuery, locale: Locale, location: number) {
  const build = () => listProductsJson(catalog, query, locale, location)
  return query.page === 1
    ? okCachedJson(catalog.answers, `list ${location} ${locale} ${JSON.stringify(query)}`, () => Buffer.concat(build()).toString())
    : okJoined(build())
}

/** Browsing calls: product list, details, bundles, brands, flavors, home lists and search (SPEC §7). */
export function catalogRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/v2/dopservice/filter-products', async (c) => {
        const query = parseBody(c, ProductListQuerySchema)
        const location = locationOf(c, query.locationNumber)
        const locale = query.locale ?? 'en-us'
        return listAnswer(c.get('catalog'), query, locale, location)
      })
      .get('/v3/dopservice/getqueryproducts', (c) => {
        const { q, locale, page } = parseQuery(c, SearchQuery)
        const query = parseInput(ProductListQuerySchema, { search: q, page })
        const location = locationOf(c)
        return listAnswer(c.get('catalog'), query, locale, location)
      })
      .get('/v3/dopservice/getautocompleteproducts', (c) => {
        const catalog = c.get('catalog')
        // Kept by the query as sent: each keystroke a shopper repeats is answered without reading its query again.
        return okCached(catalog.answers, `suggest ${sentQuery(c.req.url)}`, () => {
          const { q, locale } = parseQuery(c, SuggestQuery)
          const products = catalog.search
            .products(q)
            .filter((p) => !p.freeSample)
            .slice(0, AUTOCOMPLETE_PRODUCTS)
          const bundles = catalog.search.bundles(q).slice(0, AUTOCOMPLETE_NAMES)
          const brands = catalog.search.brands(q).slice(0, AUTOCOMPLETE_NAMES)
          const flavors = catalog.search.flavors(q).slice(0, AUTOCOMPLETE_NAMES)
          return {
            products: products.map((p) => ({ slug: p.slug, title: locale === 'es-us' ? p.titleEs : p.title, imageUrl: pictureUrl('products', p) })),
            bundles: bundles.map((b) => ({ slug: b.slug, title: locale === 'es-us' ? b.titleEs : b.title })),
            brands: brands.map((slug) => ({ slug, name: catalog.brands.find((b) => b.slug === slug)!.name })),
            flavors: flavors.map((slug) => {
              const flavor = catalog.flavors.find((f) => f.slug === slug)!
              return { slug, name: locale === 'es-us' ? flavor.nameEs : flavor.nameEn }
            }),
          }
        })
      })
      .get('/v2/dopservice/productdetail', (c) => {
        const { slug, locale } = parseQuery(c, SlugQuery)
        const product = c.get('catalog').productBySlug.get(slug)
        if (!product || product.freeSample) throw new InputError(MessageId.notFound, `No product "${slug.slice(0, 60)}"`, 404)
        return ok(c, productDetail(product, locale, locationOf(c)))
      })
      .get('/v2/dopservice/recommendedproducts', (c) => {
        const { slug, locale } = parseQuery(c, SlugQuery)
        const catalog = c.get('catalog')
        const product = catalog.productBySlug.get(slug)
        if (!product) throw new InputError(MessageId.notFound, `No product "${slug.slice(0, 60)}"`, 404)
        const location = locationOf(c)
        // Snacks in stock of the same kind and flavor first, then of the same category, in the catalog's order, walked only until enough are found.
        const picks: CatalogProduct[] = []
        const pick = (alike: (p: CatalogProduct) => boolean) => {
          for (const p of catalog.products) {
            if (picks.length === RECOMMENDED) return
            if (p !== product && !p.freeSample && alike(p) && !picks.includes(p) && (p.stock.get(location)?.quantity ?? 0) > 0) picks.push(p)
          }
        }
        pick((p) => p.parent.id === product.parent.id && p.flavor.id === product.flavor.id)
        pick((p) => p.category.id === product.category.id)
        return ok(
          c,
          picks.map((p) => productSummary(p, locale, location)),
        )
      })
      .get('/v3/dopservice/getallbundles', (c) => {
        const location = locationOf(c)
        const { locale } = parseQuery(c, LocaleQuery)
        return ok(
          c,
          c.get('catalog').bundles.map((b) => bundleSummary(b, locale, location)),
        )
      })
      .get('/v3/dopservice/productdetail', (c) => {
        const { slug, locale } = parseQuery(c, SlugQuery)
        const bundle = c.get('catalog').bundleBySlug.get(slug)
        if (!bundle) throw new InputError(MessageId.notFound, `No bundle "${slug.slice(0, 60)}"`, 404)
        return ok(c, bundleDetail(bundle, locale, locationOf(c)))
      })
      .get('/v2/dopservice/allbrands', (c) => {
        const counts = new Map<string, number>()
        for (const p of c.get('catalog').products) if (!p.freeSample) counts.set(p.brand.slug, (counts.get(p.brand.slug) ?? 0) + 1)
        return ok(
          c,
          c.get('catalog').brands.map((b) => ({ slug: b.slug, name: b.name, color: b.color, count: counts.get(b.slug) ?? 0 })),
        )
      })
      .get('/webservices/filterlist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        const es = locale === 'es-us'
        const counts = new Map<string, number>()
        for (const p of c.get('catalog').products) if (!p.freeSample) counts.set(p.flavor.slug, (counts.get(p.flavor.slug) ?? 0) + 1)
        return ok(c, {
          flavors: c.get('catalog').flavors.map((f) => ({ slug: f.slug, name: es ? f.nameEs : f.nameEn, hot: f.hot, count: counts.get(f.slug) ?? 0 })),
          categories: c.get('catalog').parents.map((p) => ({
            slug: p.slug,
            name: es ? p.nameEs : p.nameEn,
            children: p.children.map((child) => ({ slug: child.slug, name: es ? child.nameEs : child.nameEn })),
          })),
        })
      })
      .get('/v2/dopservice/home/datalist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        const catalog = c.get('catalog')
        const content = c.get('content')
        const es = locale === 'es-us'
        // A category shows with a picture of a snack it sells: one that sells none is not shown.
        const categories = catalog.parents
          .flatMap((p) => {
            const shown = catalog.products.find((product) => product.parent.id === p.id && !product.freeSample)
            return shown ? [{ parent: p, shown }] : []
          })
          .slice(0, HOME_LIMITS.parentCategories)
          .map(({ parent: p, shown }) => ({
            slug: p.slug,
            name: es ? p.nameEs : p.nameEn,
            imageUrl: pictureUrl('products', shown),
            children: p.children.slice(0, HOME_LIMITS.subcategories).map((child) => ({ slug: child.slug, name: es ? child.nameEs : child.nameEn })),
          }))
        return ok(c, {
          brands: catalog.brands.slice(0, HOME_LIMITS.brands).map((b) => ({ slug: b.slug, name: b.name, color: b.color })),
          categories,
          shopByCategory: categories.slice(0, SHOP_BY_CATEGORY_COUNT).map(({ slug, name, imageUrl }) => ({ slug, name, imageUrl })),
          promotionTiles: content.banners(locale, 'promotion').slice(0, HOME_LIMITS.promotionTiles),
          holidayShop: content.config.holidayShop,
        })
      })
      .get('/v2/dopservice/home/bestsellerlist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        const ranked = c
          .get('catalog')
          .products.filter((p) => p.bestSellerRank !== null)
          .sort((a, b) => a.bestSellerRank! - b.bestSellerRank!)
        const location = locationOf(c)
        return ok(
          c,
          ranked.slice(0, HOME_LIMITS.bestSellers).map((p) => productSummary(p, locale, location)),
        )
      })
      .get('/v2/dopservice/staffpickslist', (c) => {
        const { locale } = parseQuery(c, v.object({ locale: LocaleSchema }))
        const ranked = c
          .get('catalog')
          .products.filter((p) => p.staffPickRank !== null)
          .sort((a, b) => a.staffPickRank! - b.staffPickRank!)
        const location = locationOf(c)
        return ok(
          c,
          ranked.slice(0, HOME_LIMITS.staffPicks).map((p) => productSummary(p, locale, location)),
        )
      })
      // The product groups: each category with its subcategories and how many snacks each sells.
      .get('/v2/dopservice/productgrouplist', (c) => {
        const { locale } = parseQuery(c, LocaleQuery)
        const catalog = c.get('catalog')
        const es = locale === 'es-us'
        const count = (inGroup: (p: CatalogProduct) => boolean) => catalog.products.filter((p) => !p.freeSample && inGroup(p)).length
        return okCached(catalog.answers, `groups ${locale}`, () =>
          catalog.parents.map((parent) => ({
            slug: parent.slug,
            name: es ? parent.nameEs : parent.nameEn,
            count: count((p) => p.parent.id === parent.id),
            children: parent.children.map((child) => ({
              slug: child.slug,
              name: es ? child.nameEs : child.nameEn,
              count: count((p) => p.category.id === child.id),
            })),
          })),
        )
      })
      // Every snack the store sells, at the shopper's location, in the catalog's own order: no page, no filter.
      .get('/webservices/getallproducts', (c) => {
        const { locale } = parseQuery(c, LocaleQuery)
        const location = locationOf(c)
        const catalog = c.get('catalog')
        return okCached(catalog.answers, `all ${location} ${locale}`, () =>
          catalog.orders.featured.filter((p) => !p.freeSample).map((p) => productSummary(p, locale, location)),
        )
      })
      // The store's events a page may show: its holiday shop and its flavor drop, each on or off as the store's configuration says.
      .get('/v3/dopservice/geteventsview', (c) => {
        const { config } = c.get('content')
        return ok(c, [
          { id: 'holidayShop', path: '/holidayshop', on: config.holidayShop },
          { id: 'flavorDrop', path: '/flaminhotshop', on: config.flavorDropShopId !== '', anchor: config.flavorDropShopId },
        ])
      })
      .get('/webservices/giftcardlist', (c) =>
        ok(
          c,
          c.get('catalog').giftCards.map((g) => ({ id: g.id, amountCents: g.amountCents })),
        ),
      )
  )
}
