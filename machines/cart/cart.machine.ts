import { and, assign, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate'
import { answer } from '../store/system.ts'
import { shipsSomething, type Cart, type CartChange } from '../../src/domain/cart.ts'
import type { GiftCardOrder } from '../../src/domain/gift-card.ts'
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
  /** Who asked for the stock check (checkout), answered when it is done. */
  reviewFor?: AnyActorRef
  /** Who asked for the change being saved (the builder, My variety packs), answered when it is saved or refused. */
  changeFor?: AnyActorRef
}

/** What the cart answers the charts that ask it something (their `replyTo`). */
export type CartAnswer =
  /** Stock was checked: the cart's owner (none for a visitor without a cart) and how many lines it holds. */
  /** Whether the lines hold anything to ship: e-gift cards alone do not. */
  | { type: 'cart.reviewed'; owner?: CartOwner; lines: number; ships?: boolean }
  /** The cart could not be read, or its stock could not be checked. */
  | { type: 'cart.unavailable'; errorKey: string }
  | { type: 'cart.changed' }
  | { type: 'cart.refused'; errorKey: string }
  | { type: 'cart.identified'; owner?: CartOwner }

export type CartEvent =
  /** The session has its handshake: the cart is read. */
  | { type: 'cart.open' }
  | { type: 'cart.add'; itemId: string; quantity: number }
  | { type: 'cart.setQuantity'; lineId: string; quantity: number }
  | { type: 'cart.remove'; lineId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.addMultipack'; picks: MultipackPick[]; replyTo?: AnyActorRef }
  | { type: 'cart.setMultipack'; lineId: string; picks: MultipackPick[]; replyTo?: AnyActorRef }
  /** An e-gift card from the gift card page, which is answered. */
  | { type: 'cart.addGiftCard'; giftCard: GiftCardOrder; replyTo?: AnyActorRef }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.refresh' }
  /** The cart page opened, or checkout asks (and is answered) whether there is something to buy. */
  | { type: 'cart.review'; replyTo?: AnyActorRef }
  /** Which cart this is (reorder and the sign-in merge work on it on the server). */
  | { type: 'cart.identify'; replyTo: AnyActorRef }
  | { type: 'cart.retry' }
  | { type: 'cart.openMiniCart' }
  | { type: 'cart.closeMiniCart' }
  /** An order closed the cart: the new empty cart the server gave is the shopper's now. */
  | { type: 'cart.takeUp'; owner: CartOwner }
  /** The shopper signed out: this browser forgets the account's cart and starts afresh. */
  | { type: 'cart.forget' }

/** The stock check asked for (by checkout) is answered. */
function answerReview(reply: (args: { context: CartContext }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ context }) => context.reviewFor, reply)
}
/** The change asked for (by the builder, My variety packs) is answered. */
function answerChange(reply: (args: { context: CartContext }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ context }) => context.changeFor, reply)
}
/** Whoever asked is answered. */
function answerAsker(reply: (args: { context: CartContext }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ event }) => ('replyTo' in event ? event.replyTo : undefined), reply)
}

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
    /** Another tab changed the cart: this one reloads it. */
    otherTabs: fromCallback(() => {}),
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
  initial: 'asleep',
  invoke: { id: 'otherTabs', src: 'otherTabs' },
  on: {
    'cart.openMiniCart': { actions: assign({ miniCartOpen: true }) },
    'cart.closeMiniCart': { actions: assign({ miniCartOpen: false }) },
    'cart.review': { actions: assign({ reviewWanted: true, reviewFor: ({ context, event }) => event.replyTo ?? context.reviewFor }) },
    'cart.identify': { actions: answerAsker(({ context }) => ({ type: 'cart.identified', owner: context.owner })) },
    // A mix sent while the cart is busy is refused, and may be sent again.
    'cart.addMultipack': { actions: answerAsker(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })) },
    'cart.setMultipack': { actions: answerAsker(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })) },
    'cart.addGiftCard': { actions: answerAsker(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })) },
  },
  states: {
    // Until the store can call the server.
    asleep: {
      on: { 'cart.open': 'restoring' },
    },
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
      entry: [answerReview(({ context }) => ({ type: 'cart.unavailable', errorKey: context.error ?? 'requestFailed' })), assign({ reviewFor: undefined })],
      on: {
        'cart.retry': { target: 'loading', actions: assign({ error: undefined }) },
        // Checkout opening tries again.
        'cart.review': { target: 'loading', actions: assign({ error: undefined, reviewWanted: true, reviewFor: ({ event }) => event.replyTo }) },
      },
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
            {
              guard: 'wantsReview',
              actions: [
                answerReview(({ context }) => ({ type: 'cart.reviewed', owner: context.owner, lines: 0 })),
                assign({ reviewWanted: false, reviewFor: undefined }),
              ],
            },
          ],
          on: {
            'cart.add': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.setQuantity': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.remove': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.clear': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.removeCoupon': { target: 'saving', actions: { type: 'queueChange', params: ({ event }) => toChange(event) } },
            'cart.applyCoupon': { guard: 'knowsItsCart', target: 'applyingCoupon', actions: assign({ couponError: undefined }) },
            'cart.addMultipack': {
              target: 'saving',
              actions: [{ type: 'queueChange', params: ({ event }) => toChange(event) }, assign({ changeFor: ({ event }) => event.replyTo })],
            },
            'cart.setMultipack': {
              target: 'saving',
              actions: [{ type: 'queueChange', params: ({ event }) => toChange(event) }, assign({ changeFor: ({ event }) => event.replyTo })],
            },
            'cart.addGiftCard': {
              target: 'saving',
              actions: [{ type: 'queueChange', params: ({ event }) => toChange(event) }, assign({ changeFor: ({ event }) => event.replyTo })],
            },
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
              actions: [
                assign({ cart: ({ context, event }) => context.cart && withAvailability(context.cart, event.output) }),
                answerReview(({ context }) => ({
                  type: 'cart.reviewed',
                  owner: context.owner,
                  lines: context.cart?.cartItems.length ?? 0,
                  ships: shipsSomething(context.cart?.cartItems ?? []),
                })),
                assign({ reviewFor: undefined }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => errorKeyOf(event.error) }),
                answerReview(({ context }) => ({ type: 'cart.unavailable', errorKey: context.error! })),
                assign({ reviewFor: undefined }),
              ],
            },
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
                answerChange(() => ({ type: 'cart.changed' })),
                assign({ changeFor: undefined }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => errorKeyOf(event.error), pending: undefined }),
                answerChange(({ context }) => ({ type: 'cart.refused', errorKey: context.error! })),
                assign({ changeFor: undefined }),
              ],
            },
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
    case 'cart.addGiftCard':
      return { type: 'addGiftCard', giftCard: event.giftCard }
    default:
      return { type: 'clear' }
  }
}
