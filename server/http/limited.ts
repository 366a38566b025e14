import type { Context, Next } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { fail } from './envelope.ts'
import type { RateLimited } from './rate-limits.ts'
import { MessageId } from '#domain/envelope.ts'

/** A call past its kind's limit: 429 with `Retry-After`. */
export function refuse(c: Context<AppEnv>, kind: RateLimited, verdict: { retryAfterSeconds: number }) {
  c.header('Retry-After', String(verdict.retryAfterSeconds))
  return fail(c, 429, MessageId.tooManyRequests, `Too many ${kind} calls from this address; try again in ${verdict.retryAfterSeconds} s`)
}

/** Refuses a call past its kind's limit for its address: 429 with `Retry-After`. */
export function limited(kind: RateLimited) {
  return async (c: Context<AppEnv>, next: Next) => {
    const verdict = await c.get('rateLimit')(kind, c.get('clientAddress'))
    return verdict.allowed ? next() : refuse(c, kind, verdict)
  }
}

/**
 * Refuses every call once its address has missed too often (wrong guesses of a secret). Each guess
 * a call makes (`guesses`; none lets the call pass untouched) is counted before it is tried, so
 * guesses sent together are counted together; a call whose answer is not a miss (`isMiss`) has its
 * guesses taken back.
 */
export function missesLimited(kind: RateLimited, isMiss: (errorKey: string | undefined) => boolean, guesses: (c: Context<AppEnv>) => number = () => 1) {
  return async (c: Context<AppEnv>, next: Next) => {
    const count = guesses(c)
    if (count === 0) return next()
    const verdict = await c.get('rateLimit')(kind, c.get('clientAddress'), { add: count })
    if (!verdict.allowed) return refuse(c, kind, verdict)
    await next()
    if (!(c.res.status >= 400 && isMiss(await errorKeyOfAnswer(c.res)))) await c.get('rateLimit')(kind, c.get('clientAddress'), { add: -count })
  }
}

async function errorKeyOfAnswer(response: Response): Promise<string | undefined> {
  try {
    return ((await response.clone().json()) as { errorKey?: string }).errorKey
  } catch {
    return undefined
  }
}
