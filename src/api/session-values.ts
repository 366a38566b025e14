import type { Handshake } from '../domain/handshake.ts'

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The session values the store keeps in the browser's session storage (SPEC §3). */
export const SessionKey = {
  accessToken: 'accessToken',
  accountId: 'accountId',
  persistantcartid: 'persistantcartid',
  customerSessionId: 'customerSessionId',
  loyaltyId: 'loyaltyId',
  locationNumber: 'locationNumber',
  altOrderLocationId: 'altOrderLocationId',
  sessionId: 'sessionId',
  rnduts: 'rnduts',
  encstr: 'encstr',
  handshakeDone: 'handshakeDone',
  apiFailed: 'apiFailed',
  configFlags: 'configFlags',
  customer: 'customer',
} as const
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey]

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

/** Who signed in, as SPEC §3 keeps it: the token, the account, the provider's session and the rewards member. */
export interface SignInValues {
  accessToken: string
  accountId?: string
  customerSessionId?: string
  loyaltyId?: string
}

export function writeSignIn(storage: SessionStorageLike, { accessToken, ...who }: SignInValues): void {
  storage.setItem(SessionKey.accessToken, accessToken)
  for (const key of ['accountId', 'customerSessionId', 'loyaltyId'] as const) {
    const value = who[key]
    if (value) storage.setItem(SessionKey[key], value)
  }
}

/** Forgets who is signed in: token, account and customer details. */
export function clearSignIn(storage: SessionStorageLike): void {
  for (const key of [SessionKey.accessToken, SessionKey.accountId, SessionKey.customerSessionId, SessionKey.loyaltyId, SessionKey.customer]) storage.removeItem(key)
}

/** A Storage kept in memory, for tests and for browsers that refuse session storage. */
export function memoryStorage(): SessionStorageLike & { snapshot: () => Record<string, string> } {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  }
}
