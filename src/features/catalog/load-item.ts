import { notFound } from '@tanstack/react-router'
import { ApiError, type ApiClient } from '../../api/client.ts'
import { getBundle, getProduct, getRecentlyViewed, getRecommended } from '../../api/catalog.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'
import { recentlyViewed } from '../../app/recently-viewed.ts'

const asNotFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404) throw notFound()
  throw error
}

export async function loadProduct(api: ApiClient, slug: string, signal: AbortSignal) {
  const locale = i18n.locale as Locale
  const seen = recentlyViewed(localStorage, slug)
  const [product, recommended, viewed] = await Promise.all([
    getProduct(api, slug, locale, signal).catch(asNotFound),
    getRecommended(api, slug, locale, signal).catch(() => []),
    seen.length > 0 ? getRecentlyViewed(api, seen, locale, signal).catch(() => []) : [],
  ])
  return { product, recommended, recentlyViewed: viewed }
}

export function loadBundle(api: ApiClient, slug: string, signal: AbortSignal) {
  return getBundle(api, slug, i18n.locale as Locale, signal).catch(asNotFound)
}
