import { and, assign, fromPromise, setup } from 'xstate'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import type { CartOwner } from '../../src/domain/cart.ts'
import { PERSISTED_STATE_TIMEOUT_MS } from '../../src/domain/constants.ts'
import { cartAmount, persistCartData, type PersistCartLine } from '../../src/domain/persist-cart.ts'
import type { ItemsAvailability } from '../../src/domain/availability.ts'
import type { MultipackPick } from '../../src/domain/multipack.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'

export interface CartContext {
  owner?: CartOwner
  cart?: Cart
  /** The change being sent to the server. */
  pending?: CartChange
  /** A message id for the last change the server refused; the cart stays as it was. */
  error?: string
  /** A message id for the last coupon the server refused. */
  couponError?: string
  miniCartOpen: boolean
  /** What the persisted cart held, until the server's copy arrives; kept to rebuild a cart the server no longer knows. */
  restoredLines?: PersistCartLine[]
  /** The shopper opened the cart page: stock is checked again as soon as the cart is ready. */
  reviewWanted: boolean
}

export type CartEvent =
  | { type: 'cart.add'; itemId: string; quantity: number }
  | { type: 'cart.setQuantity'; lineId: string; quantity: number }
  | { type: 'cart.remove'; lineId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.addMultipack'; picks: MultipackPick[] }
  | { type: 'cart.setMultipack'; lineId: string; picks: MultipackPick[] }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.refresh' }
  | { type: 'cart.review' }
  | { type: 'cart.retry' }
  | { type: 'cart.openMiniCart' }
  | { type: 'cart.closeMiniCart' }
  /** An order closed the cart: the new empty cart the server gave is the shopper's now. */
  | { type: 'cart.takeUp'; owner: CartOwner }
  /** The shopper signed out: this browser forgets the account's cart and starts afresh. */
  | { type: 'cart.forget' }

/** The shopper's cart: loaded (or made) from the server, changed one request at a time, opened as a mini cart on add. */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as { owner?: CartOwner } },
  actors: {
    restoreCart: fromPromise<Cart | undefined>(() => Promise.resolve(undefined)),
    recreateCart: fromPromise<CartOwner, { lines: PersistCartLine[]; cartamount: number }>(() =>
      Promise.reject(new Error('recreateCart is provided by the app')),
    ),
    checkAvailability: fromPromise<ItemsAvailability, { owner: CartOwner }>(() => Promise.reject(new Error('checkAvailability is provided by the app'))),
    loadCart: fromPromise<Cart, { owner?: CartOwner }>(() => Promise.reject(new Error('loadCart is provided by the app'))),
    saveCart: fromPromise<Cart, { owner?: CartOwner; change: CartChange }>(() => Promise.reject(new Error('saveCart is provided by the app'))),
    applyCoupon: fromPromise<Cart, { owner: CartOwner; code: string }>(() => Promise.reject(new Error('applyCoupon is provided by the app'))),
  },
  actions: {
    queueChange: assign({ error: undefined, pending: (_, change: CartChange) => change }),
    /** Keeps the cart's id and token, once there is a cart. */
    storeOwner: (_, _owner: CartOwner | undefined) => {},
    persistCart: (_, _cart: Cart) => {},
    forgetOwner: () => {},
    announceChange: () => {},
    trackChange: (_, _change: { before?: Cart; after: Cart }) => {},
  },
  guards: {
    wasRefusedAsNotOurs: ({ context, event }) => context.owner !== undefined && errorKeyOf((event as { error?: unknown }).error) === 'cartNotYours',
    wasClosedByAnOrder: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'cartClosed',
    hasRestoredLines: ({ context }) => (context.restoredLines?.length ?? 0) > 0,
    knowsItsCart: ({ context }) => context.owner !== undefined,
    wantsReview: ({ context }) => context.reviewWanted,
  },
  delays: { persistedStateTimeout: PERSISTED_STATE_TIMEOUT_MS },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ owner: input.owner, miniCartOpen: false, reviewWanted: false }),
  initial: 'restoring',
  on: {
    'cart.openMiniCart': { actions: assign({ miniCartOpen: true }) },
    'cart.closeMiniCart': { actions: assign({ miniCartOpen: false }) },
    'cart.review': { actions: assign({ reviewWanted: true }) },
  },
  states: {
    // The cart persisted in the browser shows at once; past the time-out the cart starts from the server's copy alone.
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreCart',
        src: 'restoreCart',
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => (event.output ? { cart: event.output, restoredLines: persistCartData(event.output) } : {})),
        },
        onError: 'loading',
      },
      after: { persistedStateTimeout: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event, context }) => ({ cart: event.output, restoredLines: undefined, owner: ownerFrom(event.output, context.owner) })),
            { type: 'storeOwner', params: ({ context }) => context.owner },
            { type: 'persistCart', params: ({ event }) => event.output },
          ],
        },
        onError: [
          // An order was placed with the stored cart (in another tab): the shopper starts a new one, nothing rebuilt.
          {
            guard: 'wasClosedByAnOrder',
            target: 'loading',
            reenter: true,
            actions: [assign({ owner: undefined, restoredLines: undefined, cart: undefined }), 'forgetOwner'],
          },
          // A stored cart the server no longer knows, or that is not ours: rebuild it from what was persisted, else start afresh.
          { guard: and(['wasRefusedAsNotOurs', 'hasRestoredLines']), target: 'recreating', actions: [assign({ owner: undefined }), 'forgetOwner'] },
          { guard: 'wasRefusedAsNotOurs', target: 'loading', reenter: true, actions: [assign({ owner: undefined }), 'forgetOwner'] },
          { target: 'failed', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        ],
      },
    },
    recreating: {
      tags: ['busy'],
      invoke: {
        id: 'recreateCart',
        src: 'recreateCart',
        input: ({ context }) => ({ lines: context.restoredLines ?? [], cartamount: cartAmount(context.cart?.cartItems ?? []) }),
        onDone: {
          target: 'loading',
          actions: [assign({ owner: ({ event }) => event.output, restoredLines: undefined }), { type: 'storeOwner', params: ({ event }) => event.output }],
        },
        onError: { target: 'loading', actions: assign({ restoredLines: undefined }) },
      },
    },
    failed: {
      on: { 'cart.retry': { target: 'loading', actions: assign({ error: undefined }) } },
    },
    ready: {
      initial: 'idle',
      on: {
        'cart.refresh': '#cart.loading',
        'cart.takeUp': {
          target: '#cart.loading',
          actions: [
            assign({ owner: ({ event }) => event.owner, cart: undefined, restoredLines: undefined }),
            { type: 'storeOwner', params: ({ event }) => event.owner },
          ],
        },
        'cart.forget': { target: '#cart.loading', actions: [assign({ owner: undefined, cart: undefined, restoredLines: undefined }), 'forgetOwner'] },
      },
      states: {
        idle: {
          always: [
            // A visitor with no cart yet has nothing to check.
            { guard: and(['wantsReview', 'knowsItsCart']), target: 'reviewing' },
            { guard: 'wantsReview', actions: assign({ reviewWanted: false }) },
          ],
          on: {
            'cart.add': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.setQuantity': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.remove': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.clear': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.removeCoupon': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.applyCoupon': { guard: 'knowsItsCart', target: 'applyingCoupon', actions: assign({ couponError: undefined }) },
            'cart.addMultipack': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.setMultipack': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
          },
        },
        // Stock is checked again when the cart opens: lines the location can no longer supply are marked.
        reviewing: {
          tags: ['busy'],
          entry: assign({ reviewWanted: false, error: undefined }),
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({ context }) => ({ owner: context.owner! }),
            onDone: {
              target: 'idle',
              actions: assign({ cart: ({ context, event }) => context.cart && withAvailability(context.cart, event.output) }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => ({ owner: context.owner, change: context.pending! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'trackChange', params: ({ context, event }) => ({ before: context.cart, after: event.output }) },
                assign({
                  // A visitor's cart is made with their first change; its token comes back once.
                  owner: ({ context, event }) => ownerFrom(event.output, context.owner),
                  cart: ({ event }) => event.output,
                  miniCartOpen: ({ context }) => context.miniCartOpen || context.pending?.type === 'add',
                  pending: undefined,
                }),
                { type: 'storeOwner', params: ({ context }) => context.owner },
                { type: 'persistCart', params: ({ event }) => event.output },
                'announceChange',
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorKeyOf(event.error), pending: undefined }) },
          },
        },
        applyingCoupon: {
          tags: ['busy'],
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: ({ context, event }) => ({ owner: context.owner!, code: event.type === 'cart.applyCoupon' ? event.code : '' }),
            onDone: {
              target: 'idle',
              actions: [assign({ cart: ({ event }) => event.output }), { type: 'persistCart', params: ({ event }) => event.output }, 'announceChange'],
            },
            onError: { target: 'idle', actions: assign({ couponError: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
      },
    },
  },
})

