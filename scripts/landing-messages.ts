import type { Plugin } from 'vite'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

/**
 * The sources whose strings only show past the landing pages: the store's flows, the account,
 * cart, checkout and builder screens (but the header's account and cart buttons and the variety
 * packs' page, a landing page), the payments and the messages a call's answer is explained with.
 * A string any other source uses is a landing string too.
 */
const LATER = [
  /^machines\//,
  /^src\/features\/(?:account|cart|checkout|multipack)\/(?!account-button\.tsx$|cart-button\.tsx$|variety-pack-page\.tsx$)/,
  /^src\/payments\//,
  /^src\/i18n\/messages\.ts$/,
]

/** Whether a source's strings (`src/features/cart/cart-page.tsx`, from the repository's root) load past the landing pages. */
export const isLaterSource = (file: string) => LATER.some((later) => later.test(file))

const PREFIX = 'virtual:landing-messages/'

/**
 * `virtual:landing-messages/{locale}`: the catalog's strings that a landing page (home, the
 * product lists, a product, the content pages) can show, compiled like the whole catalog. The
 * browser starts with these and loads the whole catalog with the first part of the store past the
 * landing pages (`allMessages` in src/i18n/i18n.ts); the server renders with the whole catalog.
 */
export function landingMessages(): Plugin {
  return {
    name: 'snackfolk-landing-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const locale = id.slice(PREFIX.length + 1)
      const config = getConfig()
      const [catalog] = await getCatalogs(config)
      if (!catalog || !config.locales.includes(locale)) throw new Error(`No catalog for ${locale}`)
      this.addWatchFile(catalog.getFilename(locale))
      const entries = await catalog.read(locale)
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale })
      const onLanding = (messageId: string) => entries?.[messageId]?.origin?.some(([file]) => !isLaterSource(file)) ?? false
      const landing = Object.fromEntries(Object.entries(messages).filter(([messageId]) => onLanding(messageId)))
      return createCompiledCatalog(locale, landing, { namespace: 'es' }).source
    },
  }
}
