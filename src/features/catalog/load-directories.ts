import type { ApiClient } from '../../api/client.ts'
import { getBrands, getFilterList, getGiftCards } from '../../api/catalog.ts'
import type { Locale } from '../../domain/locale.ts'
import { i18n } from '../../i18n/i18n.ts'

export const loadBrands = (api: ApiClient, signal: AbortSignal) => getBrands(api, signal)

export const loadFlavors = async (api: ApiClient, signal: AbortSignal) => (await getFilterList(api, i18n.locale as Locale, signal)).flavors

export const loadGiftCards = (api: ApiClient, signal: AbortSignal) => getGiftCards(api, signal)
