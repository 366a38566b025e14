import { assign, fromPromise, setup } from 'xstate'
import { errorKeyOf } from '../../src/domain/envelope.ts'

export interface ReorderInput {
  orderNumber: string
}

export interface ReorderContext {
  orderNumber: string
  /** The order's lines that could not come back in their number. */
  short: string[]
  /** A message id for a reorder that could not be made. */
  error?: string
}

export type ReorderEvent = { type: 'reorder.start' }

/** Reorder (SPEC §1): a past order's lines back into the cart, as much as can be had now; then the cart. */
export const reorderMachine = setup({
  types: { context: {} as ReorderContext, events: {} as ReorderEvent, input: {} as ReorderInput },
  actors: {
    reorder: fromPromise<{ short: string[] }, { orderNumber: string }>(() => Promise.reject(new Error('reorder is provided by the app'))),
  },
  actions: {
    /** The cart shows what came back, and the shopper is taken to it. */
    showCart: (_, _short: string[]) => {},
  },
}).createMachine({
  id: 'reorder',
  context: ({ input }) => ({ orderNumber: input.orderNumber, short: [] }),
  initial: 'idle',
  states: {
    idle: { on: { 'reorder.start': { target: 'reordering', actions: assign({ error: undefined }) } } },
    reordering: {
      tags: ['busy'],
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }) => ({ orderNumber: context.orderNumber }),
        onDone: {
          target: 'done',
          actions: [assign({ short: ({ event }) => event.output.short }), { type: 'showCart', params: ({ event }) => event.output.short }],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    done: {},
  },
})
