import { assign, fromPromise, setup } from 'xstate'
import type { Autocomplete } from '#domain/catalog.ts'
import type { Destination } from '#domain/destination.ts'
import { canSuggest, findSuggestion, suggestionDestination } from '#domain/search.ts'

export const SEARCH_DEBOUNCE_MS = 200

export interface SearchContext {
  query: string
  suggestions?: Autocomplete
}

export type SearchEvent =
  | { type: 'search.type'; query: string }
  | { type: 'search.clear' }
  /** Enter: every snack matching what was typed. */
  | { type: 'search.submit' }
  /** A suggestion, by its id. */
  | { type: 'search.choose'; suggestionId: string }

/** Header search: waits for a pause in typing, asks for suggestions, drops a superseded request, and leads to what the shopper chose. */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    fetchSuggestions: fromPromise<Autocomplete, { query: string }>(() => Promise.reject(new Error('fetchSuggestions is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: string }) => params.query }),
    clear: assign({ query: '', suggestions: undefined }),
    clearSuggestions: assign({ suggestions: undefined }),
    navigate: (_, _destination: Destination) => {},
    trackSearch: (_, _term: string) => {},
  },
  guards: {
    isLongEnough: (_, params: { query: string }) => canSuggest(params.query),
    hasQuery: ({ context }) => context.query.trim() !== '',
    isSuggested: ({ context, event }) => event.type === 'search.choose' && findSuggestion(context.suggestions, event.suggestionId) !== undefined,
  },
}).createMachine({
  id: 'search',
  context: { query: '' },
  initial: 'idle',
  on: {
    'search.type': [
      {
        guard: { type: 'isLongEnough', params: ({ event }) => event },
        target: '.debouncing',
        reenter: true,
        actions: { type: 'setQuery', params: ({ event }) => event },
      },
      { target: '.idle', actions: [{ type: 'setQuery', params: ({ event }) => event }, 'clearSuggestions'] },
    ],
    'search.clear': { target: '.idle', actions: 'clear' },
    'search.submit': {
      guard: 'hasQuery',
      target: '.idle',
      actions: [
        { type: 'trackSearch', params: ({ context }) => context.query.trim() },
        { type: 'navigate', params: ({ context }) => ({ to: '/all-snacks', search: { search: context.query.trim() } }) },
        'clear',
      ],
    },
    'search.choose': {
      guard: 'isSuggested',
      target: '.idle',
      actions: [{ type: 'navigate', params: ({ context, event }) => suggestionDestination(findSuggestion(context.suggestions, event.suggestionId)!) }, 'clear'],
    },
  },
  states: {
    idle: {},
    debouncing: {
      tags: ['suggesting', 'busy'],
      after: { [SEARCH_DEBOUNCE_MS]: 'loading' },
    },
    loading: {
      tags: ['suggesting', 'busy'],
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'showing', actions: assign({ suggestions: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'clearSuggestions' },
      },
    },
    showing: { tags: ['suggesting'] },
    failed: { tags: ['suggesting'] },
  },
})
