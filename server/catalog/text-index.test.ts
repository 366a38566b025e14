import { describe, expect, it } from 'vitest'
import { createTextIndex, editDistance, matchQuality, words } from './text-index.ts'

describe('text index', () => {
  it('normalizes accents, case and punctuation, and drops filler words', () => {
    expect(words('Jalapeño & Sal de Mar')).toEqual(['jalapeno', 'sal', 'mar'])
  })

  it('measures edit distance with transpositions, and gives up past the limit', () => {
    expect(editDistance('barbeque', 'barbecue', 2)).toBe(1)
    expect(editDistance('chpis', 'chips', 1)).toBe(1)
    expect(editDistance('pretzel', 'popcorn', 2)).toBe(3)
  })

  it('rates exact, prefix and misspelled words', () => {
    expect(matchQuality('chips', 'chips', true)).toBe(1)
    expect(matchQuality('chi', 'chips', true)).toBe(0.8)
    expect(matchQuality('chi', 'chips', false)).toBe(0)
    expect(matchQuality('chpis', 'chips', false)).toBe(0.6)
    expect(matchQuality('zzz', 'chips', true)).toBe(0)
  })

  it('finds documents matching every word, best first', () => {
    const index = createTextIndex([
      [['Sea Salt Kettle Chips', 3]],
      [['Barbecue Kettle Chips', 3]],
      [
        ['Barbecue Pretzels', 3],
        ['Barbacoa', 2],
      ],
    ])
    expect(index.search('barbeque chips').map((r) => r.doc)).toEqual([1])
    expect(index.search('kettle').map((r) => r.doc)).toEqual([0, 1])
    expect(index.search('barbacoa').map((r) => r.doc)).toEqual([2])
    expect(index.search('')).toEqual([])
  })
})
