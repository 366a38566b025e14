import type { Reader } from '#api/client.ts'
import { getBrands, getFilterList, getGiftCards } from '#api/catalog.ts'

export const loadBrands = ({ api }: Reader, signal: AbortSignal) => getBrands(api, signal)

export const loadFlavors = async ({ api, locale }: Reader, signal: AbortSignal) => (await getFilterList(api, locale(), signal)).flavors

export const loadGiftCards = ({ api }: Reader, signal: AbortSignal) => getGiftCards(api, signal)
