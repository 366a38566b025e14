import { fromPromise } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { saveMultipack } from '#api/multipacks.ts'

/** The variety-pack builder wired to My variety packs (the box goes to the cart the chart is given). */
export function provideMultipack(api: ApiClient) {
  return multipackMachine.provide({
    actors: {
      saveMultipack: fromPromise(async ({ input, signal }) => {
        const picks = input.picks.map(({ productId, quantity }) => ({ productId, quantity }))
        const { id, name } = await saveMultipack(api, { id: input.id, name: input.name, picks }, signal)
        return { id, name }
      }),
    },
  })
}
