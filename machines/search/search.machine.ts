import { assign, fromPromise, setup } from 'xstate'
import type { Autocomplete } from '../../src/domain/catalog.ts'

export const SEARCH_DEBOUNCE_MS = 200
export const SEARCH_MIN_LENGTH = 2

export interface SearchContext {
  query: string
  suggestions?: Autocomplete
}

export type SearchEvent = { type: 'search.type'; query: string } | { type: 'search.clear' }

/** Header search: waits for a pause in typing, asks for suggestions, and drops a superseded request. */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    fetchSuggestions: fromPromise<Autocomplete, { query: string }>(() => Promise.reject(new Error('fetchSuggestions is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: string }) => params.query }),
    clearSuggestions: assign({ suggestions: undefined }),
  },
  guards: {
    isLongEnough: (_, params: { query: string }) => params.query.trim().length >= SEARCH_MIN_LENGTH,
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
    'search.clear': { target: '.idle', actions: [assign({ query: '' }), 'clearSuggestions'] },
  },
  states: {
    idle: {},
    debouncing: {
      after: { [SEARCH_DEBOUNCE_MS]: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'showing', actions: assign({ suggestions: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'clearSuggestions' },
      },
    },
    showing: {},
    failed: {},
  },
})
