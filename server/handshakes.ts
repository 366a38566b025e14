import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from './db/database.ts'
import { meta, sessions } from './db/schema.ts'
import type { Handshake } from '../src/domain/handshake.ts'
import type { SiteId } from '../src/domain/site.ts'

export interface Handshakes {
  issue: (site: SiteId) => Promise<Handshake>
  verify: (values: Partial<Handshake>) => Promise<boolean>
}

const KNOWN_LIMIT = 50_000
/** How often a session in use has its last call written down, at most. */
const TOUCH_EVERY_MS = 5 * 60_000

/** The secret that signs `encstr`: from configuration, else made once and kept in the database. */
export async function handshakeSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured
  const fresh = randomBytes(32).toString('base64url')
  await db.insert(meta).values({ key: 'handshake_secret', value: fresh }).onConflictDoNothing()
  const [row] = await db.select().from(meta).where(eq(meta.key, 'handshake_secret'))
  return row!.value
}

/** Handshake sessions: issued to anyone, and expired once unused for `idleMs` (the app then shakes hands again). */
export function createHandshakes(db: Database, secret: string, idleMs = 24 * 3_600_000, now = () => Date.now()): Handshakes {
  const sign = (sessionId: string, rnduts: string) => createHmac('sha256', secret).update(`${sessionId}.${rnduts}`).digest('base64url')
  const touchEveryMs = Math.min(TOUCH_EVERY_MS, idleMs / 4)
  // Sessions this process has verified, with the rnduts and encstr they were issued and when their use was last written down; other processes' sessions are found in the database.
  const known = new Map<string, { values: Buffer; touchedAt: number }>()
  const remember = (id: string, values: string) => {
    if (known.size >= KNOWN_LIMIT) known.clear()
    known.set(id, { values: Buffer.from(values), touchedAt: now() })
  }
  const same = (expected: Buffer, given: string) => {
    const bytes = Buffer.from(given)
    return expected.length === bytes.length && timingSafeEqual(expected, bytes)
  }

  return {
    async issue(site) {
      const handshake = { sessionId: randomUUID(), rnduts: randomBytes(16).toString('hex'), encstr: '' }
      handshake.encstr = sign(handshake.sessionId, handshake.rnduts)
      await db.insert(sessions).values({ id: handshake.sessionId, rnduts: handshake.rnduts, encstr: handshake.encstr, site })
      remember(handshake.sessionId, `${handshake.rnduts}.${handshake.encstr}`)
      return handshake
    },
    async verify({ sessionId, rnduts, encstr }) {
      if (!sessionId || !rnduts || !encstr) return false
      const seen = known.get(sessionId)
      if (seen && now() - seen.touchedAt < touchEveryMs) return same(seen.values, `${rnduts}.${encstr}`)
      if (!same(Buffer.from(sign(sessionId, rnduts)), encstr)) return false
      // Alive only when used within the idle time; its use is written down, so every process sees it.
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now()) })
        .where(and(eq(sessions.id, sessionId), gt(sessions.lastSeenAt, new Date(now() - idleMs))))
        .returning({ rnduts: sessions.rnduts })
      if (!row || row.rnduts !== rnduts) {
        known.delete(sessionId)
        return false
      }
      remember(sessionId, `${rnduts}.${encstr}`)
      return true
    },
  }
}
