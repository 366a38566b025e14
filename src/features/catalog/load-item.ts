import { notFound } from '@tanstack/react-router'
import { ApiError, type Reader } from '../../api/client.ts'
import { getBundle, getProduct, getRecentlyViewed, getRecommended } from '../../api/catalog.ts'

const asNotFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404) throw notFound()
  throw error
}

/** A product page: the product, what goes with it, and what else this shopper looked at (the browser keeps that, so the server shows none). */
export async function loadProduct(
  { api, locale: current, recentlyViewed }: Reader & { recentlyViewed: (except: string) => string[] },
  slug: string,
  signal: AbortSignal,
) {
  const locale = current()
  const seen = recentlyViewed(slug)
  const [product, recommended, viewed] = await Promise.all([
    getProduct(api, slug, locale, signal).catch(asNotFound),
    getRecommended(api, slug, locale, signal).catch(() => []),
    seen.length > 0 ? getRecentlyViewed(api, seen, locale, signal).catch(() => []) : [],
  ])
  return { product, recommended, recentlyViewed: viewed }
}

export function loadBundle({ api, locale }: Reader, slug: string, signal: AbortSignal) {
  return getBundle(api, slug, locale(), signal).catch(asNotFound)
}
