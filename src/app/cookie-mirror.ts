import type { SessionStorageLike } from '#api/session-values.ts'

/**
 * A storage whose named keys are kept in cookies as well, for the server to render the shopper's
 * next page with (a session cookie each: it lasts as long as the browser's session).
 */
export function mirroredInCookies(
  storage: SessionStorageLike,
  cookieOf: Record<string, string>,
  setCookie: (cookie: string) => void = (cookie) => (document.cookie = cookie),
): SessionStorageLike {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      storage.setItem(key, value)
      const name = cookieOf[key]
      if (name) setCookie(`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`)
    },
    removeItem(key) {
      storage.removeItem(key)
      const name = cookieOf[key]
      if (name) setCookie(`${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`)
    },
  }
}
