import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { ok, parseBody } from '../http/envelope.ts'
import type { Reorders } from './reorder.ts'
import { signedInAccount } from '../identity/signed-in.ts'
import { locationOf } from '../http/location.ts'
import { CartOwnerSchema } from '#domain/cart.ts'
import { OrderNumberSchema } from '#domain/order.ts'

/** Reorder (SPEC §1): a customer's past order back into their cart; the lines that could not all come back are named. */
export function reorderRoutes(reorders: Reorders) {
  return new Hono<AppEnv>().post('/v3/dopservice/b2c/reorder', async (c) => {
    const account = await signedInAccount(c)
    const { orderNumber, cart } = parseBody(c, v.object({ orderNumber: OrderNumberSchema, cart: CartOwnerSchema }))
    return ok(c, await reorders.reorder({ ...c.get('customer'), accountId: account.id }, orderNumber, cart, locationOf(c)))
  })
}
