import type { Cart } from '#domain/cart.ts'
import { cartItem } from './products.ts'

/** What a change added to and took from the cart, as add_to_cart and remove_from_cart events. */
export function cartChangeEvents(before: Cart | undefined, after: Cart) {
  const was = new Map(before?.cartItems.map((line) => [line.lineId, line.quantity]))
  const now = new Map(after.cartItems.map((line) => [line.lineId, line.quantity]))
  const lines = [...(before?.cartItems ?? []), ...after.cartItems]
  const added = after.cartItems
    .filter((l) => (now.get(l.lineId) ?? 0) > (was.get(l.lineId) ?? 0))
    .map((l) => cartItem(l, now.get(l.lineId)! - (was.get(l.lineId) ?? 0)))
  const removedIds = [...new Set(lines.map((l) => l.lineId))].filter((id) => (was.get(id) ?? 0) > (now.get(id) ?? 0))
  const removed = removedIds.map((id) => {
    const line = lines.find((l) => l.lineId === id)!
    return cartItem(line, (was.get(id) ?? 0) - (now.get(id) ?? 0))
  })
  const value = (items: { price: number; quantity: number }[]) => Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100
  return [
    ...(added.length > 0 ? [{ event: 'add_to_cart' as const, value: value(added), items: added }] : []),
    ...(removed.length > 0 ? [{ event: 'remove_from_cart' as const, value: value(removed), items: removed }] : []),
  ]
}
