import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows.ts'
import { MISSES_FORGOTTEN_MS } from '../http/slowed-misses.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { voidUnwrittenOrders } from '../orders/unwritten-orders.ts'
import { every } from './every.ts'

export interface SweepSettings {
  /** A handshake session unused this long is gone. */
  sessionIdleMs: number
  /** An empty cart nobody touched this long, with no saved mix and no account, is gone. */
  emptyCartKeepMs: number
  /**
   * A guest's cart (no account's, never ordered) that neither it nor a mix saved with it changed this
   * long is gone; one holding a mix a customer took into their account at sign-in never is.
   */
  guestCartKeepMs: number
}

/** A back-in-stock request this old is gone, mailed or not: the shopper has long stopped waiting. */
export const NOTIFY_REQUEST_KEEP_MS = 180 * 86_400_000

/** A picture sent for a catalog that no product, bundle or banner shows is kept this long, for the import that names it. */
export const UNSHOWN_PICTURE_KEEP_MS = 7 * 86_400_000

export interface Swept {
  sessions: number
  carts: number
  guestCarts: number
  notifyRequests: number
  identityRecords: number
  rateLimits: number
  missesInARow: number
  passwordResets: number
  mailBodies: number
  pictures: number
}

const count = async (db: Database, statement: ReturnType<typeof sql>) =>
  rowsOf<{ n: number | string }>(await db.execute(statement)).map((row) => Number(row.n))[0] ?? 0

/**
 * What nobody needs any more, taken away: expired sessions, empty carts left untouched, guests'
 * carts left untouched far longer, back-in-stock requests half a year old, the identity provider's
 * records past their expiry, spent rate-limit windows, runs of misses long over, reset links long
 * expired, the bodies of mail already delivered, and pictures sent for a catalog a week ago that nothing shows. An account's cart and an ordered one are never swept.
 */
export async function sweep(db: Database, settings: SweepSettings, now = new Date()): Promise<Swept> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  return {
    sessions: await count(
      db,
      sql`WITH gone AS (DELETE FROM sessions WHERE last_seen_at < ${before(settings.sessionIdleMs)} RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    carts: await count(
      db,
      sql`WITH gone AS (DELETE FROM carts WHERE lines = '[]'::jsonb AND account_id IS NULL AND ordered_at IS NULL AND updated_at < ${before(settings.emptyCartKeepMs)}
        AND NOT EXISTS (SELECT 1 FROM saved_mixes WHERE saved_mixes.cart_id = carts.id) RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    guestCarts: await count(
      db,
      sql`WITH gone AS (DELETE FROM carts WHERE account_id IS NULL AND ordered_at IS NULL AND updated_at < ${before(settings.guestCartKeepMs)}
        AND NOT EXISTS (SELECT 1 FROM saved_mixes WHERE saved_mixes.cart_id = carts.id
          AND (saved_mixes.account_id IS NOT NULL OR saved_mixes.updated_at >= ${before(settings.guestCartKeepMs)}))
        RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    notifyRequests: await count(
      db,
      sql`WITH gone AS (DELETE FROM notify_requests WHERE created_at < ${before(NOTIFY_REQUEST_KEEP_MS)} RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    identityRecords: await count(
      db,
      sql`WITH gone AS (DELETE FROM identity_records WHERE expires_at < ${now.toISOString()} RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    rateLimits: await count(db, sql`WITH gone AS (DELETE FROM rate_limits WHERE reset_at < ${now.toISOString()} RETURNING 1) SELECT count(*) AS n FROM gone`),
    missesInARow: await count(
      db,
      sql`WITH gone AS (DELETE FROM misses_in_a_row WHERE last_at < ${before(MISSES_FORGOTTEN_MS)} RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    passwordResets: await count(
      db,
      sql`WITH gone AS (DELETE FROM password_resets WHERE expires_at < ${before(24 * 3_600_000)} RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    mailBodies: await count(
      db,
      sql`WITH gone AS (UPDATE outbox SET body = '' WHERE sent_at IS NOT NULL AND body <> '' RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
    // A picture an import is naming at this moment is held by its foreign key, and passed over: the next sweep sees it shown.
    pictures: await count(
      db,
      sql`WITH gone AS (DELETE FROM pictures WHERE sha IN (SELECT sha FROM pictures WHERE created_at < ${before(UNSHOWN_PICTURE_KEEP_MS)}
        AND NOT EXISTS (SELECT 1 FROM products WHERE products.picture_sha = pictures.sha)
        AND NOT EXISTS (SELECT 1 FROM bundles WHERE bundles.picture_sha = pictures.sha)
        AND NOT EXISTS (SELECT 1 FROM banners WHERE banners.picture_sha = pictures.sha) FOR UPDATE SKIP LOCKED) RETURNING 1) SELECT count(*) AS n FROM gone`,
    ),
  }
}

/** Sweeps every `everyMs` until stopped, and voids the payments of orders a stopped process never wrote; a sweep that fails is said in the log and tried at the next turn. */
export const startSweeper = (db: Database, gateway: PaymentGateway, settings: SweepSettings, everyMs: number) =>
  every(everyMs, 'The sweep', async () => {
    await sweep(db, settings)
    await voidUnwrittenOrders(db, gateway)
  })
