import * as v from 'valibot'
import { BillingAddressSchema, ContactSchema, ShippingAddressSchema, type Address } from './address.ts'
import { CartOwnerSchema, type CartOwner } from './cart.ts'
import type { CheckoutForm } from './checkout-form.ts'
import { LocaleSchema } from './content.ts'
import { EmailSchema } from './email.ts'
import { PaymentChoiceSchema, PaymentViewSchema, WALLETS, type PaymentChoice } from './payment.ts'
import { GiftCardCodesSchema } from './gift-card.ts'

/** Message ids of order refusals; views translate them. */
export const OrderMessage = {
  /** Some fields break their rules; `data.fields` names each field's message id. */
  checkoutInvalid: 'checkoutInvalid',
  cartEmpty: 'cartEmpty',
  /** Lines the location can no longer supply; `data.unavailable` lists them. */
  unavailable: 'orderItemsUnavailable',
  /** The total the shopper reviewed is no longer the total; `data` is the order priced again. */
  totalChanged: 'orderTotalChanged',
  /** The cart changed while the order was being placed. */
  cartChanged: 'orderCartChanged',
  attemptInUse: 'orderAttemptInUse',
  /** The order went out, no answer came, and the store says it never received it: it may be placed again. */
  notReceived: 'orderNotReceived',
  unknown: 'orderUnknown',
  /** The order was cancelled: it can no longer ship. */
  notPlaced: 'orderNotPlaced',
  /** The order is being shipped or cancelled by another call. */
  settling: 'orderSettling',
  lookupMiss: 'orderLookupMiss',
  numberRequired: 'orderNumberRequired',
  numberFormat: 'orderNumberFormat',
} as const
export type OrderMessage = (typeof OrderMessage)[keyof typeof OrderMessage]

const checkoutEntries = {
  ...CartOwnerSchema.entries,
  /** Where the goods ship; none for a cart of e-gift cards alone. */
  shipping: v.optional(ShippingAddressSchema),
  billingSameAsShipping: v.optional(v.boolean(), true),
  billing: v.optional(BillingAddressSchema),
  contact: ContactSchema,
  locale: LocaleSchema,
}

/** A billing address is needed unless billing is the same as shipping; an order that ships nothing has a billing address alone. */
const billingGiven = <T extends { shipping?: Address; billingSameAsShipping: boolean; billing?: Address }>() =>
  v.forward<T, v.CheckIssue<T>, never>(
    v.check((input: T) => (input.billingSameAsShipping && input.shipping !== undefined) || input.billing !== undefined, 'addressRequired'),
    ['billing'] as never,
  )

/** What pricing an order takes (validateOrder): the cart and where it ships; who pays is asked when it is placed. */
export const OrderToPriceSchema = v.object({ ...CartOwnerSchema.entries, shipping: v.optional(ShippingAddressSchema), locale: LocaleSchema })
export type OrderToPrice = v.InferOutput<typeof OrderToPriceSchema>

/** A PayPal order asked for: the order priced as for review, the gift cards that pay first, and the attempt it is for. */
export const PayPalSessionSchema = v.object({
  ...OrderToPriceSchema.entries,
  giftCards: v.optional(GiftCardCodesSchema, []),
  attemptKey: v.pipe(v.string(), v.uuid()),
})
export type PayPalSessionInput = v.InferOutput<typeof PayPalSessionSchema>

/** The billing address: the shipping one when billing is the same and there is one, else billing's own (SubmitOrderSchema makes sure one is there). */
export const billingOf = (input: { shipping?: Address; billing?: Address; billingSameAsShipping: boolean }): Address =>
  (input.billingSameAsShipping && input.shipping ? input.shipping : (input.billing ?? input.shipping))!

/** Placing the order: checkout, how it is paid, the attempt's key, and the total the shopper reviewed. */
export const SubmitOrderSchema = v.pipe(
  v.object({
    ...checkoutEntries,
    payment: PaymentChoiceSchema,
    /** Gift cards that pay first, in this order; the way to pay covers the rest. */
    giftCards: v.optional(GiftCardCodesSchema, []),
    idempotencyKey: v.pipe(v.string(), v.uuid()),
    reviewedTotal: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The grocery partner's location the order is placed for, as the store's configuration named it to the browser (SPEC §3 altOrderLocationId). */
    altOrderLocationId: v.optional(v.pipe(v.string(), v.maxLength(40), v.regex(/^[\w-]*$/))),
    /** A customer keeps the shipping address they typed among their addresses once the order is placed. */
    keepShippingAddress: v.optional(v.boolean(), false),
  }),
  billingGiven(),
)
export type SubmitOrderInput = v.InferOutput<typeof SubmitOrderSchema>

/** Where the browser keeps the order attempt's key (local storage: every tab of the cart shares it, and it outlasts a closed tab). */
export const ORDER_ATTEMPT_KEY = 'snackfolk.orderAttempt'

/** Asking what came of an order attempt, by its key. */
export const OrderAttemptAskSchema = v.object({ idempotencyKey: v.pipe(v.string(), v.uuid()) })

/** An order's number: two letters and seven characters no one misreads (no 0, O, 1, I, L). */
export const ORDER_NUMBER_PATTERN = /^SF-[2-9A-HJKMNP-Z]{7}$/
export const OrderNumberSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(ORDER_NUMBER_PATTERN))

