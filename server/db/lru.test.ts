import { describe, expect, it } from 'vitest'
import { Lru } from './lru.ts'

describe('least-recently-used cache', () => {
  it('forgets the entry used longest ago when full', () => {
    const cache = new Lru<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })
})
