import * as v from 'valibot'
import { ItemIdSchema } from './item-id.ts'
import { FREE_SHIPPING_THRESHOLD_CENTS, MULTIPACK_SIZE } from './constants.ts'
import { CouponCodeSchema, CouponDataSchema } from './coupon.ts'
import { MultipackSchema } from './multipack.ts'
import { MULTIPACK_ID_PATTERN } from './params.ts'
import { TaxInfoSchema } from './tax.ts'
import { GiftCardOrderSchema } from './gift-card.ts'
import { MAX_LINE_QUANTITY } from './cart-quantities.ts'

export { MAX_LINE_QUANTITY }
/** The most lines a cart holds, and the most variety packs among them. */
export const MAX_CART_LINES = 50
export const MAX_CART_MULTIPACKS = 10
export const STANDARD_SHIPPING_CENTS = 599

/** Message ids for refused cart changes; views translate them. */
export const CartMessage = {
  quantity: 'cartQuantity',
  aboveStock: 'cartAboveStock',
  unavailable: 'cartItemUnavailable',
  notYours: 'cartNotYours',
  unknownLine: 'cartUnknownLine',
  busy: 'cartBusy',
  oneSample: 'cartOneSample',
  sampleNeedsOrder: 'cartSampleNeedsOrder',
  lineLimit: 'cartLineLimit',
  full: 'cartFull',
  multipackLimit: 'cartMultipackLimit',
  closed: 'cartClosed',
  /** An e-gift card amount the store does not offer. */
  giftCardAmount: 'cartGiftCardAmount',
  /** More e-gift cards than a cart holds. */
  giftCardLimit: 'cartGiftCardLimit',
  /** An e-gift card is one card to one recipient: its quantity stays 1. */
  giftCardQuantity: 'cartGiftCardQuantity',
} as const

export const QuantitySchema = v.pipe(
  v.number(CartMessage.quantity),
  v.integer(CartMessage.quantity),
  v.minValue(1, CartMessage.quantity),
  v.maxValue(MAX_LINE_QUANTITY, CartMessage.quantity),
)

export const CartIdSchema = v.pipe(v.string(), v.uuid('cartId is not a cart id'))
export const CartTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'cartToken is not a cart token'))

/** Where a GET carries the cart's token, since it has no body. */
export const CART_TOKEN_HEADER = 'X-Cart-Token'

export const CartOwnerSchema = v.object({ cartId: CartIdSchema, cartToken: CartTokenSchema })
/** A cart as its shopper holds it: its id, and the token that shows it is theirs. */
export type CartOwner = v.InferOutput<typeof CartOwnerSchema>

export const CartChangeSchema = v.variant('type', [
  v.object({
    type: v.literal('add'),
    itemId: ItemIdSchema('itemId is not a product or bundle'),
    quantity: QuantitySchema,
  }),
  v.object({ type: v.literal('set'), lineId: v.pipe(v.string(), v.maxLength(64)), quantity: QuantitySchema }),
  v.object({ type: v.literal('remove'), lineId: v.pipe(v.string(), v.maxLength(64)) }),
  v.object({ type: v.literal('clear') }),
  v.object({ type: v.literal('removeCoupon') }),
  v.object({ type: v.literal('addMultipack'), picks: MultipackSchema }),
  v.object({ type: v.literal('addGiftCard'), giftCard: GiftCardOrderSchema }),
  v.object({ type: v.literal('setMultipack'), lineId: v.pipe(v.string(), v.regex(MULTIPACK_ID_PATTERN, 'lineId is not a multipack')), picks: MultipackSchema }),
])
export type CartChange = v.InferOutput<typeof CartChangeSchema>

/** The id a shopper's browser gives each of its cart changes: the server applies a change once, however often it is sent. */
export const ChangeIdSchema = v.pipe(v.string(), v.uuid('changeId is not a change id'))

export const SaveCartSchema = v.object({ ...CartOwnerSchema.entries, change: CartChangeSchema, changeId: v.optional(ChangeIdSchema) })

export const ApplyCouponSchema = v.object({ ...CartOwnerSchema.entries, couponName: CouponCodeSchema, changeId: v.optional(ChangeIdSchema) })

const Named = v.object({ slug: v.string(), name: v.string() })

