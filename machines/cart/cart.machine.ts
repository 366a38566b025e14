import { and, assign, enqueueActions, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate'
import { answer } from '../store/system.ts'
import { shipsSomething, type Cart, type CartChange } from '#domain/cart.ts'
import type { GiftCardOrder } from '#domain/gift-card.ts'
import type { CartOwner } from '#domain/cart.ts'
import { PERSISTED_STATE_TIMEOUT_MS } from '#domain/constants.ts'
import { cartAmount, persistCartData, type PersistCartLine } from '#domain/persist-cart.ts'
import type { ItemsAvailability } from '#domain/availability.ts'
import type { MultipackPick } from '#domain/multipack.ts'
import { ANSWER_WAIT_MS, errorKeyOf, isWorthRetrying, retryWait } from '#domain/envelope.ts'
import { withChange, type CartWrite, type WaitingChange } from '#domain/cart-waiting.ts'

export interface CartContext {
  owner?: CartOwner
  cart?: Cart
  /** The shopper's changes the server does not have yet, in the order made: kept in the browser, sent one at a time, the first first. */
  waiting: WaitingChange[]
  /** Who asked for a waiting change (the builder, the gift card page), by the change's id: answered when it is saved or refused. */
  askers: Record<string, AnyActorRef>
  /** How often the first waiting change has been sent in vain: each wait before sending it again is longer. */
  retries: number
  /** Whether the browser has a connection. */
  online: boolean
  /** Every change made since the cart opened is saved. */
  saved: boolean
  /** A message id for the last change the server refused; the change was taken back. */
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
  /** The sign-in, asking for the cart to merge into the account's: answered once no change is on its way. */
  handOverTo?: AnyActorRef
}

/** A change as the shopper made it, with who asked for it. */
interface QueuedChange {
  write: CartWrite
  title?: string
  replyTo?: AnyActorRef
}

export interface CartInput {
  owner?: CartOwner
  /** The changes this browser kept that the server did not have yet (a reload, another tab, the last visit). */
  waiting?: WaitingChange[]
  online?: boolean
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
  /** A snack added; its name shows while the change waits. */
  | { type: 'cart.add'; itemId: string; quantity: number; title?: string }
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
  /** Which cart this is (reorder works on it on the server). */
  | { type: 'cart.identify'; replyTo: AnyActorRef }
  /** The sign-in merges this cart into the account's: it is answered which cart this is once every change made is saved, and the cart then waits for the account's. */
  | { type: 'cart.handOver'; replyTo: AnyActorRef }
  /** The sign-in could not merge the carts: this one goes on as it was. */
  | { type: 'cart.keep' }
  | { type: 'cart.retry' }
  | { type: 'cart.openMiniCart' }
  | { type: 'cart.closeMiniCart' }
  /**
   * Another cart is the shopper's now: the account's, after the sign-in merged this one into it; or
   * the new empty cart an order gave, unless the shopper has left the cart it `closes` already.
   */
  | { type: 'cart.takeUp'; owner: CartOwner; closes?: string }
  /** The shopper signed out: this browser forgets the account's cart and starts afresh. */
  | { type: 'cart.forget' }
  /** The browser lost its connection, or has it again. */
  | { type: 'cart.connection'; online: boolean }

/** The stock check asked for (by checkout) is answered. */
function answerReview(reply: (args: { context: CartContext }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ context }) => context.reviewFor, reply)
}
/** Whoever asked for the change just saved or refused (the builder, My variety packs) is answered. */
function answerChange(reply: (args: { context: CartContext; event: CartEvent }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ context }) => context.askers[context.waiting[0]?.id ?? ''], reply)
}
/** The sign-in is told which cart to merge. */
const answerHandOver = answer<CartContext, CartEvent>(
  ({ context }) => context.handOverTo,
  ({ context }) => ({ type: 'cart.identified', owner: context.owner }),
)
/** Whoever asked is answered. */
function answerAsker(reply: (args: { context: CartContext }) => CartAnswer) {
  return answer<CartContext, CartEvent>(({ event }) => ('replyTo' in event ? event.replyTo : undefined), reply)
}
/** The change sent first is done with: saved or refused, it waits no more. */
const doneWithFirst = (context: CartContext) => {
  const [first, ...rest] = context.waiting
  const { [first?.id ?? '']: _, ...askers } = context.askers
  return { waiting: rest, askers, retries: 0 }
}

