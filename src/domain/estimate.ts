import * as v from 'valibot'
import { CartOwnerSchema } from './cart.ts'
import { ZipSchema } from './zip.ts'

/** A cart and the zip code it would ship to: what shippingcharge and ordertax work from. */
export const EstimateRequestSchema = v.object({ ...CartOwnerSchema.entries, zipcode: ZipSchema })

export const ShippingSku = { standard: 'SHIP-STANDARD', free: 'SHIP-FREE' } as const

export const ShippingChargeSchema = v.object({
  shippingCharge: v.number(),
  shippingSku: v.picklist(Object.values(ShippingSku)),
  freeShippingThreshold: v.number(),
})
export type ShippingCharge = v.InferOutput<typeof ShippingChargeSchema>

/** The sales tax estimate for a cart shipped to a zip code, in cents; the rate in basis points. */
export const TaxInfoSchema = v.object({
  zipcode: v.string(),
  state: v.string(),
  rateBasisPoints: v.number(),
  taxableAmount: v.number(),
  taxAmount: v.number(),
  /** The cart's total with the tax added. */
  totalAmount: v.number(),
})
export type TaxInfo = v.InferOutput<typeof TaxInfoSchema>
