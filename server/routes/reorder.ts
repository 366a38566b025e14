import { Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { orders } from '../db/schema.ts'
import { cartStock } from '../cart/cart-lines.ts'
import { addLine } from '../cart/merge-carts.ts'
import { productsTaken, type CartContents } from '../cart/apply-change.ts'
import { signedInAccount } from './signed-in.ts'
import { locationOf } from '../location.ts'
import { CartOwnerSchema } from '../../src/domain/cart.ts'
import { OrderMessage, OrderNumberSchema } from '../../src/domain/order.ts'

/**
 * Reorder (SPEC §1): a customer's past order put back into their cart, each line as much as the
 * location can supply now under the cart's rules; the lines that could not come back, or not all
 * of them, are named.
 */
export function reorderRoutes() {
  return new Hono<AppEnv>().post('/v3/dopservice/b2c/reorder', async (c) => {
    const account = await signedInAccount(c)
    const { orderNumber, cart: owner } = parseBody(c, v.object({ orderNumber: OrderNumberSchema, cart: CartOwnerSchema }))
    const [order] = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.number, orderNumber), eq(orders.accountId, account.id)))
    if (!order) throw new InputError(OrderMessage.unknown, `No order ${orderNumber} for this customer`, 404)
    const stock = cartStock(c.var.catalog, locationOf(c))
    const short: string[] = []
    const cart = await c.var.carts.change(owner.cartId, owner.cartToken, (contents) => {
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
    })
    return ok(c, { cartId: cart.id, short })
  })
}