/** The cart's id and token when the server has just given them (a cart made or taken up), else the owner known so far. */
function ownerFrom(cart: Cart, known: CartOwner | undefined): CartOwner | undefined {
  return cart.cartId && cart.cartToken ? { cartId: cart.cartId, cartToken: cart.cartToken } : known
}

function withAvailability(cart: Cart, checked: ItemsAvailability): Cart {
  const fresh = new Map(checked.lines.map((line) => [line.lineId, line.availableQty]))
  return { ...cart, cartItems: cart.cartItems.map((line) => ({ ...line, availableQty: fresh.get(line.lineId) ?? line.availableQty })) }
}

function toChange(event: CartEvent): CartChange {
  switch (event.type) {
    case 'cart.add':
      return { type: 'add', itemId: event.itemId, quantity: event.quantity }
    case 'cart.setQuantity':
      return { type: 'set', lineId: event.lineId, quantity: event.quantity }
    case 'cart.remove':
      return { type: 'remove', lineId: event.lineId }
    case 'cart.removeCoupon':
      return { type: 'removeCoupon' }
    case 'cart.addMultipack':
      return { type: 'addMultipack', picks: event.picks }
    case 'cart.setMultipack':
      return { type: 'setMultipack', lineId: event.lineId, picks: event.picks }
    default:
      return { type: 'clear' }
  }
}
