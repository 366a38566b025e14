import type { Handshake } from '#domain/handshake.ts'
import { SessionKey, type SessionStorageLike } from './session-values.ts'

/*
 * The handshake and the sign-in as the tab keeps them in session storage (SPEC §3), read and
 * written by the store's flows and the API client: apart from the keys a landing page reads at once.
 */

export function readHandshake(storage: SessionStorageLike): Handshake | undefined {
  const sessionId = storage.getItem(SessionKey.sessionId)
  const rnduts = storage.getItem(SessionKey.rnduts)
  const encstr = storage.getItem(SessionKey.encstr)
  return sessionId && rnduts && encstr ? { sessionId, rnduts, encstr } : undefined
}

export function writeHandshake(storage: SessionStorageLike, handshake: Handshake): void {
  storage.setItem(SessionKey.sessionId, handshake.sessionId)
  storage.setItem(SessionKey.rnduts, handshake.rnduts)
  storage.setItem(SessionKey.encstr, handshake.encstr)
  storage.setItem(SessionKey.handshakeDone, 'true')
}

export function clearHandshake(storage: SessionStorageLike): void {
  for (const key of [SessionKey.sessionId, SessionKey.rnduts, SessionKey.encstr, SessionKey.handshakeDone]) storage.removeItem(key)
}

/** Who signed in, as SPEC §3 keeps it: the token, the account, the provider's session and the rewards member; and what keeps the sign-in going. */
export interface SignInValues {
  accessToken: string
  accountId?: string
  customerSessionId?: string
  loyaltyId?: string
  refreshToken?: string
  idToken?: string
  /** Seconds the access token lives from now. */
  expiresIn?: number
}

const KEPT = ['accountId', 'customerSessionId', 'loyaltyId', 'refreshToken', 'idToken'] as const

export function writeSignIn(storage: SessionStorageLike, { accessToken, expiresIn, ...who }: SignInValues, now = Date.now()): void {
  storage.setItem(SessionKey.accessToken, accessToken)
  for (const key of KEPT) {
    const value = who[key]
    if (value) storage.setItem(SessionKey[key], value)
  }
  if (expiresIn !== undefined) storage.setItem(SessionKey.tokenExpiresAt, String(now + expiresIn * 1000))
}

/** Forgets who is signed in: tokens, account and customer details. */
export function clearSignIn(storage: SessionStorageLike): void {
  for (const key of ['accessToken', ...KEPT, 'tokenExpiresAt', 'customer'] as const) storage.removeItem(SessionKey[key])
}

/** The sign-in kept in this tab: its tokens, and how long its access token has left. */
export function readSignIn(storage: SessionStorageLike, now = Date.now()): (SignInValues & { expiresInMs?: number }) | undefined {
  const accessToken = storage.getItem(SessionKey.accessToken)
  if (!accessToken) return undefined
  const value = (key: (typeof KEPT)[number]) => storage.getItem(SessionKey[key]) ?? undefined
  const expiresAt = Number(storage.getItem(SessionKey.tokenExpiresAt))
  return {
    accessToken,
    ...Object.fromEntries(KEPT.map((key) => [key, value(key)])),
    expiresInMs: expiresAt > 0 ? Math.max(0, expiresAt - now) : undefined,
  }
}
