import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '#domain/locale.ts'
import {
  BundleSummarySchema,
  AutocompleteSchema,
  BundleDetailSchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummarySchema,
} from '#domain/catalog-schemas.ts'
import type { ProductListQuery } from '#domain/catalog.ts'
import { HomeDataSchema } from '#domain/home.ts'

const Named = v.object({ slug: v.string(), name: v.string() })

export const listProducts = (api: ApiClient, query: ProductListQuery, signal?: AbortSignal) =>
  api.request('/v2/dopservice/filter-products', { method: 'POST', body: query, schema: ProductListSchema, signal })

export const getProduct = (api: ApiClient, slug: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/v2/dopservice/productdetail', { query: { slug, locale }, schema: ProductDetailSchema, signal })

export const getRecommended = (api: ApiClient, slug: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/v2/dopservice/recommendedproducts', { query: { slug, locale }, schema: v.array(ProductSummarySchema), signal })

export const getAllBundles = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/getallbundles', { query: { locale }, schema: v.array(BundleSummarySchema), signal })

export const getBundle = (api: ApiClient, slug: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/productdetail', { query: { slug, locale }, schema: BundleDetailSchema, signal })

export const getBrands = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v2/dopservice/allbrands', { schema: v.array(v.object({ ...Named.entries, color: v.string(), count: v.number() })), signal })

export const getFilterList = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/webservices/filterlist', {
    query: { locale },
    schema: v.object({
      flavors: v.array(v.object({ ...Named.entries, hot: v.boolean(), count: v.number() })),
      categories: v.array(v.object({ ...Named.entries, children: v.array(Named) })),
    }),
    signal,
  })

export const getHomeData = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v2/dopservice/home/datalist', { query: { locale }, schema: HomeDataSchema, signal })

export const getBestSellers = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v2/dopservice/home/bestsellerlist', { query: { locale }, schema: v.array(ProductSummarySchema), signal })

export const getStaffPicks = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request('/v2/dopservice/staffpickslist', { query: { locale }, schema: v.array(ProductSummarySchema), signal })

export const getAutocomplete = (api: ApiClient, q: string, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/getautocompleteproducts', { query: { q, locale }, schema: AutocompleteSchema, signal })

export const getRecentlyViewed = (api: ApiClient, slugs: string[], locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/getrecentlyviewedproducts', { method: 'POST', body: { slugs, locale }, schema: v.array(ProductSummarySchema), signal })

export const getGiftCards = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/webservices/giftcardlist', { schema: v.array(v.object({ id: v.string(), amountCents: v.number() })), signal })
