import { MessageId } from '#domain/envelope.ts'
import { ShippingSku, type ShippingCharge } from '#domain/estimate.ts'
import type { TaxInfo } from '#domain/tax.ts'
import { shipsToState, stateForZip } from '#domain/zip.ts'
import { InputError } from '../http/envelope.ts'
import { salesTax, salesTaxRate } from './sales-tax.ts'

/** What an estimate works from: a priced cart's totals. */
interface PricedTotals {
  subTotal: number
  discount: number
  shippingCharge: number
  totalAmount: number
  freeShippingThreshold: number
}

/** The state a zip code ships to; refused for a zip no state uses, or a state not shipped to. */
export function stateShippedTo(zipcode: string): string {
  const state = stateForZip(zipcode)
  if (!state) throw new InputError(MessageId.unknownZip, `No state uses zip code ${zipcode}`)
  if (!shipsToState(state)) throw new InputError(MessageId.noShippingToState, `No shipping to ${state.toUpperCase()}`)
  return state
}

/** Shipping for the cart as priced: free past the threshold (or by coupon), else standard. */
export function shippingOf(cart: PricedTotals): ShippingCharge {
  return {
    shippingCharge: cart.shippingCharge,
    shippingSku: cart.shippingCharge === 0 ? ShippingSku.free : ShippingSku.standard,
    freeShippingThreshold: cart.freeShippingThreshold,
  }
}

/** The sales tax estimate for the cart shipped to this zip code's state. */
export function taxOf(cart: PricedTotals, zipcode: string, state: string): TaxInfo {
  const rateBasisPoints = salesTaxRate(state)
  const taxableAmount = cart.subTotal - cart.discount
  const taxAmount = salesTax(taxableAmount, rateBasisPoints)
  return { zipcode, state, rateBasisPoints, taxableAmount, taxAmount, totalAmount: cart.totalAmount + taxAmount }
}

/**
 * The cart with its shipping and tax estimate for the shopper's zip code, so that every answer
 * about the cart carries both (they change with every change: the $15 threshold, the subtotal).
 * An empty cart, no zip code, or one the store does not ship to gives the cart as it is: it is
 * only an estimate, and checkout says why a zip code is refused.
 */
export function withEstimate<C extends PricedTotals & { cartItems: readonly unknown[] }>(
  cart: C,
  zipcode: string | undefined,
): C & { shippingSku?: string; taxInfo?: TaxInfo } {
  if (!zipcode || cart.cartItems.length === 0) return cart
  const state = stateForZip(zipcode)
  if (!state || !shipsToState(state)) return cart
  return { ...cart, shippingSku: shippingOf(cart).shippingSku, taxInfo: taxOf(cart, zipcode, state) }
}
