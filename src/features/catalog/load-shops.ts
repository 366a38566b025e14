import { notFound } from '@tanstack/react-router'
import type { Reader } from '#api/client.ts'
import { getConfigList } from '#api/content.ts'
import { loadList } from './load-list.ts'
import type { ListSearch } from '#domain/list-search.ts'

/** The hot-flavor shop's products and the flavor drop it is named for. */
export async function loadHotShop(reader: Reader, search: ListSearch, signal: AbortSignal) {
  const [list, config] = await Promise.all([loadList(reader, search, undefined, signal, { hot: true }), getConfigList(reader.api, signal)])
  return { list, flavorDropShopId: config.flavorDropShopId }
}

/** The holiday shop's products, while the holiday shop is open. */
export async function loadHolidayShop(reader: Reader, search: ListSearch, signal: AbortSignal) {
  const config = await getConfigList(reader.api, signal)
  if (!config.holidayShop) throw notFound()
  return loadList(reader, search, undefined, signal, { holiday: true })
}
