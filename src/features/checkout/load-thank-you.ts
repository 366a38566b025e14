import { notFound } from '@tanstack/react-router'
import type { ApiClient } from '#api/client.ts'
import { notFoundWhenMissing } from '#app/not-found.ts'
import { getOrderDetails } from '#api/orders.ts'
import type { PlacedOrder } from '#domain/order.ts'

/** The order this tab was just answered as placed, else the one this session placed; any other order number is not found here. */
export async function loadThankYou(api: ApiClient, orderNumber: string | undefined, signal: AbortSignal, answered?: PlacedOrder) {
  if (!orderNumber) throw notFound()
  if (answered) return answered
  return getOrderDetails(api, orderNumber, signal).catch(notFoundWhenMissing)
}
