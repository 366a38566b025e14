import type { PlacedOrder } from './order.ts'

/** A step of the checkout funnel as the checkout chart reaches it (GA4's ecommerce names); the app reports it with the cart's items. */
export type FunnelStep =
  | { event: 'begin_checkout' }
  | { event: 'add_shipping_info' }
  /** How the order is paid: the ways joined by '+' (gift cards first), as `giftCard+card`, or `none`. */
  | { event: 'add_payment_info'; paymentType: string }
  | { event: 'purchase'; order: PlacedOrder }
  /** An authorisation given back because its order could not be written. */
  | { event: 'refund'; voided: { orderNumber: string; amount: number } }
