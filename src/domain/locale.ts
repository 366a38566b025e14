export const LOCALES = ['en-us', 'es-us'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-us'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value.toLowerCase())
}

/** The language a stored value names; English for any other. */
export function knownLocale(value: string | null | undefined): Locale {
  const lower = value?.toLowerCase()
  return isLocale(lower) ? lower : DEFAULT_LOCALE
}

/** The query that asks a page of the store for a language; none for English, the store's own. */
export const localeQuery = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`)

/** The language a `lang` value asks for: a locale (es-us), or its language alone (es, as SPEC §1 names Spanish). */
export function askedLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const lower = value.toLowerCase()
  return LOCALES.find((locale) => locale === lower || locale.split('-')[0] === lower)
}

/** The language a URL asks for: the `lang` query param, else an en-us/es-us path segment. */
export function localeFromUrl(url: URL): Locale | undefined {
  const lang = askedLocale(url.searchParams.get('lang'))
  if (lang) return lang
  const segment = url.pathname
    .split('/')
    .map((s) => s.toLowerCase())
    .find(isLocale)
  return segment
}

/** The language to show: what the URL asks for, else what was remembered, else English. */
export function chooseLocale(url: URL, remembered: string | null): Locale {
  return localeFromUrl(url) ?? knownLocale(remembered)
}

/** The `<html lang>` value for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === 'es-us' ? 'es-US' : 'en-US'
}

/** The locale of an `<html lang>` value; English for any other. */
export function localeOfHtml(lang: string): Locale {
  return lang.toLowerCase() === 'es-us' ? 'es-us' : DEFAULT_LOCALE
}

/** The path without an en-us/es-us segment, which only chooses the language. */
export function pathWithoutLocale(pathname: string): string {
  const kept = pathname.split('/').filter((segment) => segment && !isLocale(segment))
  return `/${kept.join('/')}`
}
