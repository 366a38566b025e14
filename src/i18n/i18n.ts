import { i18n, type Messages } from '@lingui/core'
import { htmlLang, type Locale } from '../domain/locale.ts'
import { PAGE_COOKIES } from '../domain/page-render.ts'

export const LOCALE_STORAGE_KEY = 'snackfolk.locale'

export const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-us': () => import('./locales/en-us/messages.po'),
  'es-us': () => import('./locales/es-us/messages.po'),
}

/** Loads a language's catalog, switches to it, remembers it and tells the page. */
export async function activateLocale(locale: Locale, remember: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  remember?.setItem(LOCALE_STORAGE_KEY, locale)
  if (typeof document === 'undefined') return
  document.documentElement.lang = htmlLang(locale)
  // The server renders the next page in this language too.
  document.cookie = `${PAGE_COOKIES.locale}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

export { i18n }