/** A cart line as SPEC §3 describes it, priced by the server. */
export const CartLineSchema = v.object({
  lineId: v.string(),
  productId: v.optional(v.string()),
  bundleId: v.optional(v.string()),
  slug: v.string(),
  title: v.string(),
  brand: v.optional(Named),
  categories: v.array(v.string()),
  quantity: v.number(),
  /** Catalog price per unit, in cents. */
  price: v.number(),
  /** What the shopper pays per unit after discounts, in cents. */
  currentPrice: v.number(),
  weight: v.number(),
  availableQty: v.number(),
  gtinId: v.optional(v.string()),
  preOrder: v.boolean(),
  productEnableFor: v.optional(v.literal('FreeSampleItem')),
  imageUrl: v.string(),
  multipack: v.optional(v.boolean()),
  multipackList: v.optional(v.array(v.object({ productId: v.string(), title: v.string(), quantity: v.number(), price: v.number() }))),
  /** A bundle's snacks, each with how many the bundle holds. */
  bundleProducts: v.optional(v.array(v.object({ productId: v.string(), title: v.string(), quantity: v.number() }))),
  /** The stock-keeping number of a line made of other snacks (a bundle, a variety pack): its own id, kept in no stock. */
  virtualSku: v.optional(v.string()),
  /** A line that is no stock-keeping unit at all: an e-gift card. */
  zNonSku: v.optional(v.boolean()),
  /** An e-gift card: who receives it and what it says (SPEC §3 gift card); it ships nothing and is taxed, discounted and paid by gift card never. */
  giftCard: v.optional(v.object({ firstName: v.string(), lastName: v.string(), recipientEmail: v.string(), giftMessage: v.string() })),
})
export type CartLine = v.InferOutput<typeof CartLineSchema>

export const CartSchema = v.object({
  /** None until the visitor's first change makes the cart on the server. */
  cartId: v.optional(v.string()),
  /** Given once, when the cart is made; it proves the cart is this shopper's. */
  cartToken: v.optional(v.string()),
  cartItems: v.array(CartLineSchema),
  cartCount: v.number(),
  subTotal: v.number(),
  /** What the coupon takes off, in cents. */
  discount: v.number(),
  shippingCharge: v.number(),
  totalAmount: v.number(),
  freeShippingThreshold: v.number(),
  coupon: v.optional(CouponDataSchema),
  disableAutoCoupon: v.boolean(),
  /** Shipping as shippingcharge priced it for the shopper's zip code, once known. */
  shippingSku: v.optional(v.string()),
  /** The sales tax estimate from ordertax, once the shopper's zip code is known. */
  taxInfo: v.optional(TaxInfoSchema),
  /** The variety packs' lines, how many packs the cart holds, and whether each holds its full 30. */
  multipackCartItems: v.optional(v.array(v.string())),
  packCount: v.optional(v.number()),
  multipackCountFull: v.optional(v.boolean()),
  /** Whether the cart is e-gift cards alone (a gift order), and whether it holds any. */
  giftOrder: v.optional(v.boolean()),
  includesGiftCard: v.optional(v.boolean()),
})
export type Cart = v.InferOutput<typeof CartSchema>

export interface Totals {
  subTotal: number
  discount: number
  shippingCharge: number
  totalAmount: number
}

/**
 * Where a cart's shipping stands, one rule for the free-shipping bar, the cart's totals and the order:
 * nothing to ship (e-gift cards alone); free, by a coupon or by the snacks coming to over $15 with the
 * store's free shipping on (SPEC: free when over 15, e-gift cards not counted); or charged, with how
 * many cents more of snacks would make it free and how far the bar is filled, when free shipping is on.
 */
export type ShippingStanding =
  | { ships: false; charge: 0 }
  | { ships: true; free: true; by: 'coupon' | 'threshold'; charge: 0 }
  | { ships: true; free: false; charge: number; toFree?: { more: number; progress: number } }

