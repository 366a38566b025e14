import { fromPromise, type ActorRefFrom } from 'xstate'
import { savedMixesMachine } from './saved-mixes.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { deleteSavedMix, getSavedMixes } from '../../src/api/mixes.ts'
import { sendMixToCart } from '../multipack/multipack.actors.ts'

/** My variety packs wired to the API and the shopper's cart. */
export function provideSavedMixes(api: ApiClient, cart: ActorRefFrom<typeof cartMachine>) {
  return savedMixesMachine.provide({
    actors: {
      addToCart: fromPromise(({ input }) => sendMixToCart(cart, input.picks)),
      deleteMix: fromPromise(async ({ input, signal }) => {
        await deleteSavedMix(api, input.id, signal)
        return getSavedMixes(api, signal)
      }),
    },
  })
}
