import { fromPromise } from 'xstate'
import { reorderMachine } from './reorder.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { mergeCart, reorder } from '#api/cart.ts'

/** Reorder wired to the API: a customer without a cart in this browser gets the account's saved cart (made if there is none). */
export function provideReorder(api: ApiClient) {
  return reorderMachine.provide({
    actors: {
      reorder: fromPromise(async ({ input, signal }) => {
        const owner = input.owner ?? (await mergeCart(api, undefined, signal))
        const { short } = await reorder(api, input.orderNumber, owner, signal)
        return { owner, short }
      }),
    },
  })
}
