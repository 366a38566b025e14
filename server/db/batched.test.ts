import { describe, expect, it } from 'vitest'
import { batched, refused, settled } from './batched.ts'

describe('batched', () => {
  it('runs what arrives together as one batch, keeping items of the same key apart', async () => {
    const batches: string[][] = []
    const upper = batched(
      async (batch: string[]) => {
        batches.push(batch)
        return batch.map((item) => settled(item.toUpperCase()))
      },
      { keyOf: (item) => item },
    )
    expect(await Promise.all(['a', 'b', 'a', 'c'].map(upper))).toEqual(['A', 'B', 'A', 'C'])
    expect(batches).toEqual([['a', 'b', 'c'], ['a']])
  })

  it('refuses an item on its own, and every item of a batch that fails', async () => {
    let fail = false
    const even = batched(async (batch: number[]) => {
      if (fail) throw new Error('the statement failed')
      return batch.map((n) => (n % 2 === 0 ? settled(n) : refused(new Error(`${n} is odd`))))
    })
    expect(await Promise.allSettled([1, 2].map(even))).toMatchObject([
      { status: 'rejected', reason: { message: '1 is odd' } },
      { status: 'fulfilled', value: 2 },
    ])
    fail = true
    expect(await Promise.allSettled([4, 6].map(even))).toMatchObject([{ status: 'rejected' }, { status: 'rejected' }])
    fail = false
    expect(await even(8)).toBe(8)
  })

  it('takes no more than the most per batch', async () => {
    const sizes: number[] = []
    const count = batched(
      async (batch: number[]) => {
        sizes.push(batch.length)
        return batch.map(settled)
      },
      { most: 2 },
    )
    await Promise.all([1, 2, 3, 4, 5].map(count))
    expect(sizes).toEqual([2, 2, 1])
  })
})
