import { assign, fromPromise, sendTo, setup } from 'xstate'
import { member } from '../store/system.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import type { CartOwner } from '#domain/cart.ts'
import { ANSWER_WAIT_MS, errorKeyOf, MessageId } from '#domain/envelope.ts'

export interface CartMergeContext {
  /** The guest's cart in this browser, as the cart said; none when they had not made one. */
  guest?: CartOwner
  /** A message id for a merge that could not be made. */
  error?: string
}

export type CartMergeEvent = { type: 'cartMerge.start' } | Extract<CartAnswer, { type: 'cart.identified' }>

/**
 * The cart at sign-in (SPEC §4): once the changes the guest made are saved, the guest's cart is
 * merged into the account's saved cart on the server, and this browser takes up the account's cart;
 * signed in elsewhere too, it is the same cart.
 * A merge that fails leaves the guest's cart as it was and says so.
 */
export const cartMergeMachine = setup({
  types: { context: {} as CartMergeContext, events: {} as CartMergeEvent },
  actors: {
    /** The guest's cart (if any) merged into the account's; the answer is the account's cart. */
    mergeCart: fromPromise<CartOwner, { guest?: CartOwner }>(() => Promise.reject(new Error('mergeCart is provided by the app'))),
  },
  actions: {
    /** Asks the cart which cart the guest has, once every change the guest made is saved; it then waits for the account's. */
    askWhichCart: sendTo(member('cart'), ({ self }) => ({ type: 'cart.handOver', replyTo: self })),
    /** The browser's cart becomes the account's. */
    takeUp: sendTo(member('cart'), (_, owner: CartOwner) => ({ type: 'cart.takeUp', owner })),
    /** The guest's cart goes on as it was. */
    keepCart: sendTo(member('cart'), { type: 'cart.keep' }),
    /** Tells the shopper the carts could not be merged. */
    tellMergeFailed: (_, _errorKey: string) => {},
  },
  delays: { answerWait: ANSWER_WAIT_MS },
}).createMachine({
  id: 'cartMerge',
  context: {},
  initial: 'idle',
  on: { 'cartMerge.start': { target: '.findingCart', actions: assign({ error: undefined }) } },
  states: {
    idle: {},
    findingCart: {
      tags: ['busy'],
      entry: 'askWhichCart',
      on: { 'cart.identified': { target: 'merging', actions: assign({ guest: ({ event }) => event.owner }) } },
    },
    merging: {
      tags: ['busy'],
      // No answer in time: the guest's cart goes on as it was (a merge that lands later is found by the cart's next reading, signed in).
      after: {
        answerWait: {
          target: 'failed',
          actions: [assign({ error: MessageId.requestFailed }), 'keepCart', { type: 'tellMergeFailed', params: MessageId.requestFailed }],
        },
      },
      invoke: {
        id: 'mergeCart',
        src: 'mergeCart',
        input: ({ context }) => ({ guest: context.guest }),
        onDone: { target: 'merged', actions: { type: 'takeUp', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorKeyOf(event.error) }),
            'keepCart',
            { type: 'tellMergeFailed', params: ({ context }) => context.error ?? 'requestFailed' },
          ],
        },
      },
    },
    merged: {},
    failed: {},
  },
})
