import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { InputError } from './envelope.ts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { missesInARow } from '../db/schema.ts'

const LONGEST_WAIT_MS = 8_000
/** A run of misses this long ago is over: the asker's next miss is a first one again. */
export const MISSES_FORGOTTEN_MS = 3_600_000

/**
 * Refusals that guessing would bring (a wrong sign-in, an email already registered, an unknown
 * order): from the second in a row from one asker, each answer waits twice as long as the last,
 * up to 8 seconds. A success forgets the asker's misses. The count is kept in the database, so an
 * asker's misses count alike whichever store process answers them.
 */
/** A run of account lookups from one asker is over this long after its last: the lookups' own limit counts a minute. */
const LOOKUPS_FORGOTTEN_MS = 60_000

export function slowedMisses(db: Database, firstWaitMs: number) {
  const miss = async (asker: string, forgottenMs = MISSES_FORGOTTEN_MS) => {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`
        INSERT INTO misses_in_a_row (asker, count, last_at) VALUES (${asker}, 1, now())
        ON CONFLICT (asker) DO UPDATE SET
          count = CASE WHEN misses_in_a_row.last_at < now() - make_interval(secs => ${forgottenMs / 1000}) THEN 1 ELSE misses_in_a_row.count + 1 END,
          last_at = now()
        RETURNING count`),
    )
    const missed = Number(row!.count)
    if (missed > 1) await new Promise((resolve) => setTimeout(resolve, Math.min(firstWaitMs * 2 ** (missed - 2), LONGEST_WAIT_MS)))
  }
  return {
    /**
     * A lookup whose every answer tells something (whether an email has an account): each counts as
     * a miss and waits its turn, in a run of its own that no success forgets (signing in to an
     * account of one's own between lookups does not make them quick again) and a quiet minute ends
     * (shoppers behind one shared address are not kept waiting by a run long over).
     */
    looked: (asker: string) => miss(`lookups ${asker}`, LOOKUPS_FORGOTTEN_MS),
    /** Runs `attempt`; a refusal it throws counts as the asker's miss and waits its turn before it is answered. */
    async counted<T>(asker: string, attempt: () => Promise<T>): Promise<T> {
      try {
        const result = await attempt()
        await db.delete(missesInARow).where(eq(missesInARow.asker, asker))
        return result
      } catch (error) {
        if (error instanceof InputError) await miss(asker)
        throw error
      }
    },
  }
}
export type SlowedMisses = ReturnType<typeof slowedMisses>

/** Who is asking: the address the call comes from (a store session is minted by anyone, so it is not the asker). */
export function askerOf(c: Context<AppEnv>): string {
  return `address:${c.get('clientAddress')}`
}
