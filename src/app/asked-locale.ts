import type { Locale } from '#domain/locale.ts'
import { activateLocale } from '#i18n/i18n.ts'

/**
 * Switches to the language the address asks for, unless the router is only preloading
 * (a link hovered or focused): that must never change the page being read.
 */
export async function applyAskedLocale(lang: Locale | undefined, preload: boolean, activate: (locale: Locale) => Promise<void> = activateLocale) {
  if (lang && !preload) await activate(lang)
}
