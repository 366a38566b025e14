import { describe, expect, it } from 'vitest'
import { KeptSummaries } from './kept-summaries.ts'

describe('kept product summaries', () => {
  it('writes a summary once for each language and location, and again after its stock there changed', () => {
    const kept = new KeptSummaries(10, 1)
    let written = 0
    const write = (price: number) => () => (written++, { id: 'P1', price })
    const east = kept.at('en-us', 1)
    expect(east(0, write(100)).toString()).toBe(',{"id":"P1","price":100}')
    expect(east(0, write(999)).toString()).toBe(',{"id":"P1","price":100}')
    expect(kept.at('es-us', 1)(0, write(100)).toString()).toBe(',{"id":"P1","price":100}')
    expect(kept.at('en-us', 2)(0, write(120)).toString()).toBe(',{"id":"P1","price":120}')
    expect(written).toBe(3)

    kept.forget(0, 1)
    kept.forget(0, 1)
    expect(kept.size).toBe(1)
    expect(kept.at('en-us', 1)(0, write(90)).toString()).toBe(',{"id":"P1","price":90}')
    expect(kept.at('en-us', 2)(0, write(0)).toString()).toBe(',{"id":"P1","price":120}')
    expect(written).toBe(4)
  })

  it('lets every summary go when full, and keeps no more than its limit', () => {
    const kept = new KeptSummaries(2, 3)
    const summary = kept.at('en-us', 1)
    for (const [place, id] of ['P1', 'P2', 'P3'].entries()) summary(place, () => ({ id }))
    expect(kept.size).toBe(1)
    let written = 0
    summary(0, () => (written++, { id: 'P1' }))
    expect(written).toBe(1)
    expect(kept.size).toBe(2)
  })
})
