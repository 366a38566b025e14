import { formatPrice } from '../../src/domain/catalog.ts'
import type { Locale } from '../../src/domain/locale.ts'
import type { PlacedOrder } from '../../src/domain/order.ts'

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
    lookup: 'Consulta el pedido cuando quieras en /orderlookup con su número y este correo electrónico.',
  },
} satisfies Record<Locale, unknown>

/** The order confirmation, in the shopper's language, as plain text. */
export function confirmationEmail(order: PlacedOrder, locale: Locale): { subject: string; body: string } {
  const w = WORDS[locale]
  const money = (cents: number) => formatPrice(cents, locale === 'es-us' ? 'es-US' : 'en-US')
  const { shipping: to } = order
  const lines = order.lines.map((line) => `  ${line.quantity} × ${line.title}  ${money(line.priceCents * line.quantity)}`)
  const body = [
    w.thanks,
    '',
    `${w.number}: ${order.orderNumber}`,
    '',
    ...lines,
    '',
    `${w.subtotal}: ${money(order.subTotal)}`,
    ...(order.discount > 0 ? [`${w.discount}: -${money(order.discount)}`] : []),
    `${w.shipping}: ${money(order.shippingCharge)}`,
    `${w.tax}: ${money(order.taxAmount)}`,
    `${w.total}: ${money(order.totalAmount)}`,
    `${w.paid}: ${order.payment.cardType} ${order.payment.cardNumberMask}`,
    '',
    `${w.shipsTo}:`,
    `  ${to.firstName} ${to.lastName}`,
    `  ${to.address}${to.addressDetails ? `, ${to.addressDetails}` : ''}`,
    `  ${to.city}, ${to.state.toUpperCase()} ${to.zipcode}`,
    '',
    w.lookup,
  ].join('\n')
  return { subject: w.subject(order.orderNumber), body }
}
