import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../db/test-database.ts'
import type { OpenDatabase } from '../db/database.ts'
import { InputError } from './envelope.ts'
import { slowedMisses } from './slowed-misses.ts'

let database: OpenDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const FIRST_WAIT_MS = 60
const wrong = () => Promise.reject(new InputError('signInRefused', 'Wrong email or password', 401))

/** How long a refusal took to be answered. */
async function timed(attempt: Promise<unknown>): Promise<number> {
  const started = performance.now()
  await attempt.catch(() => {})
  return performance.now() - started
}

describe('refusals in a row', () => {
  it('slow an asker alike whichever store process answers, and a success there forgets them everywhere', async () => {
    const one = slowedMisses(database.db, FIRST_WAIT_MS)
    const other = slowedMisses(database.db, FIRST_WAIT_MS)
    const asker = 'address:203.0.113.9'
    expect(await timed(one.counted(asker, wrong))).toBeLessThan(FIRST_WAIT_MS)
    expect(await timed(other.counted(asker, wrong))).toBeGreaterThanOrEqual(FIRST_WAIT_MS)
    expect(await timed(one.counted(asker, wrong))).toBeGreaterThanOrEqual(2 * FIRST_WAIT_MS)
    // Another asker is not slowed by these.
    expect(await timed(other.counted('address:198.51.100.4', wrong))).toBeLessThan(FIRST_WAIT_MS)

    expect(await other.counted(asker, async () => 'signed in')).toBe('signed in')
    expect(await timed(one.counted(asker, wrong))).toBeLessThan(FIRST_WAIT_MS)
  })
})
