export interface NavigationItem {
  id: string
  label: string
  path: string
  menuSeq: number
  children: NavigationItem[]
}

/** Orders a navigation tree by `menuSeq`, ascending, at every level. */
export function sortByMenuSeq(items: readonly NavigationItem[]): NavigationItem[] {
  return [...items].sort((a, b) => a.menuSeq - b.menuSeq).map((item) => ({ ...item, children: sortByMenuSeq(item.children) }))
}

/** Keeps only the items whose screen exists, so navigation never leads nowhere. */
export function withBuiltScreens(items: readonly NavigationItem[], isBuilt: (path: string) => boolean): NavigationItem[] {
  return items.filter((item) => isBuilt(item.path)).map((item) => ({ ...item, children: withBuiltScreens(item.children, isBuilt) }))
}
