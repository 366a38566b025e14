import { getCustomer } from '#api/account.ts'
import { notFoundWhenMissing } from '#app/not-found.ts'
import { getMyOrders, getOrderDetails } from '#api/orders.ts'
import { getSavedMultipacks } from '#api/multipacks.ts'
import { getSavedCards } from '#api/saved-cards.ts'
import { isSignedIn, type Store } from '#app/create-store.ts'

/** What one account page shows, for a signed-in customer; a guest has none (the page sends them to sign in). */
const forCustomer =
  <T>(load: (store: Store, signal: AbortSignal) => Promise<T>) =>
  (store: Store, signal: AbortSignal): Promise<T | undefined> =>
    isSignedIn(store) ? load(store, signal) : Promise.resolve(undefined)

export const loadMyProfile = forCustomer((store, signal) => getCustomer(store.api, signal))
export const loadMyOrders = forCustomer(async (store, signal) => (await getMyOrders(store.api, signal)).orders)
export const loadMyMultipacks = forCustomer((store, signal) => getSavedMultipacks(store.api, signal))
export const loadMySavedCards = forCustomer(async (store, signal) => (await getSavedCards(store.api, signal)).cards)

/** One of the customer's orders; any other number is not found. */
export async function loadMyOrder(store: Store, orderNumber: string, signal: AbortSignal) {
  if (!isSignedIn(store)) return undefined
  return getOrderDetails(store.api, orderNumber, signal).catch(notFoundWhenMissing)
}
