import { fromPromise } from 'xstate'
import { cartMergeMachine } from './cart-merge.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { mergeCart } from '#api/cart.ts'

/** The merge wired to the API. */
export function provideCartMerge(api: ApiClient) {
  return cartMergeMachine.provide({
    actors: { mergeCart: fromPromise(({ input, signal }) => mergeCart(api, input.guest, signal)) },
  })
}
