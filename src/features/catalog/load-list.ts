import type { Reader } from '#api/client.ts'
import { listProducts } from '#api/catalog.ts'
import { listQuery, type ListSearch } from '#domain/list-search.ts'

export function loadList(
  { api, locale }: Reader,
  search: ListSearch,
  productTypes: string | undefined,
  signal: AbortSignal,
  shop?: { hot?: boolean; holiday?: boolean },
) {
  return listProducts(api, listQuery(search, productTypes, locale(), shop), signal)
}
