import { defineModel, done, failed } from '../testing/model.ts'
import { listener } from '../testing/fakes.ts'
import { cartMachine } from './cart.machine.ts'
import type { Cart } from '#domain/cart.ts'
import type { CartOwner } from '#domain/cart.ts'
import type { WaitingChange } from '#domain/cart-waiting.ts'

export const STORED: CartOwner = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
/** The cart a visitor's first change makes; its token comes back once. */
export const FRESH: CartOwner = { cartId: '9b1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a11', cartToken: 'b'.repeat(43) }
/** The cart rebuilt from the browser's copy when the server no longer knew the stored one. */
export const RECREATED: CartOwner = { cartId: '7d1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a12', cartToken: 'c'.repeat(43) }
/** The account's cart the sign-in merged the guest's into. */
export const ACCOUNT: CartOwner = { cartId: '2c1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a14', cartToken: 'd'.repeat(43) }
export const OWNERS = { stored: STORED, fresh: FRESH, recreated: RECREATED, account: ACCOUNT }

export const LINE = {
  lineId: 'P00001',
  productId: 'P00001',
  slug: 'p',
  title: 'P',
  categories: [],
  quantity: 2,
  price: 199,
  currentPrice: 199,
  weight: 1,
  availableQty: 9,
  preOrder: false,
  imageUrl: '/p.svg',
}
export const cartOf = (owner?: CartOwner, extra: Partial<Cart> = {}): Cart => ({
  cartId: owner?.cartId,
  cartItems: [LINE],
  cartCount: 2,
  subTotal: 398,
  discount: 0,
  shippingCharge: 599,
  totalAmount: 997,
  freeShippingThreshold: 1500,
  disableAutoCoupon: false,
  ...extra,
})
/** A quantity the shopper set on the last visit that the server never had. */
export const LEFT_WAITING: WaitingChange = { id: '5e1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a13', write: { type: 'set', lineId: 'P00001', quantity: 4 } }
const PICKS = Array.from({ length: 6 }, (_, i) => ({ productId: `P0010${i}`, quantity: 5 }))

/** The charts that ask the cart something and wait for its answer. */
export const CHECKOUT = listener('checkout')
export const BUILDER = listener('multipack')
export const REORDER = listener('reorder')
export const GIFT_CARDS = listener('giftCardPurchase')
export const SIGN_IN = listener('cartMerge')
const [checkout, builder, reorder, giftCards, signIn] = [CHECKOUT.alone(), BUILDER.alone(), REORDER.alone(), GIFT_CARDS.alone(), SIGN_IN.alone()]

export const ownerName = (owner: CartOwner | undefined) => Object.entries(OWNERS).find(([, known]) => known.cartId === owner?.cartId)?.[0] ?? 'none'

/**
 * The persisted cart shows first (or, past the 5000 ms time-out, nothing); then the stored cart is
 * loaded, rebuilt from what was persisted when the server no longer knows it, or made with the first
 * change; changes are kept and go one at a time, sent again when lost on the way or once back online,
 * taken back when refused; adding opens the mini cart; the cart page checks stock again; at sign-in
 * the cart is handed over once every change is saved, and the account's cart taken up.
 */
