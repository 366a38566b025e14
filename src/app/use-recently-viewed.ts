import { useEffect, useState } from 'react'
import { getRecentlyViewed } from '../api/catalog.ts'
import type { ProductSummary } from '../domain/catalog.ts'
import { useStore } from './store-context.ts'
import { waitForSession } from './wait-for-session.ts'

/**
 * What this shopper looked at before this product: the loader's, or, on a page the server
 * rendered (which cannot know), asked for once the browser has its session.
 */
export function useRecentlyViewed(slug: string, loaded: ProductSummary[] | undefined): ProductSummary[] {
  const store = useStore()
  const [asked, setAsked] = useState<{ slug: string; products: ProductSummary[] }>()
  useEffect(() => {
    const seen = loaded ? [] : (store.recentlyViewed(slug) ?? [])
    if (seen.length === 0) return
    const controller = new AbortController()
    waitForSession(store.session)
      .then(() => getRecentlyViewed(store.api, seen, store.locale(), controller.signal))
      .then((products) => setAsked({ slug, products }))
      // A list beside the page: without it the page is whole.
      .catch(() => {})
    return () => controller.abort()
  }, [slug, loaded, store])
  return loaded ?? (asked?.slug === slug ? asked.products : [])
}
