import type { Reader } from '#api/client.ts'
import { getLabelList, getNavigationList } from '#api/content.ts'

/** What every page's frame shows: the navigation and the site's labels, in the shopper's language. */
export async function loadShell({ api, locale: current }: Reader, signal: AbortSignal) {
  const locale = current()
  const [navigation, labels] = await Promise.all([getNavigationList(api, locale, signal), getLabelList(api, locale, undefined, signal)])
  return { navigation, labels }
}
