import * as v from 'valibot'
import type { SessionStorageLike } from '#api/session-values.ts'
import { PlacedOrderSchema, type PlacedOrder } from '#domain/order.ts'

/** The order this tab was last answered as placed (session storage: it ends with the tab). */
const PLACED_ORDER_KEY = 'snackfolk.placedOrder'

/** Keeps the order the store answered as placed, for the thank-you page and its reloads. */
export function keepPlacedOrder(storage: SessionStorageLike, order: PlacedOrder): void {
  storage.setItem(PLACED_ORDER_KEY, JSON.stringify(order))
}

/**
 * The order this tab was answered as placed, when it is the one named. Another tab may have placed it
 * under the same attempt (a session of its own): this tab was answered the order all the same.
 */
export function placedOrderKept(storage: SessionStorageLike, orderNumber: string | undefined): PlacedOrder | undefined {
  try {
    const parsed = v.safeParse(PlacedOrderSchema, JSON.parse(storage.getItem(PLACED_ORDER_KEY) ?? 'null'))
    return parsed.success && parsed.output.orderNumber === orderNumber ? parsed.output : undefined
  } catch {
    return undefined
  }
}
