import { defineModel, done, failed } from '../testing/model.ts'
import { searchMachine } from './search.machine.ts'
import type { Autocomplete } from '#domain/catalog.ts'

export const SUGGESTIONS: Autocomplete = {
  products: [{ slug: 'kettle-chips', title: 'Kettle chips', imageUrl: '/k.svg' }],
  bundles: [{ slug: 'chip-lovers', title: 'Chip lovers bundle' }],
  brands: [{ slug: 'crunchwell', name: 'Crunchwell' }],
  flavors: [],
}

/** Typing waits for a pause and asks once; a newer query replaces an older one; Enter or a suggestion leads on. */
export const searchModel = defineModel({
  machine: searchMachine,
  starts: { 'the header search': undefined },
  events: {
    'types c': { type: 'search.type', query: 'c' },
    'types chips': { type: 'search.type', query: 'chips' },
    'the server suggests': done('fetchSuggestions', SUGGESTIONS),
    'the server fails': failed('fetchSuggestions', new Error('offline')),
    'chooses Kettle chips': { type: 'search.choose', suggestionId: 'product:kettle-chips' },
  },
  facts: ({ context }) => ({ query: context.query || undefined, suggestions: context.suggestions !== undefined }),
})
