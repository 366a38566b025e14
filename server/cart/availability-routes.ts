import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { CheckItemsSchema, lineStatus, ProductInventoryRequestSchema, type ItemsAvailability, type ProductInventory } from '#domain/availability.ts'
import { availableQuantity } from './cart-lines.ts'
import { locationOf } from '../http/location.ts'

/** Stock checked again for a cart's lines, and for products by id, at the caller's location (SPEC §7 Catalogue). */
export function availabilityRoutes() {
  return new Hono<AppEnv>()
    .post('/v2/dopservice/checkitemsavailability', async (c) => {
      const { cartId, cartToken } = parseBody(c, CheckItemsSchema)
      const cart = await c.get('carts').open(cartId, cartToken, c.get('customer'))
      const location = locationOf(c)
      const lines = cart.lines.map((line) => {
        const availableQty = availableQuantity(c.get('catalog'), line.kind, line.itemId, location, line.picks) ?? 0
        return { lineId: line.lineId, quantity: line.quantity, availableQty, status: lineStatus(line.quantity, availableQty) }
      })
      return ok(c, { allAvailable: lines.every((l) => l.status === 'available'), lines } satisfies ItemsAvailability)
    })
    .post('/webservices/cartreview/productinventory', async (c) => {
      const { productIds } = parseBody(c, ProductInventoryRequestSchema)
      const location = locationOf(c)
      const inventory = productIds.map((productId) => {
        const product = c.get('catalog').productById.get(productId)
        if (!product) throw new InputError(MessageId.notFound, `No product ${productId}`, 404)
        const stock = product.stock.get(location)
        return { productId, availableQty: stock?.quantity ?? 0, preOrder: stock?.preOrder ?? false }
      })
      return ok(c, inventory satisfies ProductInventory)
    })
}
