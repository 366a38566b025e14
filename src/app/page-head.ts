import type { MessageDescriptor } from '@lingui/core'
import type { Store } from './create-store.ts'
import { metaDescription, productStructuredData, scriptJson } from '#domain/structured-data.ts'
import type { BundleDetail, ProductDetail } from '#domain/catalog.ts'

export interface PageHead {
  /** The page's own name; the site's title follows it (`Crunchwell Jalapeño Veggie Chips | Snackfolk.com`). */
  title?: string
  description?: string
  /** The page's one address (no language, no sorting), which search engines should index. */
  path: string
  /** The page's picture, for a shared link. */
  image?: string
  /** Structured data for search engines (JSON-LD). */
  structuredData?: unknown
}

/** What a page tells search engines and shared links in the document's head: its title, description, canonical address, Open Graph tags and structured data. */
export function pageHead(store: Pick<Store, 'site' | 'origin'>, page: PageHead) {
  const url = `${store.origin}${page.path}`
  const title = page.title ? `${page.title} | ${store.site.title}` : store.site.title
  const description = page.description && metaDescription(page.description)
  return {
    meta: [
      { title },
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
      { property: 'og:title', content: page.title ?? store.site.title },
      { property: 'og:site_name', content: store.site.title },
      { property: 'og:type', content: page.structuredData ? 'product' : 'website' },
      { property: 'og:url', content: url },
      ...(page.image ? [{ property: 'og:image', content: new URL(page.image, store.origin).href }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: page.structuredData ? [{ type: 'application/ld+json', children: scriptJson(page.structuredData) }] : [],
  }
}

/** A product's or bundle's page as search engines read it: named by the item, with its picture and its schema.org `Product`. */
export function itemPageHead(store: Pick<Store, 'site' | 'origin'>, item: ProductDetail | BundleDetail | undefined, path: string) {
  if (!item) return {}
  return pageHead(store, {
    title: item.title,
    description: item.description,
    path,
    image: item.imageUrl,
    structuredData: productStructuredData(item, store.origin + path, store.origin),
  })
}

/** A page's title in the tab: its own name, if it has one, and the site's (`Your cart | Snackfolk.com`). */
export const siteTitle = (store: Pick<Store, 'site' | 'i18n'>, name?: MessageDescriptor) =>
  name ? `${store.i18n._(name)} | ${store.site.title}` : store.site.title
