import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { batched, settled, type Settled } from '../db/batched.ts'
import { rowsOf } from '../db/rows.ts'

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
  /** New passwords set with a reset link: a shopper follows one link once or twice. */
  resetPassword: 5,
  /** Password changes, per client address and per account: a customer changes theirs once. */
  changePassword: 5,
  /** Whether an email has an account (`usersExists`, `identify-social-user`): what sign-in and registration take care not to say. */
  accountLookup: 5,
  /** Back-in-stock requests: a shopper asks for a few products, never dozens a minute. */
  notifyMe: 10,
  /** New carts: a shopper makes one a visit (a tab, a sign-out), and many shoppers may share an address (an office, a carrier); a script making thousands fills the database. */
  cartMade: 60,
  /** Coupon codes that are not one of the store's: a shopper mistypes a few, a guesser many. */
  couponMiss: 10,
} as const
export type RateLimited = keyof typeof RATE_LIMITS

const WINDOW_SECONDS = 60

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts a call (or `add` of them) and answers whether it is allowed; a negative `add` takes back what was counted and answers allowed. */
export type RateLimiter = (kind: RateLimited, address: string, options?: { add: number }) => Promise<RateVerdict>

interface Counted {
  key: string
  add: number
  limit: number
}

/**
 * Counts calls per client address and kind in one-minute windows, in the database, so that every
 * server process shares the counts. `scale` multiplies every limit. Calls counted at the same time
 * share one statement, each judged by the count its own call brings the window to.
 */
export function rateLimiter(db: Database, scale: number): RateLimiter {
  const count = batched(async (calls: Counted[]) => {
    const added = new Map<string, number>()
    for (const call of calls) added.set(call.key, (added.get(call.key) ?? 0) + call.add)
    const result = await db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at)
      SELECT w.key, w.add, now() + make_interval(secs => ${WINDOW_SECONDS})
      FROM jsonb_to_recordset(${JSON.stringify([...added].map(([key, add]) => ({ key, add })))}::jsonb) AS w(key text, add integer)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count ELSE rate_limits.count + excluded.count END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING key, count, extract(epoch FROM reset_at - now()) AS left_seconds`)
    const windows = new Map(rowsOf<{ key: string; count: number; left_seconds: number | string }>(result).map((row) => [row.key, row]))
    // Each call's count is the window's before this batch and the calls up to its own.
    const counted = new Map<string, number>()
    return calls.map(({ key, add, limit }): Settled<RateVerdict> => {
      const window = windows.get(key)!
      const upTo = (counted.get(key) ?? 0) + add
      counted.set(key, upTo)
      if (Number(window.count) - added.get(key)! + upTo <= limit) return settled({ allowed: true })
      return settled({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(window.left_seconds))) })
    })
  })
  const takeBack = batched(async (calls: { key: string; add: number }[]) => {
    const taken = new Map<string, number>()
    for (const call of calls) taken.set(call.key, (taken.get(call.key) ?? 0) + call.add)
    await db.execute(sql`
      UPDATE rate_limits SET count = greatest(rate_limits.count + w.add, 0)
      FROM jsonb_to_recordset(${JSON.stringify([...taken].map(([key, add]) => ({ key, add })))}::jsonb) AS w(key text, add integer)
      WHERE rate_limits.key = w.key AND rate_limits.reset_at > now()`)
    return calls.map(() => settled(undefined))
  })
  return async (kind, address, { add } = { add: 1 }) => {
    const key = `${kind} ${address}`
    if (add < 0) {
      await takeBack({ key, add })
      return { allowed: true }
    }
    return count({ key, add, limit: Math.max(1, Math.round(RATE_LIMITS[kind] * scale)) })
  }
}

/** An IPv6 address counts by its /64, which one subscriber holds whole; an IPv4 address as it is. */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address
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