export function shippingStanding(
  lines: Pick<CartLine, 'price' | 'quantity' | 'giftCard'>[],
  terms: { freeShipping: boolean; coupon?: { freeShipping: boolean } },
): ShippingStanding {
  if (!shipsSomething(lines)) return { ships: false, charge: 0 }
  if (terms.coupon?.freeShipping) return { ships: true, free: true, by: 'coupon', charge: 0 }
  const snacks = lines.reduce((sum, line) => sum + line.price * line.quantity, 0) - giftCardsIn(lines)
  if (!terms.freeShipping) return { ships: true, free: false, charge: STANDARD_SHIPPING_CENTS }
  if (snacks > FREE_SHIPPING_THRESHOLD_CENTS) return { ships: true, free: true, by: 'threshold', charge: 0 }
  return {
    ships: true,
    free: false,
    charge: STANDARD_SHIPPING_CENTS,
    toFree: { more: FREE_SHIPPING_THRESHOLD_CENTS - snacks + 1, progress: Math.min(1, snacks / FREE_SHIPPING_THRESHOLD_CENTS) },
  }
}

/** What the free-shipping bar shows: none when nothing ships or there is no free shipping to reach; else free, or how many cents more. */
export function freeShippingProgress(standing: ShippingStanding): { free: boolean; more: number; progress: number } | undefined {
  if (!standing.ships) return undefined
  if (standing.free) return { free: true, more: 0, progress: 1 }
  return standing.toFree && { free: false, ...standing.toFree }
}

/** Subtotal, discount, shipping (as `shippingStanding` has it) and total in cents. */
export function cartTotals(
  lines: Pick<CartLine, 'price' | 'quantity' | 'giftCard'>[],
  freeShipping: boolean,
  coupon: { discount: number; freeShipping: boolean } = { discount: 0, freeShipping: false },
): Totals {
  const subTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const shippingCharge = shippingStanding(lines, { freeShipping, coupon }).charge
  return { subTotal, discount: coupon.discount, shippingCharge, totalAmount: subTotal - coupon.discount + shippingCharge }
}

/** Whether any line is goods to ship: a cart of e-gift cards alone ships nothing and needs no shipping address. */
export const shipsSomething = (lines: readonly { kind?: string; giftCard?: unknown }[]) => lines.some((line) => line.kind !== 'giftCard' && !line.giftCard)

/** What the e-gift cards among the lines come to, in cents: they are never taxed, discounted, nor paid by gift card. */
export const giftCardsIn = (lines: Pick<CartLine, 'price' | 'quantity' | 'giftCard'>[]) =>
  lines.reduce((sum, line) => sum + (line.giftCard ? line.price * line.quantity : 0), 0)

/** The cart of a visitor who has not added anything yet: nothing is made on the server until they do. */
export function emptyCart(): Cart {
  return {
    cartItems: [],
    cartCount: 0,
    ...cartTotals([], false),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_CENTS,
    disableAutoCoupon: false,
  }
}

/** The most a cart line can be set to: the location's stock, at most 99, and never below 1 (a line is removed, not set to 0). */
export function lineQuantityLimit(line: Pick<CartLine, 'availableQty'>): number {
  return Math.max(1, Math.min(line.availableQty, MAX_LINE_QUANTITY))
}

/** Whether the shopper's location cannot supply a line in the number the cart holds. */
export const isShort = (line: Pick<CartLine, 'availableQty' | 'quantity'>) => line.availableQty < line.quantity

export function shortLines(cart: Pick<Cart, 'cartItems'> | undefined): CartLine[] {
  return cart?.cartItems.filter(isShort) ?? []
}

/** The variety packs in a cart (SPEC §3 cart state): their lines, how many packs, and whether each holds its full 30. */
export function packsIn(lines: readonly CartLine[]): Required<Pick<Cart, 'multipackCartItems' | 'packCount' | 'multipackCountFull'>> {
  const packs = lines.filter((line) => line.multipack)
  return {
    multipackCartItems: packs.map((line) => line.lineId),
    packCount: packs.reduce((sum, line) => sum + line.quantity, 0),
    multipackCountFull: packs.every((line) => (line.multipackList ?? []).reduce((sum, pick) => sum + pick.quantity, 0) === MULTIPACK_SIZE),
  }
}

/** The e-gift cards in a cart (SPEC §3 gift card): whether it is e-gift cards alone, and whether it holds any. */
export function giftCardsHeld(lines: readonly CartLine[]): Required<Pick<Cart, 'giftOrder' | 'includesGiftCard'>> {
  const giftCards = lines.filter((line) => line.giftCard).length
  return { giftOrder: giftCards > 0 && giftCards === lines.length, includesGiftCard: giftCards > 0 }
}
