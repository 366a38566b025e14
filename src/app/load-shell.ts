import type { ApiClient } from '../api/client.ts'
import { getLabelList, getNavigationList } from '../api/content.ts'
import type { Locale } from '../domain/locale.ts'
import { i18n } from '../i18n/i18n.ts'

/** What every page's frame shows: the navigation and the site's labels, in the shopper's language. */
export async function loadShell(api: ApiClient, signal: AbortSignal) {
  const locale = i18n.locale as Locale
  const [navigation, labels] = await Promise.all([getNavigationList(api, locale, signal), getLabelList(api, locale, undefined, signal)])
  return { navigation, labels }
}