/**
 * The shopper's cart: loaded (or made) from the server. Each change is kept in the browser and shown
 * at once, then sent in its turn, one at a time, under its own id: sent again after a growing wait
 * when it got no answer, or once the browser is back online; taken back when the store refuses it.
 * Adding opens the mini cart.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  actors: {
    restoreCart: fromPromise<Cart | undefined>(() => Promise.resolve(undefined)),
    recreateCart: fromPromise<CartOwner, { lines: PersistCartLine[]; cartamount: number }>(() =>
      Promise.reject(new Error('recreateCart is provided by the app')),
    ),
    checkAvailability: fromPromise<ItemsAvailability, { owner: CartOwner }>(() => Promise.reject(new Error('checkAvailability is provided by the app'))),
    loadCart: fromPromise<Cart, { owner?: CartOwner }>(() => Promise.reject(new Error('loadCart is provided by the app'))),
    /** Sends the first waiting change (a line's change, or a coupon) under its id. */
    saveCart: fromPromise<Cart, { owner?: CartOwner; change: WaitingChange }>(() => Promise.reject(new Error('saveCart is provided by the app'))),
    /** Another tab changed the cart: this one reloads it. */
    otherTabs: fromCallback(() => {}),
    /** Tells the cart when the browser loses its connection, and when it has it again. */
    connection: fromCallback(() => {}),
  },
  actions: {
    /** A change the shopper made: kept in the browser first, then shown, then sent in its turn. */
    queueChange: enqueueActions(({ context, enqueue }, { write, title, replyTo }: QueuedChange) => {
      const change: WaitingChange = { id: crypto.randomUUID(), write, ...(title ? { title } : {}) }
      const waiting = withChange(context.waiting, change)
      enqueue({
        type: 'keepWaiting',
        params: { kept: change, dropped: context.waiting.filter((held: WaitingChange) => !waiting.includes(held)).map((held: WaitingChange) => held.id) },
      })
      enqueue.assign({
        waiting,
        askers: replyTo ? { ...context.askers, [change.id]: replyTo } : context.askers,
        error: undefined,
        couponError: write.type === 'applyCoupon' ? undefined : context.couponError,
        saved: false,
        miniCartOpen: context.miniCartOpen || write.type === 'add',
      })
    }) as unknown as (args: unknown, params: QueuedChange) => void,
    /** Keeps a change in the browser until the server has it (and forgets those it replaces). */
    keepWaiting: (_, _change: { kept: WaitingChange; dropped: string[] }) => {},
    /** Forgets a change the server saved or refused. */
    forgetWaiting: (_, _id: string) => {},
    /** Keeps the cart's id and token, once there is a cart. */
    storeOwner: (_, _owner: CartOwner | undefined) => {},
    persistCart: (_, _cart: Cart) => {},
    forgetOwner: () => {},
    /** The order attempt this browser keeps for the account's cart: the next shopper at this browser must not be answered it. */
    forgetOrderAttempt: () => {},
    announceChange: () => {},
    trackChange: (_, _change: { before?: Cart; after: Cart }) => {},
  },
  guards: {
    wasRefusedAsNotOurs: ({ context, event }) => context.owner !== undefined && errorKeyOf((event as { error?: unknown }).error) === 'cartNotYours',
    wasClosedByAnOrder: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'cartClosed',
    hasRestoredLines: ({ context }) => (context.restoredLines?.length ?? 0) > 0,
    knowsItsCart: ({ context }) => context.owner !== undefined,
    /** The order's answer came late (after a reload): the cart it closed may have given way to another the shopper fills now. */
    stillOnClosedCart: ({ context, event }) => event.type !== 'cart.takeUp' || event.closes === undefined || event.closes === context.owner?.cartId,
    wantsReview: ({ context }) => context.reviewWanted,
    handOverAsked: ({ context }) => context.handOverTo !== undefined,
    changesWait: ({ context }) => context.waiting.length > 0,
    /** The change did not reach the server, or the server could not take it now: it is sent again. */
    isWorthRetrying: ({ event }) => isWorthRetrying((event as { error?: unknown }).error),
    isOffline: ({ context }) => !context.online,
    cameOnline: ({ event }) => event.type === 'cart.connection' && event.online,
  },
  delays: {
    persistedStateTimeout: PERSISTED_STATE_TIMEOUT_MS,
    /** One second, then two, four… up to half a minute. */
    retryWait: ({ context }) => retryWait(context.retries),
    /** A call with no answer this long is taken as lost: a stalled connection answers nothing. */
    answerWait: ANSWER_WAIT_MS,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    owner: input.owner,
    waiting: input.waiting ?? [],
    askers: {},
    retries: 0,
    online: input.online ?? true,
    saved: false,
    miniCartOpen: false,
    reviewWanted: false,
  }),
  initial: 'asleep',
  invoke: [
    { id: 'otherTabs', src: 'otherTabs' },
    { id: 'connection', src: 'connection' },
  ],
  on: {
    // Every change is kept and shown at once, whatever the cart is doing, and sent in its turn.
    'cart.add': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event), title: event.title }) } },
    'cart.setQuantity': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event) }) } },
    'cart.remove': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event) }) } },
    'cart.clear': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event) }) } },
    'cart.removeCoupon': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event) }) } },
    'cart.applyCoupon': { actions: { type: 'queueChange', params: ({ event }) => ({ write: { type: 'applyCoupon' as const, code: event.code } }) } },
    'cart.addMultipack': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event), replyTo: event.replyTo }) } },
    'cart.setMultipack': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event), replyTo: event.replyTo }) } },
    'cart.addGiftCard': { actions: { type: 'queueChange', params: ({ event }) => ({ write: toChange(event), replyTo: event.replyTo }) } },
    'cart.connection': { actions: assign({ online: ({ event }) => event.online }) },
    'cart.openMiniCart': { actions: assign({ miniCartOpen: true }) },
    'cart.closeMiniCart': { actions: assign({ miniCartOpen: false }) },
    'cart.review': { actions: assign({ reviewWanted: true, reviewFor: ({ context, event }) => event.replyTo ?? context.reviewFor }) },
    'cart.identify': { actions: answerAsker(({ context }) => ({ type: 'cart.identified', owner: context.owner })) },
    'cart.handOver': { actions: assign({ handOverTo: ({ event }) => event.replyTo }) },
    // The cart the shopper goes on with: the changes still waiting go to it.
    'cart.takeUp': {
      guard: 'stillOnClosedCart',
      target: '.loading',
      actions: [
        assign({ owner: ({ event }) => event.owner, cart: undefined, restoredLines: undefined, retries: 0 }),
        { type: 'storeOwner', params: ({ event }) => event.owner },
      ],
    },
    // Signed out: the account's cart and the changes waiting for it are forgotten in this browser.
    'cart.forget': {
      target: '.loading',
      actions: [
        enqueueActions(({ context, enqueue }) => context.waiting.forEach(({ id }) => enqueue({ type: 'forgetWaiting', params: id }))),
        assign({ owner: undefined, cart: undefined, restoredLines: undefined, waiting: [], askers: {}, retries: 0 }),
        'forgetOwner',
        'forgetOrderAttempt',
      ],
    },
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
      after: { answerWait: { target: 'waitingToLoad', actions: assign({ retries: ({ context }) => context.retries + 1 }) } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event, context }) => ({ cart: event.output, restoredLines: undefined, owner: ownerFrom(event.output, context.owner), retries: 0 })),
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
          // No answer, or the server's trouble: the cart is read again after a wait, or as soon as the connection is back.
          { guard: 'isWorthRetrying', target: 'waitingToLoad', actions: assign({ retries: ({ context }) => context.retries + 1 }) },
          { target: 'failed', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
        ],
      },
    },
    // What the browser had of the cart still shows; the changes made meanwhile wait with it.
    waitingToLoad: {
      tags: ['busy'],
      after: { retryWait: 'loading' },
      on: { 'cart.connection': { guard: 'cameOnline', target: 'loading', actions: assign({ online: true }) } },
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
      entry: [
        answerReview(({ context }) => ({ type: 'cart.unavailable', errorKey: context.error ?? 'requestFailed' })),
        // Nothing is on its way: the sign-in merges what the server has.
        answerHandOver,
        assign({ reviewFor: undefined, handOverTo: undefined }),
      ],
      on: {
        'cart.handOver': { actions: answerAsker(({ context }) => ({ type: 'cart.identified', owner: context.owner })) },
        'cart.retry': { target: 'loading', actions: assign({ error: undefined }) },
        // Checkout opening tries again.
        'cart.review': { target: 'loading', actions: assign({ error: undefined, reviewWanted: true, reviewFor: ({ event }) => event.replyTo }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'cart.refresh': '#cart.loading',
      },
      states: {
        idle: {
          always: [
            // What the shopper changed is sent first; stock is checked on the cart the server then has.
            { guard: 'changesWait', target: 'saving' },
            // Every change made is saved: the sign-in merges the cart as the server has it.
            { guard: 'handOverAsked', target: 'handingOver', actions: [answerHandOver, assign({ handOverTo: undefined })] },
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
        // The first waiting change goes to the server under its id; the others wait their turn.
        saving: {
          tags: ['busy', 'saving'],
          // No answer in time: the request is given up and the change sent again under its id.
          after: { answerWait: 'retrying' },
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => ({ owner: context.owner, change: context.waiting[0]! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'trackChange', params: ({ context, event }) => ({ before: context.cart, after: event.output }) },
                assign({
                  // A visitor's cart is made with their first change; its token comes back once.
                  owner: ({ context, event }) => ownerFrom(event.output, context.owner),
                  cart: ({ event }) => event.output,
                }),
                { type: 'storeOwner', params: ({ context }) => context.owner },
                { type: 'persistCart', params: ({ event }) => event.output },
                { type: 'forgetWaiting', params: ({ context }) => context.waiting[0]!.id },
                'announceChange',
                answerChange(() => ({ type: 'cart.changed' })),
                assign(({ context }) => ({ ...doneWithFirst(context), saved: context.waiting.length === 1 })),
              ],
            },
            onError: [
              // Lost on the way, or the server could not take it now: sent again after a wait, or once the browser is back online.
              { guard: and(['isWorthRetrying', 'isOffline']), target: 'offline' },
              { guard: 'isWorthRetrying', target: 'retrying' },
              // Refused (stock, limits, a coupon that does not apply): taken back, and said why.
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) =>
                    context.waiting[0]?.write.type === 'applyCoupon' ? { couponError: errorKeyOf(event.error) } : { error: errorKeyOf(event.error) },
                  ),
                  { type: 'forgetWaiting', params: ({ context }) => context.waiting[0]!.id },
                  answerChange(({ event }) => ({ type: 'cart.refused', errorKey: errorKeyOf((event as { error?: unknown }).error) })),
                  assign(({ context }) => doneWithFirst(context)),
                ],
              },
            ],
          },
        },
        // Waits a while, longer each time, then sends the change again; at once when the connection comes back.
        retrying: {
          tags: ['retrying'],
          entry: assign({ retries: ({ context }) => context.retries + 1 }),
          after: { retryWait: 'saving' },
          on: { 'cart.connection': { guard: 'cameOnline', target: 'saving', actions: assign({ online: true }) } },
        },
        // The sign-in merges this cart into the account's: changes made meanwhile wait for the account's cart.
        handingOver: {
          tags: ['busy'],
          // The cart the merge gives is read once it comes: nothing is read or sent meanwhile.
          on: { 'cart.keep': 'idle', 'cart.refresh': {} },
        },
        // No connection: the changes wait for it.
        offline: {
          tags: ['offline'],
          on: { 'cart.connection': { guard: 'cameOnline', target: 'saving', actions: assign({ online: true, retries: 0 }) } },
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
