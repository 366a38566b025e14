import { formatPrice } from '#domain/catalog.ts'
import { printedGiftCardCode, type GiftCardOrder } from '#domain/gift-card.ts'
import type { Locale } from '#domain/locale.ts'

const WORDS = {
  'en-us': {
    subject: (from: string) => `${from} sent you a Snackfolk e-gift card`,
    hello: (name: string) => `Hello ${name},`,
    sent: (from: string, amount: string) => `${from} sent you a Snackfolk e-gift card of ${amount}.`,
    code: 'Your gift card code',
    spend: 'Type the code at checkout, in Gift cards, to pay for snacks. What you do not spend stays on the card.',
  },
  'es-us': {
    subject: (from: string) => `${from} te envió una tarjeta de regalo electrónica de Snackfolk`,
    hello: (name: string) => `Hola ${name}:`,
    sent: (from: string, amount: string) => `${from} te envió una tarjeta de regalo electrónica de Snackfolk de ${amount}.`,
    code: 'El código de tu tarjeta de regalo',
    spend: 'Escribe el código al pagar, en Tarjetas de regalo, para pagar tus snacks. Lo que no gastes queda en la tarjeta.',
  },
} satisfies Record<Locale, unknown>

/** The mail that gives an e-gift card's code to its recipient, in the buyer's language. */
export function giftCardEmail(card: GiftCardOrder, code: string, from: string, locale: Locale) {
  const w = WORDS[locale]
  const amount = formatPrice(card.amountCents)
  return {
    recipient: card.recipientEmail,
    subject: w.subject(from),
    body: [
      w.hello(card.firstName),
      '',
      w.sent(from, amount),
      ...(card.giftMessage ? ['', `“${card.giftMessage}”`] : []),
      '',
      `${w.code}: ${printedGiftCardCode(code)}`,
      '',
      w.spend,
    ].join('\n'),
  }
}
