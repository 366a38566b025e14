import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError, ok, parseBody } from '../envelope.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { EstimateRequestSchema, ShippingSku, type ShippingCharge } from '../../src/domain/estimate.ts'
import type { TaxInfo } from '../../src/domain/tax.ts'
import { shipsToState, stateForZip } from '../../src/domain/zip.ts'
import { salesTax, salesTaxRate } from '../cart/sales-tax.ts'
import { pricedCart } from '../cart/cart-for-request.ts'

/** The caller's cart priced, and the state its zip code ships to; refused for a zip no state uses or a state not shipped to. */
async function cartShippedTo(c: Context<AppEnv>) {
  const { cartId, cartToken, zipcode } = parseBody(c, EstimateRequestSchema)
  const state = stateForZip(zipcode)
  if (!state) throw new InputError(MessageId.unknownZip, `No state uses zip code ${zipcode}`)
  if (!shipsToState(state)) throw new InputError(MessageId.noShippingToState, `No shipping to ${state.toUpperCase()}`)
  const cart = pricedCart(c, await c.var.carts.open(cartId, cartToken), 'en-us')
  return { cart, zipcode, state }
}

/** What shipping the cart costs, and the sales tax estimate once the shopper's zip code is known (SPEC §7 Checkout). */
export function estimateRoutes() {
  return new Hono<AppEnv>()
    .post('/v3/dopservice/shippingcharge', async (c) => {
      const { cart } = await cartShippedTo(c)
      return ok(c, {
        shippingCharge: cart.shippingCharge,
        shippingSku: cart.shippingCharge === 0 ? ShippingSku.free : ShippingSku.standard,
        freeShippingThreshold: cart.freeShippingThreshold,
      } satisfies ShippingCharge)
    })
    .post('/webservices/ordertax', async (c) => {
      const { cart, zipcode, state } = await cartShippedTo(c)
      const rateBasisPoints = salesTaxRate(state)
      const taxableAmount = cart.subTotal - cart.discount
      const taxAmount = salesTax(taxableAmount, rateBasisPoints)
      return ok(c, { zipcode, state, rateBasisPoints, taxableAmount, taxAmount, totalAmount: cart.totalAmount + taxAmount } satisfies TaxInfo)
    })
}
