import { describe, expect, it } from 'vitest'
import { sortByMenuSeq, withBuiltScreens, type NavigationItem } from './navigation.ts'

const item = (id: string, menuSeq: number, children: NavigationItem[] = []): NavigationItem => ({ id, label: id, path: `/${id}`, menuSeq, children })

describe('navigation', () => {
  it('sorts by menuSeq, ascending, at every level', () => {
    const sorted = sortByMenuSeq([item('c', 3), item('a', 1, [item('a2', 2), item('a1', 1)]), item('b', 2)])
    expect(sorted.map((i) => i.id)).toEqual(['a', 'b', 'c'])
    expect(sorted[0]!.children.map((i) => i.id)).toEqual(['a1', 'a2'])
  })

  it('keeps only the items whose screen exists', () => {
    const built = new Set(['/a', '/a1'])
    const kept = withBuiltScreens([item('a', 1, [item('a1', 1), item('a2', 2)]), item('b', 2)], (path) => built.has(path))
    expect(kept.map((i) => i.id)).toEqual(['a'])
    expect(kept[0]!.children.map((i) => i.id)).toEqual(['a1'])
  })
})
