import type { ApiClient } from '../../api/client.ts'
import { listProducts } from '../../api/catalog.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'

/** Every single-serve product in stock, all pages of them, by name. */
export async function loadBuilderProducts(api: ApiClient, signal: AbortSignal) {
  const query = { multipack: true, sort: 'name' as const, locale: i18n.locale as Locale }
  const first = await listProducts(api, { ...query, page: 1 }, signal)
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => listProducts(api, { ...query, page: i + 2 }, signal)))
  return [first, ...rest].flatMap((list) => list.products).filter((p) => p.availability === 'inStock')
}
