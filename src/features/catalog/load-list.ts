import type { ApiClient } from '../../api/client.ts'
import { listProducts } from '../../api/catalog.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'
import { listQuery, type ListSearch } from '../../domain/list-search.ts'

export function loadList(
  api: ApiClient,
  search: ListSearch,
  productTypes: string | undefined,
  signal: AbortSignal,
  shop?: { hot?: boolean; holiday?: boolean },
) {
  return listProducts(api, listQuery(search, productTypes, i18n.locale as Locale, shop), signal)
}
