import { fromPromise, type ActorRefFrom } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { saveCart } from '../../src/api/cart.ts'
import type { Locale } from '../../src/domain/locale.ts'
import type { Track } from '../../src/analytics/data-layer.ts'
import { MULTIPACK_SIZE } from '../../src/domain/constants.ts'

export interface MultipackDeps {
  api: ApiClient
  cart: ActorRefFrom<typeof cartMachine>
  locale: () => Locale
  track: Track
}

/** The variety-pack builder wired to the shopper's cart. */
export function provideMultipack({ api, cart, locale, track }: MultipackDeps) {
  return multipackMachine.provide({
    actors: {
      sendToCart: fromPromise(async ({ input, signal }) => {
        const owner = cart.getSnapshot().context.owner
        if (!owner) throw { errorKey: 'requestFailed' }
        const picks = input.picks.map(({ productId, quantity }) => ({ productId, quantity }))
        const change = input.editing ? { type: 'setMultipack' as const, lineId: input.editing, picks } : { type: 'addMultipack' as const, picks }
        await saveCart(api, owner, change, locale(), signal)
        cart.send({ type: 'cart.refresh' })
      }),
    },
    actions: {
      trackProgress: (_, { packs }) => track({ event: 'multipack_progress', packs, size: MULTIPACK_SIZE }),
    },
  })
}
