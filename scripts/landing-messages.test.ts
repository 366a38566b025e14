import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { landingMessages } from './landing-messages.ts'

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
    expect(messages[generateMessageId('Place order · <0/>')]).toBeUndefined()
    expect(messages[generateMessageId('Email is required.')]).toBeUndefined()
    expect(Object.keys(messages).length).toBeGreaterThan(100)
    expect(Object.keys(messages).length).toBeLessThan(350)
  })
})
