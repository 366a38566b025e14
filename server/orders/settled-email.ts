import { localeQuery, type Locale } from '#domain/locale.ts'

const WORDS = {
  'en-us': {
    shippedSubject: (number: string) => `Your Snackfolk order ${number} has shipped`,
    shipped: (number: string, carrier: string, tracking: string) => `Your order ${number} is on its way.\n\nCarrier: ${carrier}\nTracking number: ${tracking}`,
    cancelledSubject: (number: string) => `Your Snackfolk order ${number} is cancelled`,
    cancelled: (number: string) =>
      `We cancelled your order ${number}. Nothing of it was charged to your card or PayPal account, or it was refunded in full; what gift cards paid is back on them.`,
    lookup: (link: string) => `See the order any time at ${link} with its number and this email address.`,
  },
  'es-us': {
    shippedSubject: (number: string) => `Tu pedido de Snackfolk ${number} ya se envió`,
    shipped: (number: string, carrier: string, tracking: string) =>
      `Tu pedido ${number} va en camino.\n\nTransportista: ${carrier}\nNúmero de seguimiento: ${tracking}`,
    cancelledSubject: (number: string) => `Tu pedido de Snackfolk ${number} está cancelado`,
    cancelled: (number: string) =>
      `Cancelamos tu pedido ${number}. No se cobró nada a tu tarjeta ni a tu cuenta de PayPal, o se reembolsó por completo; lo que pagaron las tarjetas de regalo vuelve a ellas.`,
    lookup: (link: string) => `Consulta el pedido cuando quieras en ${link} con su número y este correo electrónico.`,
  },
} satisfies Record<Locale, unknown>

const lookupLink = (publicOrigin: string, locale: Locale) => `${publicOrigin}/orderlookup${localeQuery(locale)}`

/** The email that tells the customer their order shipped, with its carrier and tracking number. */
export function shippedEmail(order: { number: string }, shipment: { carrier: string; trackingNumber: string }, publicOrigin: string, locale: Locale) {
  const words = WORDS[locale]
  return {
    subject: words.shippedSubject(order.number),
    body: `${words.shipped(order.number, shipment.carrier, shipment.trackingNumber)}\n\n${words.lookup(lookupLink(publicOrigin, locale))}`,
  }
}

/** The email that tells the customer their order was cancelled and what came back. */
export function cancelledEmail(order: { number: string }, publicOrigin: string, locale: Locale) {
  const words = WORDS[locale]
  return { subject: words.cancelledSubject(order.number), body: `${words.cancelled(order.number)}\n\n${words.lookup(lookupLink(publicOrigin, locale))}` }
}
