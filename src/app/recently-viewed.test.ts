import { describe, expect, it } from 'vitest'
import { recentlyViewed, rememberViewed, RECENTLY_VIEWED_KEY } from './recently-viewed.ts'
import { memoryStorage } from '#api/session-values.ts'

describe('recently viewed', () => {
  it('keeps the newest first, once each, at most 12', () => {
    const storage = memoryStorage()
    for (let i = 0; i < 14; i++) rememberViewed(storage, `p${i}`)
    rememberViewed(storage, 'p5')
    const list = recentlyViewed(storage)
    expect(list[0]).toBe('p5')
    expect(list).toHaveLength(12)
    expect(new Set(list).size).toBe(12)
    expect(recentlyViewed(storage, 'p5')).not.toContain('p5')
  })

  it('survives a damaged value', () => {
    const storage = memoryStorage()
    storage.setItem(RECENTLY_VIEWED_KEY, '{not json')
    expect(recentlyViewed(storage)).toEqual([])
  })
})
