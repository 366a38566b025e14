import type { Context, Next } from 'hono'
import type { AppEnv } from './app-env.ts'
import { carriesItsHeaders, SECURE_HEADERS } from './answer-headers.ts'

/** Puts the security headers on every answer that does not carry them already. */
export function secureHeaders() {
  return async (c: Context<AppEnv>, next: Next) => {
    await next()
    if (carriesItsHeaders(c.res)) return
    for (const [name, value] of Object.entries(SECURE_HEADERS)) c.res.headers.set(name, value)
    c.res.headers.delete('X-Powered-By')
  }
}
