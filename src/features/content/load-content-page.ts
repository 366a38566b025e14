import { notFound } from '@tanstack/react-router'
import { getContentPage } from '#api/content.ts'
import type { Reader } from '#api/client.ts'

/** Loads an information page in the shopper's language; an unknown page is a not-found. */
export async function loadContentPage({ api, locale }: Reader, slug: string, signal: AbortSignal) {
  const page = await getContentPage(api, slug, locale(), signal)
  if (!page) throw notFound()
  return page
}
