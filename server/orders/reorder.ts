import type { Database } from '../db/database.ts'
import type { Catalog } from '../catalog/catalog.ts'
import type { CartCaller, Carts } from '../cart/carts.ts'
import { cartStock } from '../cart/cart-lines.ts'
import { addLine } from '../cart/merge-carts.ts'
import { productsTaken, type CartContents } from '../cart/apply-change.ts'
import { customersOrder } from './order-history.ts'
import type { CartOwner } from '#domain/cart.ts'

export interface ReorderDeps {
  db: Database
  catalog: Catalog
  carts: Carts
}

/** Reorder (SPEC §1). */
export interface Reorders {
  /**
   * A customer's past order put back into their cart, each line as much as the location can supply
   * now under the cart's rules; the lines that could not come back, or not all of them, are named.
   */
  reorder(customer: CartCaller, orderNumber: string, owner: CartOwner, location: number): Promise<{ cartId: string; short: string[] }>
}

export function createReorders(deps: ReorderDeps): Reorders {
  return {
    async reorder(customer, orderNumber, owner, location) {
      const order = await customersOrder(deps.db, orderNumber, customer.accountId)
      const stock = cartStock(deps.catalog, location)
      const short: string[] = []
      const cart = await deps.carts.change(
        owner.cartId,
        owner.cartToken,
        (contents) => {
          short.length = 0
          return order.lines.reduce<CartContents>((before, line) => {
            const stored = {
              lineId: line.lineId,
              kind: line.kind,
              itemId: line.itemId,
              quantity: line.quantity,
              ...(line.picks ? { picks: line.picks.map(({ productId, quantity }) => ({ productId, quantity })) } : {}),
            }
            const after = addLine(before, stored, stock)
            const wanted = productsTaken([stored], stock)
            const gained = productsTaken(after.lines, stock)
            const had = productsTaken(before.lines, stock)
            if ([...wanted].some(([productId, quantity]) => (gained.get(productId) ?? 0) - (had.get(productId) ?? 0) < quantity)) short.push(line.lineId)
            return after
          }, contents)
        },
        customer,
      )
      return { cartId: cart.id, short }
    },
  }
}
