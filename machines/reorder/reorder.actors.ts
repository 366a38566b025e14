import { fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { reorderMachine } from './reorder.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { mergeCart, reorder } from '../../src/api/cart.ts'

/** Reorder wired to the API and the browser's cart (the account's saved cart is made first if there is none yet). */
export function provideReorder(api: ApiClient, cart: ActorRefFrom<typeof cartMachine>) {
  return reorderMachine.provide({
    actors: {
      reorder: fromPromise(async ({ input, signal }) => {
        let owner = cart.getSnapshot().context.owner
        if (!owner) {
          owner = await mergeCart(api, undefined, signal)
          cart.send({ type: 'cart.takeUp', owner })
          await waitFor(cart, (state) => state.matches('ready'), { signal })
        }
        return reorder(api, input.orderNumber, owner, signal)
      }),
    },
  })
}
