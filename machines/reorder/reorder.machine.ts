import { assign, fromPromise, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartOwner } from '#domain/cart.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { errorKeyOf } from '#domain/envelope.ts'

export interface ReorderInput {
  orderNumber: string
}

export interface ReorderContext {
  orderNumber: string
  /** The browser's cart, as the cart said; none yet for a customer who has never had one here. */
  owner?: CartOwner
  /** The order's lines that could not come back in their number. */
  short: string[]
  /** A message id for a reorder that could not be made. */
  error?: string
}

export type ReorderEvent = { type: 'reorder.start' } | Extract<CartAnswer, { type: 'cart.identified' }>

/** Reorder (SPEC §1): a past order's lines back into the cart, as much as can be had now; then the cart. */
export const reorderMachine = setup({
  types: { context: {} as ReorderContext, events: {} as ReorderEvent, input: {} as ReorderInput },
  actors: {
    /** The order's lines into the cart (the account's cart is made first when there is none): the cart they went to, and what ran short. */
    reorder: fromPromise<{ owner: CartOwner; short: string[] }, { orderNumber: string; owner?: CartOwner }>(() =>
      Promise.reject(new Error('reorder is provided by the app')),
    ),
  },
  actions: {
    /** Asks the cart which cart it is. */
    askWhichCart: viaStore('cart', ({ self }) => ({ type: 'cart.identify', replyTo: self })),
    /** The browser's cart shows what came back (the account's, when it was made just now). */
    takeUpCart: viaStore('cart', (_, owner: CartOwner) => ({ type: 'cart.takeUp', owner })),
    /** The shopper is taken to the cart, told when something ran short. */
    showCart: (_, _short: string[]) => {},
  },
}).createMachine({
  id: 'reorder',
  context: ({ input }) => ({ orderNumber: input.orderNumber, short: [] }),
  initial: 'idle',
  states: {
    idle: { on: { 'reorder.start': { target: 'findingCart', actions: assign({ error: undefined }) } } },
    findingCart: {
      tags: ['busy'],
      entry: 'askWhichCart',
      on: { 'cart.identified': { target: 'reordering', actions: assign({ owner: ({ event }) => event.owner }) } },
    },
    reordering: {
      tags: ['busy'],
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }) => ({ orderNumber: context.orderNumber, owner: context.owner }),
        onDone: {
          target: 'done',
          actions: [
            assign({ short: ({ event }) => event.output.short }),
            { type: 'takeUpCart', params: ({ event }) => event.output.owner },
            { type: 'showCart', params: ({ event }) => event.output.short },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    done: {},
  },
})
