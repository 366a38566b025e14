import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { getConfig } from '@lingui/conf'
import { resolveSource } from '../lint/aliases.js'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

const ROOT = join(import.meta.dirname, '..')

/** The route files of the landing pages (`staticData: { landing: true }`), from the repository's root. */
export function landingRoutes(): string[] {
  const routes = join(ROOT, 'src', 'routes')
  return readdirSync(routes, { recursive: true, encoding: 'utf8' })
    .map((file) => join(routes, file))
    .filter((file) => /\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('landing: true'))
}

/** The source an import names (`./header`, `./header.tsx`, `#components/price.tsx`), if it is one of the app's. */
function sourceOf(from: string, path: string): string | undefined {
  const base = resolveSource(from, path)
  if (base === undefined) return undefined
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** Every source the given files import, and what those import, as loaded with them (`import type` and `import()` left out). */
export function staticallyImported(from: string[], stopAt: (file: string) => boolean = () => false): Set<string> {
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file) || stopAt(file)) return
    reached.add(file)
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '((?:\.|#)[^']+)'/gm)) {
      const source = sourceOf(file, path!)
      if (source) visit(source)
    }
  }
  from.forEach(visit)
  return reached
}

/**
 * The sources a landing page loads with its first JavaScript, from the repository's root: what the
 * store's entry imports (its route tree aside: every other screen loads later, apart), the root
 * layout, and the landing routes with what they import. A part they load later (a dialog, the
 * search's combo box) loads the whole catalog with it.
 */
export function landingSources(): Set<string> {
  const entry = [join(ROOT, 'src', 'main.tsx'), join(ROOT, 'src', 'routes', '__root.tsx'), ...landingRoutes()]
  const loaded = staticallyImported(entry, (file) => file.endsWith('routeTree.gen.ts'))
  return new Set([...loaded].map((file) => relative(ROOT, file)))
}

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
      const sources = landingSources()
      for (const source of sources) this.addWatchFile(join(ROOT, source))
      const onLanding = (messageId: string) => entries?.[messageId]?.origin?.some(([file]) => sources.has(file)) ?? false
      const landing = Object.fromEntries(Object.entries(messages).filter(([messageId]) => onLanding(messageId)))
      return createCompiledCatalog(locale, landing, { namespace: 'es' }).source
    },
  }
}
