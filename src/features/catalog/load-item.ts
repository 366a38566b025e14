import { notFound } from '@tanstack/react-router'
import { ApiError, type Reader } from '#api/client.ts'
import { getBundle, getProduct, getRecentlyViewed, getRecommended } from '#api/catalog.ts'

const asNotFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404) throw notFound()
  throw error
}

/**
 * A product page: the product, what goes with it, and what else this shopper looked at; the browser
 * keeps that, so on the server it is left for the browser to load (undefined).
 */
export async function loadProduct(
  { api, locale: current, recentlyViewed }: Reader & { recentlyViewed: (except: string) => string[] | undefined },
  slug: string,
  signal: AbortSignal,
) {
  const locale = current()
  const seen = recentlyViewed(slug)
  const [product, recommended, viewed] = await Promise.all([
    getProduct(api, slug, locale, signal).catch(asNotFound),
    getRecommended(api, slug, locale, signal).catch(() => []),
    seen && seen.length > 0 ? getRecentlyViewed(api, seen, locale, signal).catch(() => []) : seen && [],
  ])
  return { product, recommended, recentlyViewed: viewed }
}

export function loadBundle({ api, locale }: Reader, slug: string, signal: AbortSignal) {
  return getBundle(api, slug, locale(), signal).catch(asNotFound)
}
