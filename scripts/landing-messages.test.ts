import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { isLaterSource, landingMessages } from './landing-messages.ts'

const ROOT = join(import.meta.dirname, '..')

/** The landing catalog the build makes for a language, read back as its id → message map. */
async function landingCatalog(locale: string): Promise<Record<string, unknown>> {
  const plugin = landingMessages()
  const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string>
  const source = await load.call({ addWatchFile: () => {} }, `\0virtual:landing-messages/${locale}`)
  return JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]!)) as Record<string, unknown>
}

/** The route files of the landing pages (`staticData: { landing: true }`). */
function landingRoutes(): string[] {
  const routes = join(ROOT, 'src', 'routes')
  return readdirSync(routes, { recursive: true, encoding: 'utf8' })
    .map((file) => join(routes, file))
    .filter((file) => /\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('landing: true'))
}

/** Every source a file imports, and what those import, as loaded with it (`import type` and `import()` left out). */
function staticallyImported(from: string[]): Set<string> {
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.[^']+)'/gm)) {
      const target = join(dirname(file), path!)
      if (existsSync(target)) visit(target)
    }
  }
  from.forEach(visit)
  return reached
}

describe('the strings a landing page starts with', () => {
  it('hold the header’s and the product pages’ in Spanish, and none of checkout’s or of an answer’s explanations', async () => {
    const messages = await landingCatalog('es-us')
    expect(messages[generateMessageId('Search snacks')]).toEqual(['Buscar snacks'])
    expect(messages[generateMessageId('Notify me')]).toBeDefined()
    expect(messages[generateMessageId('Build your 30-pack')]).toBeDefined()
    expect(messages[generateMessageId('Place order · <0/>')]).toBeUndefined()
    expect(messages[generateMessageId('Email is required.')]).toBeUndefined()
  })

  it('come from every source with strings that a landing page loads with it', () => {
    const routes = landingRoutes()
    expect(routes.length).toBeGreaterThan(10)
    const withStrings = [...staticallyImported(routes)].filter((file) => readFileSync(file, 'utf8').includes("from '@lingui/"))
    expect(withStrings.length).toBeGreaterThan(20)
    expect(withStrings.map((file) => relative(ROOT, file)).filter(isLaterSource)).toEqual([])
  })
})
