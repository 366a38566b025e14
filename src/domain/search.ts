import type { Autocomplete } from './catalog.ts'
import type { Destination } from './destination.ts'

export const SEARCH_MIN_LENGTH = 2

export type SuggestionKind = 'product' | 'bundle' | 'brand' | 'flavor'

export interface Suggestion {
  /** Unique among the suggestions shown: the kind and the slug. */
  id: string
  kind: SuggestionKind
  slug: string
  name: string
}

/** The suggestions of an autocomplete answer, by kind, in the order the server gave them. */
export function suggestionGroups(found: Autocomplete | undefined): { kind: SuggestionKind; items: Suggestion[] }[] {
  if (!found) return []
  const group = (kind: SuggestionKind, items: { slug: string; name: string }[]) => ({
    kind,
    items: items.map((item) => ({ id: `${kind}:${item.slug}`, kind, slug: item.slug, name: item.name })),
  })
  return [
    group(
      'product',
      found.products.map((p) => ({ slug: p.slug, name: p.title })),
    ),
    group(
      'bundle',
      found.bundles.map((b) => ({ slug: b.slug, name: b.title })),
    ),
    group('brand', found.brands),
    group('flavor', found.flavors),
  ].filter((g) => g.items.length > 0)
}

export function findSuggestion(found: Autocomplete | undefined, id: string): Suggestion | undefined {
  return suggestionGroups(found)
    .flatMap((g) => g.items)
    .find((s) => s.id === id)
}

/** A product or bundle suggestion opens its page; a brand or flavor lists its snacks. */
export function suggestionDestination(suggestion: Suggestion): Destination {
  if (suggestion.kind === 'product') return { to: '/product/$slug', params: { slug: suggestion.slug } }
  if (suggestion.kind === 'bundle') return { to: '/bundle/$slug', params: { slug: suggestion.slug } }
  return { to: '/all-snacks', search: { [suggestion.kind]: suggestion.slug } }
}

/** Long enough to ask for suggestions. */
export const canSuggest = (query: string) => query.trim().length >= SEARCH_MIN_LENGTH
