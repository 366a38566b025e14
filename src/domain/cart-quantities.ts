/**
 * How many of a snack the cart holds and may still take: what a product card and the header need
 * on every page, apart from the cart's schemas, so a page's first JavaScript carries none of them.
 */

export const MAX_LINE_QUANTITY = 99

/** The per-id quantity map: how many of each product or bundle the cart holds as lines of its own. */
export function quantitiesById(
  cart: { cartItems: readonly { productId?: string; bundleId?: string; multipack?: boolean; quantity: number }[] } | undefined,
): ReadonlyMap<string, number> {
  const quantities = new Map<string, number>()
  for (const line of cart?.cartItems ?? []) {
    const id = line.productId ?? line.bundleId
    if (id && !line.multipack) quantities.set(id, (quantities.get(id) ?? 0) + line.quantity)
  }
  return quantities
}

/** How many more of an item can go in the cart: its stock, within the line limit, less what the cart holds. */
export function addableQuantity(availableQty: number, inCart: number): number {
  return Math.max(0, Math.min(availableQty, MAX_LINE_QUANTITY) - inCart)
}
