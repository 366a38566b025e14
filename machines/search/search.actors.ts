import { fromPromise } from 'xstate'
import { searchMachine } from './search.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { getAutocomplete } from '#api/catalog.ts'
import type { Locale } from '#domain/locale.ts'

/** The header search wired to the autocomplete call. */
export function provideSearch(api: ApiClient, locale: () => Locale) {
  return searchMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(({ input, signal }) => getAutocomplete(api, input.query, locale(), signal)),
    },
  })
}
