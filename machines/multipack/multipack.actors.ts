import { fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { saveMix } from '../../src/api/mixes.ts'
import type { MultipackPick } from '../../src/domain/multipack.ts'

export interface MultipackDeps {
  api: ApiClient
  cart: ActorRefFrom<typeof cartMachine>
}

/** A 30-pack goes through the cart like any other change: one at a time, tracked, and persisted; a cart line given is changed in place. */
export async function sendMixToCart(cart: ActorRefFrom<typeof cartMachine>, picks: readonly MultipackPick[], editing?: string) {
  const mix = picks.map(({ productId, quantity }) => ({ productId, quantity }))
  const change = editing ? { type: 'cart.setMultipack' as const, lineId: editing, picks: mix } : { type: 'cart.addMultipack' as const, picks: mix }
  if (!cart.getSnapshot().can(change)) throw { errorKey: 'cartBusy' }
  cart.send(change)
  const settled = await waitFor(cart, (state) => !state.hasTag('busy'))
  if (settled.context.error) throw { errorKey: settled.context.error }
}

/** The variety-pack builder wired to the shopper's cart, and to My variety packs. */
export function provideMultipack({ api, cart }: MultipackDeps) {
  return multipackMachine.provide({
    actors: {
      sendToCart: fromPromise(({ input }) => sendMixToCart(cart, input.picks, input.editing)),
      saveMix: fromPromise(async ({ input, signal }) => {
        const picks = input.picks.map(({ productId, quantity }) => ({ productId, quantity }))
        const { id, name } = await saveMix(api, { id: input.id, name: input.name, picks }, signal)
        return { id, name }
      }),
    },
  })
}
