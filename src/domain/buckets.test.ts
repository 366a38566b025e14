import { describe, expect, it } from 'vitest'
import { priceBucket, sizeBucket } from './buckets.ts'

describe('analytics buckets', () => {
  it('puts sizes in 0-2oz, 2-4oz, 4-6oz, 6-8oz and over 8oz', () => {
    expect([1, 2, 2.5, 4, 5, 6, 7.5, 8, 8.1].map((oz) => sizeBucket(oz))).toEqual([
      '0-2oz',
      '0-2oz',
      '2-4oz',
      '2-4oz',
      '4-6oz',
      '4-6oz',
      '6-8oz',
      '6-8oz',
      'over 8oz',
    ])
  })

  it('puts prices in $0-$5, $5-$10 and over $10', () => {
    expect([0, 500, 501, 1000, 1001].map((cents) => priceBucket(cents))).toEqual(['$0-$5', '$0-$5', '$5-$10', '$5-$10', 'over $10'])
  })

  it('counts bundles as over $10 and over 8oz', () => {
    expect(sizeBucket(1, true)).toBe('over 8oz')
    expect(priceBucket(100, true)).toBe('over $10')
  })
})
