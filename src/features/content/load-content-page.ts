import { notFound } from '@tanstack/react-router'
import { getContentPage } from '../../api/content.ts'
import type { ApiClient } from '../../api/client.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'

/** Loads an information page in the shopper's language; an unknown page is a not-found. */
export async function loadContentPage(api: ApiClient, slug: string, signal: AbortSignal) {
  const page = await getContentPage(api, slug, i18n.locale as Locale, signal)
  if (!page) throw notFound()
  return page
}
