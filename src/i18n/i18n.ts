import { i18n, type Messages } from '@lingui/core'
import { htmlLang, type Locale } from '#domain/locale.ts'
import { PAGE_COOKIES } from '#domain/page-render.ts'

export const LOCALE_STORAGE_KEY = 'snackfolk.locale'

type Catalog = () => Promise<{ messages: Messages }>

/** Every string of the store, in each language: what the server renders with. */
export const catalogs: Record<Locale, Catalog> = {
  'en-us': () => import('./locales/en-us/messages.po'),
  'es-us': () => import('./locales/es-us/messages.po'),
}

/** The strings a landing page can show (scripts/landing-messages.ts): what the browser starts with. */
const landingCatalogs: Record<Locale, Catalog> = {
  'en-us': () => import('virtual:landing-messages/en-us'),
  'es-us': () => import('virtual:landing-messages/es-us'),
}

/** Whether a part of the store past the landing pages has loaded: from then on a language comes whole. */
let allWanted = false
/** The languages whose every string is loaded. */
const whole = new Set<Locale>()

/**
 * Loads every string of the shopper's language: the browser's first screen carries only a landing
 * page's, and the rest come with the first part of the store that shows them (its flows, a dialog,
 * a message explained). The language the page is in once they arrive is the one loaded whole, even
 * when the shopper switched while they came.
 */
export async function allMessages(): Promise<void> {
  // The server renders with every string already.
  if (import.meta.env.SSR) return
  allWanted = true
  for (let locale = i18n.locale as Locale; !whole.has(locale); locale = i18n.locale as Locale) {
    const { messages } = await catalogs[locale]()
    if (i18n.locale !== locale) continue
    i18n.load(locale, messages)
    whole.add(locale)
  }
}

/** A part of the store that loads when first wanted, with every string it may show. */
export const withAllMessages = <T>(module: Promise<T>): Promise<T> => Promise.all([module, allMessages()]).then(([loaded]) => loaded)

/** Loads a language's catalog, switches to it, remembers it and tells the page. */
export async function activateLocale(locale: Locale, remember: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  if (i18n.locale !== locale) {
    const comesWhole = allWanted || whole.has(locale)
    const { messages } = await (comesWhole ? catalogs : landingCatalogs)[locale]()
    i18n.loadAndActivate({ locale, messages })
    if (comesWhole) whole.add(locale)
    // A part of the store that wants every string loaded while this language came.
    else if (allWanted) await allMessages()
  }
  remember?.setItem(LOCALE_STORAGE_KEY, locale)
  if (typeof document === 'undefined') return
  document.documentElement.lang = htmlLang(locale)
  // The server renders the next page in this language too.
  document.cookie = `${PAGE_COOKIES.locale}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

export { i18n }
