import * as v from 'valibot'

export interface NavigationItem {
  id: string
  label: string
  path: string
  menuSeq: number
  children: NavigationItem[]
}

export const NavigationItemSchema: v.GenericSchema<NavigationItem> = v.object({
  id: v.string(),
  label: v.string(),
  path: v.string(),
  menuSeq: v.number(),
  children: v.array(v.lazy(() => NavigationItemSchema)),
})

/** Orders a navigation tree by `menuSeq`, ascending, at every level. */
export function sortByMenuSeq(items: readonly NavigationItem[]): NavigationItem[] {
  return [...items].sort((a, b) => a.menuSeq - b.menuSeq).map((item) => ({ ...item, children: sortByMenuSeq(item.children) }))
}

/** Keeps only the items whose screen exists, so navigation never leads nowhere. */
export function withBuiltScreens(items: readonly NavigationItem[], isBuilt: (path: string) => boolean): NavigationItem[] {
  return items.filter((item) => isBuilt(item.path)).map((item) => ({ ...item, children: withBuiltScreens(item.children, isBuilt) }))
}
