import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { liveGrants } from './grants.ts'

/** A database holding the grants in `alive`, whose answers wait until `answer()` lets the oldest go. */
function heldDatabase(alive: Set<string>) {
  const waiting: (() => void)[] = []
  const db = {
    execute: (query: { queryChunks: unknown[] }) => {
      const grantId = query.queryChunks.find((chunk) => typeof chunk === 'string' && alive.has(chunk))
      const rows = grantId ? [{ '?column?': 1 }] : []
      return new Promise((resolve) => waiting.push(() => resolve({ rows })))
    },
  } as unknown as Database
  return { db, answer: () => waiting.shift()!(), reads: () => waiting.length }
}

describe("the API's belief in a grant", () => {
  it('is not kept from a read that a sign-out overtook: the next token under that grant is refused', async () => {
    const alive = new Set(['grant-1'])
    const { db, answer } = heldDatabase(alive)
    const grants = liveGrants(db)
    const read = grants.alive('grant-1')
    // The shopper signs out while the read is on its way: the grant is gone, and every process is told.
    alive.delete('grant-1')
    grants.forget(['grant-1'])
    answer()
    expect(await read).toBe(true)
    const next = grants.alive('grant-1')
    answer()
    expect(await next).toBe(false)
  })

  it('believes a grant read alive for a while without reading it again', async () => {
    const { db, answer, reads } = heldDatabase(new Set(['grant-1']))
    const grants = liveGrants(db)
    const read = grants.alive('grant-1')
    answer()
    expect(await read).toBe(true)
    expect(await grants.alive('grant-1')).toBe(true)
    expect(reads()).toBe(0)
  })
})
