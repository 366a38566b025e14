import type { CartLine } from '#domain/cart.ts'
import type { OrderLineView } from '#domain/order.ts'
import type { FunnelStep } from '#domain/funnel.ts'
import { cartItem, type AnalyticsItem } from './products.ts'

type FunnelItem = AnalyticsItem & { quantity: number }

/** The GA4 ecommerce events of the checkout funnel (money in dollars, USD). */
export type FunnelEvent =
  | { event: 'begin_checkout' | 'add_shipping_info'; currency: 'USD'; value: number; items: FunnelItem[] }
  | { event: 'add_payment_info'; currency: 'USD'; value: number; payment_type: string; items: FunnelItem[] }
  | {
      event: 'purchase'
      currency: 'USD'
      transaction_id: string
      value: number
      tax: number
      shipping: number
      coupon?: string
      items: FunnelItem[]
    }
  | { event: 'refund'; currency: 'USD'; transaction_id: string; value: number }

const dollars = (cents: number) => Math.round(cents) / 100

/** An order's line as the data layer reports it: a bundle or a variety pack counts as over $10 and over 8oz. */
function orderItem(line: OrderLineView): FunnelItem {
  const asBundle = line.kind === 'bundle' || line.kind === 'multipack'
  return cartItem(
    {
      lineId: line.lineId,
      ...(asBundle ? { bundleId: line.itemId } : { productId: line.itemId }),
      title: line.title,
      price: line.priceCents,
      weight: line.weight ?? 0,
      brand: line.brand ? { name: line.brand } : undefined,
      categories: line.category ? [line.category] : [],
      ...(line.kind === 'giftCard' && { giftCard: true }),
    },
    line.quantity,
  )
}

/** The data layer's event for a funnel step, with the cart's lines as they are now. */
export function funnelEvent(step: FunnelStep, lines: readonly CartLine[]): FunnelEvent {
  const items = lines.map((line) => cartItem(line, line.quantity))
  const value = dollars(lines.reduce((sum, line) => sum + line.currentPrice * line.quantity, 0))
  switch (step.event) {
    case 'begin_checkout':
    case 'add_shipping_info':
      return { event: step.event, currency: 'USD', value, items }
    case 'add_payment_info':
      return { event: 'add_payment_info', currency: 'USD', value, payment_type: step.paymentType, items }
    case 'purchase': {
      const { order } = step
      return {
        event: 'purchase',
        currency: 'USD',
        transaction_id: order.orderNumber,
        value: dollars(order.totalAmount),
        tax: dollars(order.taxAmount),
        shipping: dollars(order.shippingCharge),
        ...(order.couponName && { coupon: order.couponName }),
        items: order.lines.map(orderItem),
      }
    }
    case 'refund':
      return { event: 'refund', currency: 'USD', transaction_id: step.voided.orderNumber, value: dollars(step.voided.amount) }
  }
}
