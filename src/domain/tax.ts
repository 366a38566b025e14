import * as v from 'valibot'

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