export const cartModel = defineModel({
  machine: cartMachine,
  starts: {
    'a first visit': {},
    'a returning shopper': { owner: STORED },
    'a change left waiting on the last visit': { owner: STORED, waiting: [LEFT_WAITING] },
  },
  events: {
    'the browser had the cart': done('restoreCart', cartOf(STORED)),
    'the browser had nothing': done('restoreCart', undefined),
    'the stored cart arrives': done('loadCart', cartOf(STORED)),
    'another tab’s cart is taken up': done('loadCart', cartOf(FRESH, { cartToken: FRESH.cartToken })),
    'the server no longer knows the cart': failed('loadCart', { errorKey: 'cartNotYours' }),
    'the server cannot be reached': failed('loadCart', { errorKey: 'requestFailed' }),
    'the cart’s answer is lost on the way': failed('loadCart', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the cart is rebuilt': done('recreateCart', RECREATED),
    'the rebuild is refused': failed('recreateCart', { errorKey: 'cartAboveStock' }),
    'adds 1 snack': { type: 'cart.add', itemId: 'P00001', quantity: 1, title: 'P' },
    'sets 3 of a line': { type: 'cart.setQuantity', lineId: 'P00001', quantity: 3 },
    'removes a line': { type: 'cart.remove', lineId: 'P00001' },
    'adds a variety pack': { type: 'cart.addMultipack', picks: PICKS },
    'changes a variety pack': { type: 'cart.setMultipack', lineId: 'MYOMP-30-1', picks: PICKS },
    'the builder sends a mix': { type: 'cart.addMultipack', picks: PICKS, replyTo: builder },
    'the gift card page sends an e-gift card': {
      type: 'cart.addGiftCard',
      giftCard: { amountCents: 2500, firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com', giftMessage: '' },
      replyTo: giftCards,
    },
    'checkout asks for a stock check': { type: 'cart.review', replyTo: checkout },
    'reorder asks which cart': { type: 'cart.identify', replyTo: reorder },
    'the change is saved': done('saveCart', cartOf(STORED)),
    'the first change makes the cart': done('saveCart', cartOf(FRESH, { cartToken: FRESH.cartToken })),
    'the change is refused': failed('saveCart', { errorKey: 'cartAboveStock', status: 409 }),
    'the change does not reach the server': failed('saveCart', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the browser goes offline': { type: 'cart.connection', online: false },
    'the browser is back online': { type: 'cart.connection', online: true },
    'applies SNACK10': { type: 'cart.applyCoupon', code: 'SNACK10' },
    'the cart is closed by an order': failed('loadCart', { errorKey: 'cartClosed' }),
    'an order gives a new cart': { type: 'cart.takeUp', owner: FRESH },
    'the sign-in asks for the cart': { type: 'cart.handOver', replyTo: signIn },
    'the sign-in gives the account’s cart': { type: 'cart.takeUp', owner: ACCOUNT },
    'the sign-in could not merge the carts': { type: 'cart.keep' },
    'the shopper signs out': { type: 'cart.forget' },
    'stock is checked': done('checkAvailability', { allAvailable: false, lines: [{ lineId: 'P00001', quantity: 2, availableQty: 0, status: 'unavailable' }] }),
    'the stock check fails': failed('checkAvailability', { errorKey: 'requestFailed' }),
  },
  // Answers lost on a read, and calls given up for want of an answer, are alike from every start.
  onlyFrom: {
    'the cart’s answer is lost on the way': ['a returning shopper'],
    'after answerWait': ['a returning shopper'],
    'the sign-in asks for the cart': ['a change left waiting on the last visit'],
    'the sign-in gives the account’s cart': ['a change left waiting on the last visit'],
    'the sign-in could not merge the carts': ['a change left waiting on the last visit'],
  },
  // A change is queued alike in every state: a snack is added while the cart loads; the others where the cart page shows.
  onlyIn: {
    'sets 3 of a line': ['#cart.ready.idle', '#cart.ready.saving'],
    'removes a line': ['#cart.ready.idle'],
    'adds a variety pack': ['#cart.ready.idle'],
    'changes a variety pack': ['#cart.ready.idle'],
    'the builder sends a mix': ['#cart.ready.idle', 'loading'],
    'the gift card page sends an e-gift card': ['#cart.ready.idle'],
    'applies SNACK10': ['#cart.ready.idle'],
    'the shopper signs out': ['#cart.ready.idle', '#cart.ready.offline'],
    'an order gives a new cart': ['#cart.ready.idle', '#cart.ready.saving'],
    // The sign-in asks while a change is on its way, and while the cart cannot be read.
    'the sign-in asks for the cart': ['#cart.ready.saving', 'failed'],
    'the sign-in gives the account’s cart': ['#cart.ready.handingOver'],
    'the browser goes offline': ['#cart.ready.idle', '#cart.ready.saving', '#cart.ready.retrying', 'waitingToLoad'],
    'the browser is back online': ['#cart.ready.offline', '#cart.ready.retrying', 'waitingToLoad'],
  },
  // Every change, sent or waiting, meets every answer: many edges per state.
  limit: 200_000,
  facts: ({ context }) => ({
    // The account's cart the sign-in gave is read and changed as the stored one is.
    owner: context.owner === ACCOUNT ? 'stored' : ownerName(context.owner),
    // How many changes wait, up to a few: more wait alike.
    waiting: Math.min(context.waiting.length, 2),
    retrying: context.retries > 0,
    online: context.online,
    saved: context.saved,
    restored: context.restoredLines !== undefined,
    miniCart: context.miniCartOpen,
    error: context.error,
    couponError: context.couponError,
    reviewWanted: context.reviewWanted,
    checkoutWaits: context.reviewFor !== undefined,
    builderWaits: Object.keys(context.askers).length > 0,
    signInWaits: context.handOverTo !== undefined,
  }),
})
