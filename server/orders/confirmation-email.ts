import { formatPrice } from '#domain/catalog.ts'
import type { Locale } from '#domain/locale.ts'
import type { PlacedOrder } from '#domain/order.ts'
import { wayPaid, type PaymentView } from '#domain/payment.ts'

const WORDS = {
  'en-us': {
    subject: (number: string) => `Your Snackfolk order ${number}`,
    thanks: 'Thank you for your order. We are packing it now.',
    number: 'Order number',
    shipsTo: 'Ships to',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Sales tax',
    total: 'Total',
    paid: 'Paid with',
    giftCard: (last4: string) => `Gift card ending ${last4}`,
    free: 'Nothing to pay',
    lookup: 'Look the order up any time at /orderlookup with its number and this email address.',
  },
  'es-us': {
    subject: (number: string) => `Tu pedido de Snackfolk ${number}`,
    thanks: 'Gracias por tu pedido. Ya lo estamos preparando.',
    number: 'Número de pedido',
    shipsTo: 'Se envía a',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuesto sobre las ventas',
    total: 'Total',
    paid: 'Pagado con',
    giftCard: (last4: string) => `Tarjeta de regalo terminada en ${last4}`,
    free: 'Nada que pagar',
    lookup: 'Consulta el pedido cuando quieras en /orderlookup con su número y este correo electrónico.',
  },
} satisfies Record<Locale, unknown>

/** How the order was paid: each gift card's last digits and amount, then the way that paid the rest. */
function paymentLines(payment: PaymentView, w: (typeof WORDS)[Locale]): string[] {
  const giftCards = payment.giftCards.map((card) => `${w.giftCard(card.last4)}: ${formatPrice(card.amount)}`)
  const way = wayPaid(payment)
  if (!way) return giftCards.length > 0 ? giftCards : [w.free]
  return [...giftCards, `${w.paid} ${way}: ${formatPrice(payment.amount)}`]
}

/** The order confirmation, in the shopper's language, as plain text. */
export function confirmationEmail(order: PlacedOrder, locale: Locale): { subject: string; body: string } {
  const w = WORDS[locale]
  const { shipping: to } = order
  const lines = order.lines.map((line) => `  ${line.quantity} × ${line.title}  ${formatPrice(line.priceCents * line.quantity)}`)
  const body = [
    w.thanks,
    '',
    `${w.number}: ${order.orderNumber}`,
    '',
    ...lines,
    '',
    `${w.subtotal}: ${formatPrice(order.subTotal)}`,
    ...(order.discount > 0 ? [`${w.discount}: -${formatPrice(order.discount)}`] : []),
    `${w.shipping}: ${formatPrice(order.shippingCharge)}`,
    `${w.tax}: ${formatPrice(order.taxAmount)}`,
    `${w.total}: ${formatPrice(order.totalAmount)}`,
    ...paymentLines(order.payment, w),
    // E-gift cards alone ship nothing.
    ...(to
      ? [
          '',
          `${w.shipsTo}:`,
          `  ${to.firstName} ${to.lastName}`,
          `  ${to.address}${to.addressDetails ? `, ${to.addressDetails}` : ''}`,
          `  ${to.city}, ${to.state.toUpperCase()} ${to.zipcode}`,
        ]
      : []),
    '',
    w.lookup,
  ].join('\n')
  return { subject: w.subject(order.orderNumber), body }
}
