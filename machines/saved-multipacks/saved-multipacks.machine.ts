import { assign, fromPromise, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { isMultipackAvailable, type NamedMultipack } from '#domain/saved-multipack.ts'
import { problemOf } from '#domain/envelope.ts'

export interface SavedMultipacksContext {
  multipacks: NamedMultipack[]
  /** The mix the shopper is sending to the cart, or asked to delete until they say yes or keep it. */
  chosen?: string
  /** The mix that went to the cart last. */
  added?: string
  /** A message id for a change that could not be made; the list stays as it was. */
  error?: string
}

export type SavedMultipacksEvent =
  | { type: 'savedMultipacks.addToCart'; id: string }
  | { type: 'savedMultipacks.delete'; id: string }
  | { type: 'savedMultipacks.confirmDelete' }
  | { type: 'savedMultipacks.keep' }
  /** The cart's answer to the mix sent to it. */
  | Extract<CartAnswer, { type: 'cart.changed' | 'cart.refused' }>

/** My variety packs: a saved mix goes to the cart as a new 30-pack, or is deleted once the shopper says yes. */
export const savedMultipacksMachine = setup({
  types: { context: {} as SavedMultipacksContext, events: {} as SavedMultipacksEvent, input: {} as { multipacks: NamedMultipack[] } },
  actors: {
    /** Deletes the mix, and answers the list as the server keeps it. */
    deleteMultipack: fromPromise<NamedMultipack[], { id: string }>(() => Promise.reject(new Error('deleteMultipack is provided by the app'))),
  },
  actions: {
    /** The chosen mix goes to the cart whole, as saved, as a new 30-pack; the cart answers. */
    sendToCart: viaStore<SavedMultipacksContext>('cart', ({ context, self }) => ({
      type: 'cart.addMultipack',
      picks: context.multipacks.find((multipack) => multipack.id === context.chosen)!.picks.map(({ productId, quantity }) => ({ productId, quantity })),
      replyTo: self,
    })),
  },
  guards: {
    /** A mix whose snacks can all be had; one that cannot is edited first. */
    isAvailable: ({ context }, id: string) => context.multipacks.some((multipack) => multipack.id === id && isMultipackAvailable(multipack)),
  },
}).createMachine({
  id: 'savedMultipacks',
  context: ({ input }) => ({ multipacks: input.multipacks }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'savedMultipacks.addToCart': {
          guard: { type: 'isAvailable', params: ({ event }) => event.id },
          target: 'adding',
          actions: assign({ chosen: ({ event }) => event.id, error: undefined, added: undefined }),
        },
        'savedMultipacks.delete': { target: 'confirming', actions: assign({ chosen: ({ event }) => event.id, error: undefined, added: undefined }) },
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
        'savedMultipacks.confirmDelete': 'deleting',
        'savedMultipacks.keep': { target: 'listing', actions: assign({ chosen: undefined }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteMultipack',
        src: 'deleteMultipack',
        input: ({ context }) => ({ id: context.chosen! }),
        onDone: { target: 'listing', actions: assign({ multipacks: ({ event }) => event.output, chosen: undefined }) },
        onError: { target: 'listing', actions: assign({ error: ({ event }) => problemOf(event.error), chosen: undefined }) },
      },
    },
  },
})
