import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import type { Locale } from '#domain/locale.ts'
import { BannerListSchema, ConfigFlagsSchema, ContentListSchema, LabelsSchema, NavigationItemSchema } from '#domain/content.ts'

const base = '/v2/dopservice'

export const getNavigationList = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request(`${base}/navigationlist`, { query: { locale }, schema: v.array(NavigationItemSchema), signal })

export const getConfigList = (api: ApiClient, signal?: AbortSignal) => api.request(`${base}/configlist`, { schema: ConfigFlagsSchema, signal })

export const getLabelList = (api: ApiClient, locale: Locale, locationNumber?: number, signal?: AbortSignal) =>
  api.request(`${base}/labelslist`, { query: { locale, locationNumber }, schema: LabelsSchema, signal })

export const getHomeBannerList = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.request(`${base}/home/bannerlist`, { query: { locale }, schema: BannerListSchema, signal })

export const getContentPage = async (api: ApiClient, slug: string, locale: Locale, signal?: AbortSignal) => {
  const pages = await api.request(`${base}/contentlist`, { query: { slug, locale }, schema: ContentListSchema, signal })
  return pages[0]
}
