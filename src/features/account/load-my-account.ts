import { getCustomer } from '../../api/account.ts'
import { notFoundWhenMissing } from '../../app/not-found.ts'
import { getMyOrders, getOrderDetails } from '../../api/orders.ts'
import { getSavedMixes } from '../../api/mixes.ts'
import { isSignedIn, type Store } from '../../app/create-store.ts'

/** The signed-in customer's profile, orders and saved mixes; a guest has none (the page sends them to sign in). */
export async function loadMyAccount(store: Store, signal: AbortSignal) {
  if (!isSignedIn(store)) return undefined
  const [customer, { orders }, mixes] = await Promise.all([getCustomer(store.api, signal), getMyOrders(store.api, signal), getSavedMixes(store.api, signal)])
  return { customer, orders, mixes }
}

/** One of the customer's orders; any other number is not found. */
export async function loadMyOrder(store: Store, orderNumber: string, signal: AbortSignal) {
  if (!isSignedIn(store)) return undefined
  return getOrderDetails(store.api, orderNumber, signal).catch(notFoundWhenMissing)
}
