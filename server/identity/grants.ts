import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { Lru } from '../db/lru.ts'

/**
 * How long the API believes a grant it found alive without reading it again. A grant ended (a
 * sign-out, a new password) is forgotten at once by every process, told by the database; this is
 * how long one could still be believed while a process cannot hear the database's notifications.
 */
export const GRANT_KNOWN_MS = 5_000

/** The channel the database tells every store process of grants ended on (the ids, space-separated). */
export const GRANTS_ENDED = 'grants_ended'

/** The identity provider's grants as the API sees them: alive or gone, and every sign-in of a customer ended at once. */
export function liveGrants(db: Database, now = () => Date.now()) {
  const known = new Lru<string, number>(10_000)
  // Counts the grants ended: a grant read alive while one ended is not believed without reading it again.
  let ended = 0
  /** Grants ended: their tokens are refused from now on. Unnamed, every grant is read again (notifications may have been missed). */
  const forget = (grantIds?: Iterable<string>) => {
    ended += 1
    if (!grantIds) return known.clear()
    for (const grantId of grantIds) known.delete(grantId)
  }
  return {
    forget,

    async alive(grantId: string): Promise<boolean> {
      const until = known.get(grantId)
      if (until !== undefined && until > now()) return true
      const endedBefore = ended
      const rows = rowsOf(
        await db.execute(sql`SELECT 1 FROM identity_records WHERE model = 'Grant' AND id = ${grantId} AND (expires_at IS NULL OR expires_at > now())`),
      )
      if (rows.length === 0) return false
      if (ended === endedBefore) known.set(grantId, now() + GRANT_KNOWN_MS)
      return true
    },

    /**
     * Ends every sign-in of the account but the one holding grant `keep`: their provider sessions,
     * grants and the tokens given under them. A new password leaves no other browser signed in.
     */
    async endSessionsOf(accountId: string, keep?: string): Promise<void> {
      const ended = await db.execute(sql`
        DELETE FROM identity_records WHERE payload->>'accountId' = ${accountId}
          AND model IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken')
          AND (${keep ?? null}::text IS NULL OR NOT (
            id = ${keep ?? ''} OR coalesce(grant_id, '') = ${keep ?? ''}
            OR (model = 'Session' AND coalesce(jsonb_path_exists(payload->'authorizations', '$.*.grantId ? (@ == $g)', jsonb_build_object('g', ${keep ?? ''}::text)), false))))
        RETURNING model, id`)
      forget(rowsOf<{ model: string; id: string }>(ended).flatMap((row) => (row.model === 'Grant' ? [row.id] : [])))
    },
  }
}
