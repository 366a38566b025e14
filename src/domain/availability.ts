import * as v from 'valibot'
import { CartOwnerSchema } from './cart.ts'
import { ItemIdSchema } from './item-id.ts'

/** How a cart line stands against the stock at the shopper's location. */
export const LineStatus = { available: 'available', short: 'short', unavailable: 'unavailable' } as const
export type LineStatus = (typeof LineStatus)[keyof typeof LineStatus]

export const CheckItemsSchema = CartOwnerSchema

export const LineAvailabilitySchema = v.object({
  lineId: v.string(),
  quantity: v.number(),
  availableQty: v.number(),
  status: v.picklist(Object.values(LineStatus)),
})
export type LineAvailability = v.InferOutput<typeof LineAvailabilitySchema>

export const ItemsAvailabilitySchema = v.object({ allAvailable: v.boolean(), lines: v.array(LineAvailabilitySchema) })
export type ItemsAvailability = v.InferOutput<typeof ItemsAvailabilitySchema>

export const MAX_INVENTORY_PRODUCTS = 100

export const ProductInventoryRequestSchema = v.object({
  productIds: v.pipe(v.array(ItemIdSchema('productId is not a product')), v.minLength(1), v.maxLength(MAX_INVENTORY_PRODUCTS)),
})

export const ProductInventorySchema = v.array(v.object({ productId: v.string(), availableQty: v.number(), preOrder: v.boolean() }))
export type ProductInventory = v.InferOutput<typeof ProductInventorySchema>

export function lineStatus(quantity: number, availableQty: number): LineStatus {
  if (availableQty === 0) return LineStatus.unavailable
  return quantity > availableQty ? LineStatus.short : LineStatus.available
}
