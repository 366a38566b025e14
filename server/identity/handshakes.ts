import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { meta, sessions } from '../db/schema.ts'
import type { Handshake } from '#domain/handshake.ts'
import type { SiteId } from '#domain/site.ts'

export interface Handshakes {
  issue: (site: SiteId) => Promise<Handshake>
  /** Whether the values are a live handshake's: known at once for one this process verified lately, else from the database. */
  verify: (values: Partial<Handshake>) => boolean | Promise<boolean>
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
  // Sessions this process has verified, by the values they were issued (a map's lookup of all three tells nothing of how close a guess came), with when their use was last written down; other processes' sessions are found in the database.
  const known = new Map<string, number>()
  const knownKey = (sessionId: string, rnduts: string, encstr: string) => `${sessionId} ${rnduts} ${encstr}`
  const remember = (key: string) => {
    if (known.size >= KNOWN_LIMIT) known.clear()
    known.set(key, now())
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
      remember(knownKey(handshake.sessionId, handshake.rnduts, handshake.encstr))
      return handshake
    },
    verify({ sessionId, rnduts, encstr }) {
      if (!sessionId || !rnduts || !encstr) return false
      const touchedAt = known.get(knownKey(sessionId, rnduts, encstr))
      if (touchedAt !== undefined && now() - touchedAt < touchEveryMs) return true
      if (!same(Buffer.from(sign(sessionId, rnduts)), encstr)) return false
      return stillAlive(sessionId, rnduts, encstr)
    },
  }

  /** Whether a signed handshake is still alive in the database (used within the idle time), writing its use down so every process sees it. */
  async function stillAlive(sessionId: string, rnduts: string, encstr: string) {
    const [row] = await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now()) })
      .where(and(eq(sessions.id, sessionId), gt(sessions.lastSeenAt, new Date(now() - idleMs))))
      .returning({ rnduts: sessions.rnduts })
    if (!row || row.rnduts !== rnduts) {
      known.delete(knownKey(sessionId, rnduts, encstr))
      return false
    }
    remember(knownKey(sessionId, rnduts, encstr))
    return true
  }
}
