import type { ApiClient } from './client.ts'
import type { PaidOrderRequest } from '#domain/order.ts'
import type { Locale } from '#domain/locale.ts'
import { PayPalOrderSchema, PayPalStatusSchema } from '#domain/payment.ts'

/** A PayPal order for what is left to pay of the order as priced for its address, less the gift cards that pay first, with the page that approves it. */
export const createPayPalOrder = (api: ApiClient, request: PaidOrderRequest, locale: Locale, signal?: AbortSignal) =>
  api.request('/services/paypal/paymentSession', {
    method: 'POST',
    body: {
      ...request.owner,
      ...(request.ships && { shipping: request.form.shipping }),
      locale,
      ...(request.giftCards.length > 0 && { giftCards: request.giftCards }),
      attemptKey: request.attemptKey,
    },
    schema: PayPalOrderSchema,
    signal,
  })

/** How the payer answered in PayPal's window. */
export const getPayPalStatus = (api: ApiClient, orderId: string, signal?: AbortSignal) =>
  api.request('/services/paypal/status', { query: { orderId }, schema: PayPalStatusSchema, signal })
