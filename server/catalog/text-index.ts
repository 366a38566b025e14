/** A small inverted index with typo tolerance, for names in English and Spanish. */

import { Lru } from '../db/lru.ts'

const STOP_WORDS = new Set(['and', 'y', 'de', 'la', 'el', 'con', 'the', 'of', 'oz'])

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export function words(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
}

/** Edit distance with transpositions, giving up once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous2: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    previous2 = previous
    previous = current
  }
  return previous[b.length]!
}

function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/** How well a typed word matches an indexed word: 1 exact, 0.8 prefix, 0.6 typo, 0 none. */
export function matchQuality(typed: string, indexed: string, isLastTyped: boolean): number {
  if (typed === indexed) return 1
  if (indexed.startsWith(typed) && (isLastTyped || typed.length >= 4)) return 0.8
  const allowance = typoAllowance(typed.length)
  if (allowance === 0) return 0
  if (editDistance(typed, indexed, allowance) <= allowance) return 0.6
  // A typo inside a word still being typed: compare with the indexed word's start.
  if (isLastTyped && indexed.length > typed.length && editDistance(typed, indexed.slice(0, typed.length), 1) <= 1) return 0.5
  return 0
}

export interface TextIndex {
  /** Documents matching every word of the query, best first; ties keep document order. */
  search: (query: string) => { doc: number; score: number }[]
}

/** Builds an index over documents given as weighted texts. */
export function createTextIndex(docs: readonly (readonly [text: string, weight: number])[][]): TextIndex {
  const postings = new Map<string, Map<number, number>>()
  docs.forEach((fields, doc) => {
    for (const [text, weight] of fields) {
      for (const word of words(text)) {
        const perDoc = postings.get(word) ?? new Map<number, number>()
        perDoc.set(doc, Math.max(perDoc.get(doc) ?? 0, weight))
        postings.set(word, perDoc)
      }
    }
  })
  const vocabulary = [...postings.keys()]
  // Shoppers type the same words again and again; how each matches the vocabulary is worked out once.
  const matchesOf = new Lru<string, [indexed: string, quality: number][]>(5000)
  const matchesFor = (word: string, isLast: boolean) => {
    const key = `${isLast ? '>' : '='}${word}`
    let found = matchesOf.get(key)
    if (!found) {
      found = vocabulary.map((indexed) => [indexed, matchQuality(word, indexed, isLast)] as [string, number]).filter(([, q]) => q > 0)
      matchesOf.set(key, found)
    }
    return found
  }

  return {
    search(query) {
      const typed = words(query)
      if (typed.length === 0) return []
      let scores: Map<number, number> | undefined
      typed.forEach((word, i) => {
        const best = new Map<number, number>()
        for (const [indexed, quality] of matchesFor(word, i === typed.length - 1)) {
          for (const [doc, weight] of postings.get(indexed)!) {
            if (scores && !scores.has(doc)) continue
            best.set(doc, Math.max(best.get(doc) ?? 0, quality * weight))
          }
        }
        const next = new Map<number, number>()
        for (const [doc, score] of best) next.set(doc, (scores?.get(doc) ?? 0) + score)
        scores = next
      })
      return [...scores!].map(([doc, score]) => ({ doc, score })).sort((a, b) => b.score - a.score || a.doc - b.doc)
    },
  }
}
