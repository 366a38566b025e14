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
  /** What renews the access token, names the sign-in at sign-out, and when the access token ends (ms since the epoch). */
  refreshToken: 'refreshToken',
  idToken: 'idToken',
  tokenExpiresAt: 'tokenExpiresAt',
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

/** Where the browser keeps the shopper's cart (its id and token) across visits; other tabs watch it. */
export const CART_OWNER_KEY = 'snackfolk.cart'
/** Where the tab keeps the zip code the shopper chose. */
export const ZIP_STORAGE_KEY = 'defaultZipCode'

/**
 * Whether the browser keeps something of this shopper that the header shows or the store must
 * watch: a cart, a sign-in, a chosen zip code. Then the store's flows load with the page; for a
 * shopper the store does not know yet, they load when first wanted.
 */
export function keepsShopper(storage: SessionStorageLike, keep: SessionStorageLike): boolean {
  return [keep.getItem(CART_OWNER_KEY), storage.getItem(SessionKey.accessToken), storage.getItem(ZIP_STORAGE_KEY)].some((value) => value !== null)
}
