import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { Database } from './db/database.ts'
import { rowsOf } from './db/batched.ts'

/** Calls a minute one client address may make of each guarded kind, before `RATE_LIMIT_SCALE`: more than a shopper ever makes. */
export const RATE_LIMITS = {
  handshake: 30,
  signIn: 10,
  /** Registration, and joining Snackfolk Rewards on the way (up to four calls each). */
  register: 20,
  forgotPassword: 5,
  orderLookup: 10,
  /** The contact form: a shopper writes once or twice, never dozens of times a minute. */
  contactUs: 5,
  /** Gift card codes that are not one the store gave: a shopper mistypes a few, a guesser many. */
  giftCardMiss: 10,
} as const
export type RateLimited = keyof typeof RATE_LIMITS

const WINDOW_SECONDS = 60

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts a call (or `add` of them) and answers whether it is allowed; a negative `add` takes back what was counted and answers allowed. */
export type RateLimiter = (kind: RateLimited, address: string, options?: { add: number }) => Promise<RateVerdict>

/**
 * Counts calls per client address and kind in one-minute windows, in the database, so that every
 * server process shares the counts. `scale` multiplies every limit.
 */
export function rateLimiter(db: Database, scale: number): RateLimiter {
  return async (kind, address, { add } = { add: 1 }) => {
    const limit = Math.max(1, Math.round(RATE_LIMITS[kind] * scale))
    if (add < 0) {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count + ${add}, 0) WHERE key = ${`${kind} ${address}`} AND reset_at > now()`)
      return { allowed: true }
    }
    const result = await db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${`${kind} ${address}`}, ${add}, now() + make_interval(secs => ${WINDOW_SECONDS}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN ${add} ELSE rate_limits.count + ${add} END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, extract(epoch FROM reset_at - now()) AS left_seconds`)
    const [row] = rowsOf<{ count: number; left_seconds: number | string }>(result)
    if (row!.count <= limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row!.left_seconds))) }
  }
}

/** An IPv6 address counts by its /64, which one subscriber holds whole; an IPv4 address as it is. */
export function addressKey(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.)/, '')
  if (!bare.includes(':')) return bare
  const [head = '', tail = ''] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The address a call comes from: the connection's, or, behind `trustProxy` proxies, the one the
 * outermost of them saw (`X-Forwarded-For` read from the right; with fewer entries than proxies,
 * the header is not the proxies' and the connection's address stands).
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown'
  if (trustProxy === 0) return addressKey(socket)
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return addressKey(forwarded.length >= trustProxy ? forwarded[forwarded.length - trustProxy]! : socket)
}
