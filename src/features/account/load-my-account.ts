import { notFound } from '@tanstack/react-router'
import { getCustomer } from '../../api/account.ts'
import { ApiError } from '../../api/client.ts'
import { getMyOrders, getOrderDetails } from '../../api/orders.ts'
import { isSignedIn, type Store } from '../shell/create-store.ts'

/** The signed-in customer's profile and orders; a guest has none (the page sends them to sign in). */
export async function loadMyAccount(store: Store, signal: AbortSignal) {
  if (!isSignedIn(store)) return undefined
  const [customer, { orders }] = await Promise.all([getCustomer(store.api, signal), getMyOrders(store.api, signal)])
  return { customer, orders }
}

/** One of the customer's orders; any other number is not found. */
export async function loadMyOrder(store: Store, orderNumber: string, signal: AbortSignal) {
  if (!isSignedIn(store)) return undefined
  return getOrderDetails(store.api, orderNumber, signal).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  })
}
