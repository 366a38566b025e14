import * as v from 'valibot'
import { CartIdSchema, CartTokenSchema, MAX_CART_LINES, QuantitySchema, type Cart } from './cart.ts'
import { ItemIdSchema } from './item-id.ts'
import { EmailSchema } from './email.ts'
import { MultipackSchema } from './multipack.ts'
import { GiftCardOrderSchema } from './gift-card.ts'

/** A line as the persisted cart keeps it: what it is and how many; prices always come from the catalog. */
export const PersistCartLineSchema = v.variant('kind', [
  v.object({ kind: v.literal('product'), itemId: ItemIdSchema('itemId is not a product'), quantity: QuantitySchema }),
  v.object({ kind: v.literal('bundle'), itemId: ItemIdSchema('itemId is not a bundle'), quantity: QuantitySchema }),
  v.object({ kind: v.literal('multipack'), quantity: QuantitySchema, picks: MultipackSchema }),
  /** An e-gift card: its amount, recipient and message (one card a line). */
  v.object({ kind: v.literal('giftCard'), giftCard: GiftCardOrderSchema }),
])
export type PersistCartLine = v.InferOutput<typeof PersistCartLineSchema>

export const PersistCartDataSchema = v.pipe(v.array(PersistCartLineSchema), v.maxLength(MAX_CART_LINES, `at most ${MAX_CART_LINES} lines`))

/** Who the persisted cart belongs to: a signed-in account, or a guest holding the cart's token. */
const Holder = {
  email: v.optional(v.union([v.literal(''), EmailSchema])),
  accountId: v.optional(v.pipe(v.string(), v.maxLength(64))),
}

export const GetPersistCartSchema = v.object({
  ...Holder,
  isAuth: v.pipe(
    v.picklist(['true', 'false']),
    v.transform((flag) => flag === 'true'),
  ),
  persistCartId: v.optional(CartIdSchema),
})

export const UpdatePersistCartSchema = v.object({
  ...Holder,
  isAuth: v.boolean(),
  persistCartId: v.optional(CartIdSchema),
  cartToken: v.optional(CartTokenSchema),
  persistCartData: PersistCartDataSchema,
  /** The shopper's own sum, in dollars; the server keeps the catalog's. */
  cartamount: v.optional(v.number()),
})

export const PersistedCartSchema = v.object({
  persistCartId: v.string(),
  /** Given when update-persist-cart made a new cart for the data. */
  cartToken: v.optional(v.string()),
  persistCartData: PersistCartDataSchema,
  cartamount: v.number(),
})
export type PersistedCart = v.InferOutput<typeof PersistedCartSchema>

/** What the cart holds, as update-persist-cart takes it. */
export function persistCartData(cart: Pick<Cart, 'cartItems'>): PersistCartLine[] {
  return cart.cartItems.flatMap((line): PersistCartLine[] => {
    if (line.giftCard) return [{ kind: 'giftCard', giftCard: { amountCents: line.price, ...line.giftCard } }]
    if (line.multipackList)
      return [{ kind: 'multipack', quantity: line.quantity, picks: line.multipackList.map(({ productId, quantity }) => ({ productId, quantity })) }]
    if (line.bundleId) return [{ kind: 'bundle', itemId: line.bundleId, quantity: line.quantity }]
    if (line.productId) return [{ kind: 'product', itemId: line.productId, quantity: line.quantity }]
    return []
  })
}

/**
 * The cart amount in dollars, rounded to 2 decimals: each line's price times its quantity, where a
 * multipack's price is each pack's price times its pack quantity.
 */
export function cartAmount(lines: readonly { quantity: number; price: number; multipackList?: readonly { quantity: number; price: number }[] }[]): number {
  const cents = lines.reduce((sum, line) => {
    const each = line.multipackList ? line.multipackList.reduce((packs, pick) => packs + pick.price * pick.quantity, 0) : line.price
    return sum + each * line.quantity
  }, 0)
  return Math.round(cents) / 100
}
