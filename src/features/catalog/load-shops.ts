import { notFound } from '@tanstack/react-router'
import type { ApiClient } from '../../api/client.ts'
import { getConfigList } from '../../api/content.ts'
import { loadList } from './load-list.ts'
import type { ListSearch } from '../../domain/list-search.ts'

/** The hot-flavor shop's products and the flavor drop it is named for. */
export async function loadHotShop(api: ApiClient, search: ListSearch, signal: AbortSignal) {
  const [list, config] = await Promise.all([loadList(api, search, undefined, signal, { hot: true }), getConfigList(api, signal)])
  return { list, flavorDropShopId: config.flavorDropShopId }
}

/** The holiday shop's products, while the holiday shop is open. */
export async function loadHolidayShop(api: ApiClient, search: ListSearch, signal: AbortSignal) {
  const config = await getConfigList(api, signal)
  if (!config.holidayShop) throw notFound()
  return loadList(api, search, undefined, signal, { holiday: true })
}
