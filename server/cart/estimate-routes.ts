import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ok, parseBody } from '../http/envelope.ts'
import { EstimateRequestSchema } from '#domain/estimate.ts'
import { shippingOf, stateShippedTo, taxOf } from './estimate.ts'
import { pricedCart } from './cart-for-request.ts'

/** The caller's cart priced, and the state its zip code ships to. */
async function cartShippedTo(c: Context<AppEnv>) {
  const { cartId, cartToken, zipcode } = parseBody(c, EstimateRequestSchema)
  const state = stateShippedTo(zipcode)
  return { cart: pricedCart(c, await c.get('carts').open(cartId, cartToken, c.get('customer')), 'en-us'), zipcode, state }
}

/** What shipping the cart costs, and the sales tax estimate once the shopper's zip code is known (SPEC §7 Checkout). */
export function estimateRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/shippingcharge', async (c) => ok(c, shippingOf((await cartShippedTo(c)).cart)))
    .post('/webservices/ordertax', async (c) => {
      const { cart, zipcode, state } = await cartShippedTo(c)
      return ok(c, taxOf(cart, zipcode, state))
    })
}
