import { assign, fromPromise, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { isMixAvailable, type Mix } from '#domain/mix.ts'
import { problemOf } from '#domain/envelope.ts'

export interface SavedMixesContext {
  mixes: Mix[]
  /** The mix the shopper is sending to the cart, or asked to delete until they say yes or keep it. */
  chosen?: string
  /** The mix that went to the cart last. */
  added?: string
  /** A message id for a change that could not be made; the list stays as it was. */
  error?: string
}

export type SavedMixesEvent =
  | { type: 'savedMixes.addToCart'; id: string }
  | { type: 'savedMixes.delete'; id: string }
  | { type: 'savedMixes.confirmDelete' }
  | { type: 'savedMixes.keep' }
  /** The cart's answer to the mix sent to it. */
  | Extract<CartAnswer, { type: 'cart.changed' | 'cart.refused' }>

/** My variety packs: a saved mix goes to the cart as a new 30-pack, or is deleted once the shopper says yes. */
export const savedMixesMachine = setup({
  types: { context: {} as SavedMixesContext, events: {} as SavedMixesEvent, input: {} as { mixes: Mix[] } },
  actors: {
    /** Deletes the mix, and answers the list as the server keeps it. */
    deleteMix: fromPromise<Mix[], { id: string }>(() => Promise.reject(new Error('deleteMix is provided by the app'))),
  },
  actions: {
    /** The chosen mix goes to the cart whole, as saved, as a new 30-pack; the cart answers. */
    sendToCart: viaStore<SavedMixesContext>('cart', ({ context, self }) => ({
      type: 'cart.addMultipack',
      picks: context.mixes.find((mix) => mix.id === context.chosen)!.picks.map(({ productId, quantity }) => ({ productId, quantity })),
      replyTo: self,
    })),
  },
  guards: {
    /** A mix whose snacks can all be had; one that cannot is edited first. */
    isAvailable: ({ context }, id: string) => context.mixes.some((mix) => mix.id === id && isMixAvailable(mix)),
  },
}).createMachine({
  id: 'savedMixes',
  context: ({ input }) => ({ mixes: input.mixes }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'savedMixes.addToCart': {
          guard: { type: 'isAvailable', params: ({ event }) => event.id },
          target: 'adding',
          actions: assign({ chosen: ({ event }) => event.id, error: undefined, added: undefined }),
        },
        'savedMixes.delete': { target: 'confirming', actions: assign({ chosen: ({ event }) => event.id, error: undefined, added: undefined }) },
      },
    },
    adding: {
      tags: ['busy'],
      entry: 'sendToCart',
      on: {
        'cart.changed': { target: 'listing', actions: assign({ added: ({ context }) => context.chosen, chosen: undefined }) },
        'cart.refused': { target: 'listing', actions: assign({ error: ({ event }) => event.errorKey, chosen: undefined }) },
      },
    },
    confirming: {
      on: {
        'savedMixes.confirmDelete': 'deleting',
        'savedMixes.keep': { target: 'listing', actions: assign({ chosen: undefined }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteMix',
        src: 'deleteMix',
        input: ({ context }) => ({ id: context.chosen! }),
        onDone: { target: 'listing', actions: assign({ mixes: ({ event }) => event.output, chosen: undefined }) },
        onError: { target: 'listing', actions: assign({ error: ({ event }) => problemOf(event.error), chosen: undefined }) },
      },
    },
  },
})
