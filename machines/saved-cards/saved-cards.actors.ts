import { fromPromise } from 'xstate'
import { savedCardsMachine } from './saved-cards.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { deleteSavedCard } from '#api/saved-cards.ts'

/** My saved cards wired to the API. */
export function provideSavedCards(api: ApiClient) {
  return savedCardsMachine.provide({
    actors: {
      deleteCard: fromPromise(async ({ input, signal }) => (await deleteSavedCard(api, input.id, signal)).cards),
    },
  })
}
