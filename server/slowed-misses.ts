import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'
import { InputError } from './envelope.ts'

const LONGEST_WAIT_MS = 8_000
const ASKERS_KEPT = 100_000

/**
 * Refusals that guessing would bring (a wrong sign-in, an email already registered, an unknown
 * order): from the second in a row from one asker, each answer waits twice as long as the last,
 * up to 8 seconds. A success forgets the asker's misses.
 */
export function slowedMisses(firstWaitMs: number) {
  const misses = new Map<string, number>()
  const miss = async (asker: string) => {
    const missed = (misses.get(asker) ?? 0) + 1
    misses.set(asker, missed)
    if (misses.size > ASKERS_KEPT) misses.clear()
    if (missed > 1) await new Promise((resolve) => setTimeout(resolve, Math.min(firstWaitMs * 2 ** (missed - 2), LONGEST_WAIT_MS)))
  }
  return {
    /** Runs `attempt`; a refusal it throws counts as the asker's miss and waits its turn before it is answered. */
    async counted<T>(asker: string, attempt: () => Promise<T>): Promise<T> {
      try {
        const result = await attempt()
        misses.delete(asker)
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
