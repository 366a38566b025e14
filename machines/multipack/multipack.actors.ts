import { fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'

export interface MultipackDeps {
  cart: ActorRefFrom<typeof cartMachine>
}

/** The variety-pack builder wired to the shopper's cart. */
export function provideMultipack({ cart }: MultipackDeps) {
  return multipackMachine.provide({
    actors: {
      // The mix goes through the cart like any other change: one at a time, tracked, and persisted.
      sendToCart: fromPromise(async ({ input }) => {
        const picks = input.picks.map(({ productId, quantity }) => ({ productId, quantity }))
        const change = input.editing ? { type: 'cart.setMultipack' as const, lineId: input.editing, picks } : { type: 'cart.addMultipack' as const, picks }
        if (!cart.getSnapshot().can(change)) throw { errorKey: 'cartBusy' }
        cart.send(change)
        const settled = await waitFor(cart, (state) => !state.hasTag('busy'))
        if (settled.context.error) throw { errorKey: settled.context.error }
      }),
    },
  })
}
