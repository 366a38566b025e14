import { describe, expect, it } from 'vitest'
import { keepConfigFlags, keptConfigFlags, readConfigFlags } from './config-flags.ts'
import { memoryStorage, SessionKey } from '#api/session-values.ts'
import { createTracker, type AnalyticsEvent } from '#analytics/data-layer.ts'
import type { ConfigFlags } from '#domain/content.ts'

const FLAGS: ConfigFlags = {
  holidayShop: true,
  googlePay: true,
  applePay: false,
  freeShipping: true,
  gtmEvents: false,
  rewardsSync: true,
  flavorDropShopId: 'flavor-drop',
  alternateLocationId: 'GP-0042',
}

describe('the configuration flags in the session (SPEC §3)', () => {
  it('reads the flags the page brought, keeps them as the session’s, the partner’s location as the alternate order location', () => {
    const page = { getElementById: (id: string) => (id === 'config-flags' ? { textContent: JSON.stringify(FLAGS) } : null) } as unknown as Document
    const storage = memoryStorage()
    keepConfigFlags(storage, readConfigFlags(page)!)
    expect(keptConfigFlags(storage)).toEqual(FLAGS)
    expect(storage.getItem(SessionKey.altOrderLocationId)).toBe('GP-0042')
    // The configuration names none any more: the session keeps none.
    keepConfigFlags(storage, { ...FLAGS, alternateLocationId: '' })
    expect(storage.getItem(SessionKey.altOrderLocationId)).toBeNull()
    expect(readConfigFlags({ getElementById: () => ({ textContent: '{"gtmEvents":"yes"}' }) } as unknown as Document)).toBeUndefined()
  })

  it('lets nothing reach the data layer while GTM events are off, and everything once they are on', () => {
    const storage = memoryStorage()
    const layer: AnalyticsEvent[] = []
    const track = createTracker({ push: (entry) => layer.push(entry) }, () => keptConfigFlags(storage)?.gtmEvents ?? true)
    keepConfigFlags(storage, FLAGS)
    track({ event: 'search', search_term: 'chips' })
    expect(layer).toEqual([])
    keepConfigFlags(storage, { ...FLAGS, gtmEvents: true })
    track({ event: 'search', search_term: 'chips' })
    expect(layer).toEqual([{ event: 'search', search_term: 'chips' }])
  })
})
