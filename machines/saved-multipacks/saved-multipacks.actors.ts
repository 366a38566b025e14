import { fromPromise } from 'xstate'
import { savedMultipacksMachine } from './saved-multipacks.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { deleteSavedMultipack, getSavedMultipacks } from '#api/multipacks.ts'

/** My variety packs wired to the API (a mix goes to the cart the chart is given). */
export function provideSavedMultipacks(api: ApiClient) {
  return savedMultipacksMachine.provide({
    actors: {
      deleteMultipack: fromPromise(async ({ input, signal }) => {
        await deleteSavedMultipack(api, input.id, signal)
        return getSavedMultipacks(api, signal)
      }),
    },
  })
}
