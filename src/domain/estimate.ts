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
