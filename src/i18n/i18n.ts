import { i18n, type Messages } from '@lingui/core'
import { htmlLang, type Locale } from '../domain/locale.ts'

export const LOCALE_STORAGE_KEY = 'snackfolk.locale'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
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
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale)
}

export { i18n }
