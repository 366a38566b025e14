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
