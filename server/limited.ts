import type { Context, Next } from 'hono'
import type { AppEnv } from './app-env.ts'
import { fail } from './envelope.ts'
import type { RateLimited } from './rate-limits.ts'
import { MessageId } from '../src/domain/envelope.ts'

/** Refuses a call past its kind's limit for its address: 429 with `Retry-After`. */
export function limited(kind: RateLimited) {
  return async (c: Context<AppEnv>, next: Next) => {
    const verdict = await c.var.rateLimit(kind, c.var.clientAddress)
    if (verdict.allowed) return next()
    c.header('Retry-After', String(verdict.retryAfterSeconds))
    return fail(c, 429, MessageId.tooManyRequests, `Too many ${kind} calls from this address; try again in ${verdict.retryAfterSeconds} s`)
  }
}
