import { createHmac, timingSafeEqual } from 'node:crypto'

/** Why a signed value was not accepted. */
export type Unaccepted = 'forged' | 'expired'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Compact signed values (JWT, HS256): a header naming the value's kind (`typ`), the claims and an
 * HMAC of both. `exp` is in seconds, as JWT has it. A value of one kind is never taken as another.
 */
export function signer(secret: string) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest()
  return {
    sign(kind: string, claims: object & { exp: number }): string {
      const body = `${encode({ alg: 'HS256', typ: kind })}.${encode(claims)}`
      return `${body}.${mac(body).toString('base64url')}`
    },
    /** The claims of a value of this kind this secret signed and that has not expired at `now`, else why not. */
    verify<T extends { exp: number }>(kind: string, token: string, now: Date): T | Unaccepted {
      if (typeof token !== 'string') return 'forged'
      const parts = token.split('.')
      if (parts.length !== 3) return 'forged'
      const [header, claims, signature] = parts as [string, string, string]
      const expected = mac(`${header}.${claims}`)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
      let parsed: T
      try {
        if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ?: unknown }).typ !== kind) return 'forged'
        parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as T
      } catch {
        return 'forged'
      }
      if (!parsed || typeof parsed !== 'object' || typeof parsed.exp !== 'number' || parsed.exp * 1000 <= now.getTime()) return 'expired'
      return parsed
    },
  }
}
