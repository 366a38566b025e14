import { fromPromise } from 'xstate'
import { savedMixesMachine } from './saved-mixes.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { deleteSavedMix, getSavedMixes } from '#api/mixes.ts'

/** My variety packs wired to the API (a mix goes to the cart the chart is given). */
export function provideSavedMixes(api: ApiClient) {
  return savedMixesMachine.provide({
    actors: {
      deleteMix: fromPromise(async ({ input, signal }) => {
        await deleteSavedMix(api, input.id, signal)
        return getSavedMixes(api, signal)
      }),
    },
  })
}
