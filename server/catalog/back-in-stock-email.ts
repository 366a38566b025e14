import { localeQuery, type Locale } from '#domain/locale.ts'

const WORDS = {
  'en-us': {
    subject: (title: string) => `Back in stock: ${title}`,
    body: (title: string, link: string) =>
      `${title} is back in stock where you shop, as you asked us to tell you.\n\nSee it here:\n${link}\n\nWe mail you this once: ask again on the product's page if it sells out before you get there.`,
  },
  'es-us': {
    subject: (title: string) => `De nuevo disponible: ${title}`,
    body: (title: string, link: string) =>
      `${title} vuelve a estar disponible donde compras, como nos pediste que te avisáramos.\n\nVelo aquí:\n${link}\n\nTe lo enviamos una sola vez: vuelve a pedirlo en la página del producto si se agota antes de que llegues.`,
  },
} satisfies Record<Locale, unknown>

/** The email that tells a shopper who asked that a product is back, in their language, as plain text. */
export function backInStockEmail(product: { title: string; slug: string }, publicOrigin: string, locale: Locale): { subject: string; body: string } {
  const words = WORDS[locale]
  const link = `${publicOrigin}/product/${encodeURIComponent(product.slug)}${localeQuery(locale)}`
  return { subject: words.subject(product.title), body: words.body(product.title, link) }
}
