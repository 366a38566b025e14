import type { ApiClient, Reader } from '#api/client.ts'
import { listProducts } from '#api/catalog.ts'
import { getMultipackConfig, getRecommendedMultipacks, getSavedMultipack } from '#api/multipacks.ts'
import { isSignedIn, type Store } from '#app/create-store.ts'
import { notFoundWhenMissing } from '#app/not-found.ts'
import type { Locale } from '#domain/locale.ts'

/** Every single-serve product in stock, all pages of them, by name. */
async function loadBuilderProducts(api: ApiClient, locale: Locale, signal: AbortSignal) {
  const query = { multipack: true, sort: 'name' as const, locale }
  const first = await listProducts(api, { ...query, page: 1 }, signal)
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => listProducts(api, { ...query, page: i + 2 }, signal)))
  return [first, ...rest].flatMap((list) => list.products).filter((p) => p.availability === 'inStock')
}

/** The multipack config, the builder's snacks, and the recommended mix or the customer's saved mix to start from when the shopper chose one. */
export async function loadBuilder(store: Store, chosen: { mix?: string; saved?: string }, signal: AbortSignal) {
  const { api } = store
  // A saved mix is a customer's own: opening one waits until the store knows who is shopping.
  const customer = chosen.saved !== undefined && isSignedIn(store)
  const [config, products, multipacks, saved] = await Promise.all([
    getMultipackConfig(api, signal),
    loadBuilderProducts(api, store.locale(), signal),
    chosen.mix ? getRecommendedMultipacks(api, store.locale(), signal) : [],
    chosen.saved && customer ? getSavedMultipack(api, chosen.saved, signal).catch(notFoundWhenMissing) : undefined,
  ])
  return { config, products, mix: multipacks.find((multipack) => multipack.id === chosen.mix), saved }
}

/** The recommended mixes the variety-pack page offers. */
export const loadVarietyPacks = ({ api, locale }: Reader, signal: AbortSignal) => getRecommendedMultipacks(api, locale(), signal)
