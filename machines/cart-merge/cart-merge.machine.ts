import { assign, fromPromise, setup } from 'xstate'
import type { CartOwner } from '../../src/domain/cart.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'

export interface CartMergeContext {
  /** A message id for a merge that could not be made. */
  error?: string
}

export type CartMergeEvent = { type: 'cartMerge.start' }

/**
 * The cart at sign-in (SPEC §4): the guest's cart is merged into the account's saved cart on the
 * server, and this browser takes up the account's cart; signed in elsewhere too, it is the same cart.
 * A merge that fails leaves the guest's cart as it was and says so.
 */
export const cartMergeMachine = setup({
  types: { context: {} as CartMergeContext, events: {} as CartMergeEvent },
  actors: {
    /** The guest's cart (if any) merged into the account's; the answer is the account's cart. */
    mergeCart: fromPromise<CartOwner, void>(() => Promise.reject(new Error('mergeCart is provided by the app'))),
  },
  actions: {
    /** The browser's cart becomes the account's. */
    takeUp: (_, _owner: CartOwner) => {},
    /** Tells the shopper the carts could not be merged. */
    tellMergeFailed: (_, _errorKey: string) => {},
  },
}).createMachine({
  id: 'cartMerge',
  context: {},
  initial: 'idle',
  on: { 'cartMerge.start': { target: '.merging', actions: assign({ error: undefined }) } },
  states: {
    idle: {},
    merging: {
      tags: ['busy'],
      invoke: {
        id: 'mergeCart',
        src: 'mergeCart',
        onDone: { target: 'merged', actions: { type: 'takeUp', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorKeyOf(event.error) }),
            { type: 'tellMergeFailed', params: ({ context }) => context.error ?? 'requestFailed' },
          ],
        },
      },
    },
    merged: {},
    failed: {},
  },
})
