import { notFound } from '@tanstack/react-router'
import type { ApiClient } from '../../api/client.ts'
import { notFoundWhenMissing } from '../../app/not-found.ts'
import { getOrderDetails } from '../../api/orders.ts'

/** The order this session just placed; any other order number is not found here. */
export async function loadThankYou(api: ApiClient, orderNumber: string | undefined, signal: AbortSignal) {
  if (!orderNumber) throw notFound()
  return getOrderDetails(api, orderNumber, signal).catch(notFoundWhenMissing)
}
