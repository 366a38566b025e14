import { useEffect, useState } from 'react'
import type { ProductSummary } from '#domain/catalog.ts'
import { useStore } from './store-context.ts'

/**
 * What this shopper looked at before this product: the loader's, or, on a page the server
 * rendered (which cannot know), asked for by the browser (the call waits for the session).
 */
export function useRecentlyViewed(slug: string, loaded: ProductSummary[] | undefined): ProductSummary[] {
  const store = useStore()
  const [asked, setAsked] = useState<{ slug: string; products: ProductSummary[] }>()
  useEffect(() => {
    const seen = loaded ? [] : (store.recentlyViewed(slug) ?? [])
    if (seen.length === 0) return
    const controller = new AbortController()
    // The catalog's calls load with the first list they fetch, not with the page.
    import('#api/catalog.ts')
      .then(({ getRecentlyViewed }) => getRecentlyViewed(store.api, seen, store.locale(), controller.signal))
      .then((products) => setAsked({ slug, products }))
      // A list beside the page: without it the page is whole.
      .catch(() => {})
    return () => controller.abort()
  }, [slug, loaded, store])
  return loaded ?? (asked?.slug === slug ? asked.products : [])
}