/** A guest's order lookup as typed: an order number as the store writes them, and the email it was placed with. */
export const OrderLookupSchema = v.object({
  orderNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(OrderMessage.numberRequired), v.toUpperCase(), v.regex(ORDER_NUMBER_PATTERN, OrderMessage.numberFormat)),
  email: EmailSchema,
})

export interface OrderLineView {
  lineId: string
  kind: 'product' | 'bundle' | 'multipack' | 'giftCard'
  itemId: string
  title: string
  quantity: number
  priceCents: number
  picks?: { productId: string; title: string; quantity: number }[]
  /** Ounces, brand and category, for the data layer's buckets (orders placed before these were kept lack them). */
  weight?: number
  brand?: string
  category?: string
  /** An e-gift card's recipient. */
  recipient?: { firstName: string; lastName: string; recipientEmail: string }
}

export interface OrderTotals {
  subTotal: number
  discount: number
  shippingCharge: number
  taxAmount: number
  totalAmount: number
}

/** The order as checkout asks the store to price it: the cart, what was typed, and whether it ships (a cart of e-gift cards alone does not). */
export interface OrderRequest {
  owner: CartOwner
  form: CheckoutForm
  ships: boolean
}

/** The order as it is paid for: the gift cards that pay first, and the attempt's key that places it once. PayPal is asked to approve this. */
export interface PaidOrderRequest extends OrderRequest {
  giftCards: string[]
  attemptKey: string
}

/** The order as it is placed: how the rest is paid, and the total the shopper reviewed. */
export interface OrderSubmission extends PaidOrderRequest {
  payment: PaymentChoice
  reviewedTotal: number
}

/** The order priced by the server, before it is placed (validateOrder). */
export interface OrderQuote extends OrderTotals {
  lines: OrderLineView[]
  couponName?: string
  /** What the e-gift cards bought come to, in cents: a gift card cannot pay for them. */
  giftCardsBought: number
}

const Money = v.pipe(v.number(), v.integer())
const OrderLineViewSchema = v.object({
  lineId: v.string(),
  kind: v.picklist(['product', 'bundle', 'multipack', 'giftCard']),
  itemId: v.string(),
  title: v.string(),
  quantity: v.number(),
  priceCents: Money,
  picks: v.optional(v.array(v.object({ productId: v.string(), title: v.string(), quantity: v.number() }))),
  weight: v.optional(v.number()),
  brand: v.optional(v.string()),
  category: v.optional(v.string()),
  recipient: v.optional(v.object({ firstName: v.string(), lastName: v.string(), recipientEmail: v.string() })),
})
const totals = { subTotal: Money, discount: Money, shippingCharge: Money, taxAmount: Money, totalAmount: Money }

export const OrderQuoteSchema = v.object({
  lines: v.array(OrderLineViewSchema),
  couponName: v.optional(v.string()),
  ...totals,
  giftCardsBought: v.optional(Money, 0),
  unavailable: v.array(v.string()),
})

/** A postal address as the server answers it. */
export const AddressViewSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address: v.string(),
  addressDetails: v.string(),
  city: v.string(),
  state: v.string(),
  zipcode: v.string(),
  country: v.string(),
})

/** How an order's parcel travels: its carrier and tracking number, once it shipped. */
export const ShipmentSchema = v.object({ carrier: v.string(), trackingNumber: v.string(), shippedAt: v.string() })
export type Shipment = v.InferOutput<typeof ShipmentSchema>

export const PlacedOrderSchema = v.object({
  orderNumber: v.string(),
  status: v.picklist(['placed', 'shipped', 'delivered', 'cancelled']),
  /** Once it shipped: the carrier and the parcel's tracking number. */
  shipment: v.optional(ShipmentSchema),
  email: v.string(),
  /** Where it ships; none for an order of e-gift cards alone. */
  shipping: v.optional(AddressViewSchema),
  lines: v.array(OrderLineViewSchema),
  payment: PaymentViewSchema,
  placedAt: v.string(),
  couponName: v.optional(v.string()),
  ...totals,
})

/** A placed order as its own session, or order lookup, sees it (with its coupon, when one took effect). */
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>

/** What came of an order attempt whose answer was lost: placed (the order, and the cart that follows it), still being placed, refused, or never received. */
export const OrderAttemptSchema = v.variant('status', [
  v.object({ status: v.literal('placed'), order: PlacedOrderSchema, nextCart: CartOwnerSchema }),
  v.object({ status: v.literal('placing') }),
  v.object({ status: v.literal('refused'), errorKey: v.string(), data: v.optional(v.unknown()) }),
  v.object({ status: v.literal('notReceived') }),
])
export type OrderAttempt = v.InferOutput<typeof OrderAttemptSchema>

/** What a payment page gets to mount the card fields: the gateway's frame, for one origin, for a while. */
export const CaptureContextSchema = v.object({
  captureContext: v.string(),
  frameUrl: v.string(),
  frameOrigin: v.string(),
  expiresAt: v.string(),
  /** The wallets the gateway takes in this context, each with the sheet it serves for it (CyberSource Unified Checkout's allowed payment types). */
  wallets: v.optional(v.array(v.picklist(WALLETS)), []),
})
export type CaptureContextGrant = v.InferOutput<typeof CaptureContextSchema>
