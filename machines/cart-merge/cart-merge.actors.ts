import { fromPromise, type ActorRefFrom } from 'xstate'
import { cartMergeMachine } from './cart-merge.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { mergeCart } from '../../src/api/cart.ts'

/** The merge wired to the API and to the browser's cart. */
export function provideCartMerge(api: ApiClient, cart: ActorRefFrom<typeof cartMachine>) {
  return cartMergeMachine.provide({
    actors: { mergeCart: fromPromise(({ signal }) => mergeCart(api, cart.getSnapshot().context.owner, signal)) },
    actions: { takeUp: (_, owner) => cart.send({ type: 'cart.takeUp', owner }) },
  })
}
