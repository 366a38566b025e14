import * as v from 'valibot'
import type { ApiClient } from './client.ts'
import { CartOwnerSchema, type CartOwner } from '#domain/cart.ts'
import type { CheckoutForm } from '#domain/checkout-form.ts'
import type { Locale } from '#domain/locale.ts'
import { CaptureContextSchema, OrderAttemptSchema, OrderQuoteSchema, PlacedOrderSchema, type OrderRequest, type OrderSubmission } from '#domain/order.ts'
import { GiftCardBalanceSchema } from '#domain/gift-card.ts'

/**
 * Checkout as the server takes it: the cart, the addresses (no shipping address for a cart that ships
 * nothing), whether a customer keeps the address they typed, and the contact.
 */
export const checkoutBody = (owner: CartOwner, form: CheckoutForm, locale: Locale, ships = true) => ({
  ...owner,
  ...(ships && { shipping: form.shipping }),
  ...(ships && form.keepShippingAddress && form.selectedShippingAddress === undefined && { keepShippingAddress: true }),
  billingSameAsShipping: ships && form.billingSameAsShipping,
  ...(ships && form.billingSameAsShipping ? {} : { billing: form.billing }),
  contact: form.contact,
  locale,
})

export const createCaptureContext = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/webservices/capturecontext', { method: 'POST', body: {}, schema: CaptureContextSchema, signal })

export const validateOrder = (api: ApiClient, order: OrderRequest, locale: Locale, signal?: AbortSignal) =>
  api.request('/v3/dopservice/validateOrder', {
    method: 'POST',
    body: checkoutBody(order.owner, order.form, locale, order.ships),
    schema: OrderQuoteSchema,
    signal,
  })

export const submitOrder = (
  api: ApiClient,
  input: OrderSubmission & {
    /** The alternate order location the session keeps, when the store's configuration names one. */
    altOrderLocationId?: string
  },
  locale: Locale,
  signal?: AbortSignal,
) =>
  api.request('/v3/dopservice/submittedorder', {
    method: 'POST',
    body: {
      ...checkoutBody(input.owner, input.form, locale, input.ships),
      payment: input.payment,
      ...(input.giftCards.length > 0 && { giftCards: input.giftCards }),
      idempotencyKey: input.attemptKey,
      reviewedTotal: input.reviewedTotal,
      ...(input.altOrderLocationId && { altOrderLocationId: input.altOrderLocationId }),
    },
    schema: v.object({ order: PlacedOrderSchema, nextCart: CartOwnerSchema }),
    signal,
    // An order with no answer is asked about by checkout, which says what came of it.
    quiet: true,
  })

/** What came of an order attempt whose answer was lost: placed, still being placed, refused, or never received. */
export const askAboutOrder = (api: ApiClient, attemptKey: string, signal?: AbortSignal) =>
  api.request('/v3/dopservice/orderattempt', { method: 'POST', body: { idempotencyKey: attemptKey }, schema: OrderAttemptSchema, signal, quiet: true })

/** What is on a gift card, by its code. */
export const checkGiftCard = (api: ApiClient, code: string, signal?: AbortSignal) =>
  api.request('/webservices/giftcardbalance', { method: 'POST', body: { code }, schema: GiftCardBalanceSchema, signal })

export const getOrderDetails = (api: ApiClient, orderNumber: string, signal?: AbortSignal) =>
  api.request('/v3/dopservice/orderdetails', { query: { orderNumber }, schema: PlacedOrderSchema, signal })

export const lookUpOrder = (api: ApiClient, orderNumber: string, email: string, signal?: AbortSignal) =>
  api.request('/v3/dopservice/orderlookup', { method: 'POST', body: { orderNumber, email }, schema: PlacedOrderSchema, signal })

/** The signed-in customer's order history, newest first. */
export const getMyOrders = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/v3/dopservice/myorders', { schema: v.object({ orders: v.array(PlacedOrderSchema) }), signal, signedIn: true })
