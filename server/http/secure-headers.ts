import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { carriesItsHeaders, SECURE_HEADERS } from './answer-headers.ts'
import { putContentSecurity, type PolicySources } from './content-security.ts'

const SECURE_HEADER_LIST = Object.entries(SECURE_HEADERS)

/**
 * Puts the security headers, and the Content-Security-Policy where the store sets one, on an
 * answer that does not carry them already.
 */
export function answerHeaders(policy: PolicySources | undefined) {
  return (c: Context<AppEnv>) => {
    if (carriesItsHeaders(c.res)) return
    const headers = c.res.headers
    for (const [name, value] of SECURE_HEADER_LIST) headers.set(name, value)
    headers.delete('X-Powered-By')
    if (policy) putContentSecurity(c, policy)
  }
}
