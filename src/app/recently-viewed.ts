export const RECENTLY_VIEWED_KEY = 'snackfolk.recentlyViewed'
export const RECENTLY_VIEWED_MAX = 12

type Store = Pick<Storage, 'getItem' | 'setItem'>

function read(storage: Store): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string').slice(0, RECENTLY_VIEWED_MAX) : []
  } catch {
    return []
  }
}

/** The products this shopper looked at, newest first, except the one named. */
export function recentlyViewed(storage: Store, except?: string): string[] {
  return read(storage).filter((slug) => slug !== except)
}

export function rememberViewed(storage: Store, slug: string): void {
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([slug, ...read(storage).filter((s) => s !== slug)].slice(0, RECENTLY_VIEWED_MAX)))
}
