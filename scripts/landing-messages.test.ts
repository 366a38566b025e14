import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { landingMessages, landingRoutes, landingSources, staticallyImported } from './landing-messages.ts'

const ROOT = join(import.meta.dirname, '..')

/** The landing catalog the build makes for a language, read back as its id → message map. */
async function landingCatalog(locale: string): Promise<Record<string, unknown>> {
  const plugin = landingMessages()
  const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string>
  const source = await load.call({ addWatchFile: () => {} }, `\0virtual:landing-messages/${locale}`)
  return JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]!)) as Record<string, unknown>
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

  it('come from the sources a landing page loads with it, and a part it loads later loads the whole catalog first', () => {
    expect(landingRoutes().length).toBeGreaterThan(10)
    const sources = landingSources()
    expect(sources).toContain('src/layout/header.tsx')
    expect(sources).toContain('src/features/catalog/product-page.tsx')
    expect(sources).not.toContain('src/features/checkout/checkout-page.tsx')
    // A landing source's import() of a part with strings loads it with the whole catalog (withAllMessages, or with the store's flows).
    const hasStrings = (source: string) => [...staticallyImported([join(ROOT, source)])].some((file) => readFileSync(file, 'utf8').includes("from '@lingui/"))
    const laterParts = [...sources].flatMap((source) =>
      [...readFileSync(join(ROOT, source), 'utf8').matchAll(/import\('(\.[^']+\.tsx?)'\)/g)].map((found) => ({
        part: join(source, '..', found[1]!),
        around: found.input.slice(Math.max(0, found.index - 160), found.index + 160),
      })),
    )
    const withStrings = laterParts.filter(({ part }) => hasStrings(part))
    expect(withStrings.length).toBeGreaterThan(5)
    expect(withStrings.filter(({ around }) => !/withAllMessages\(import|useWhenWanted\(|allMessages/.test(around)).map(({ part }) => part)).toEqual([])
  })
})
