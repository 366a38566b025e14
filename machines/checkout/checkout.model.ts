import { defineModel, done, failed } from '../testing/model.ts'
import { checkoutMachine, type Shopper } from './checkout.machine.ts'
import type { CardToken, PayWith } from './checkout.payment.ts'
import { leftToPay } from '#domain/gift-card.ts'
import { emptyAddress, emptyCheckoutForm, type CheckoutForm, type SavedAddress } from '#domain/checkout-form.ts'
import type { SavedCard } from '#domain/payment.ts'
import type { OrderQuote, PlacedOrder } from '#domain/order.ts'

export const OWNER = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
export const NEXT_CART = { cartId: '9b1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a11', cartToken: 'b'.repeat(43) }
export const ATTEMPT = '6f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a13'
export const SESSION = { lifeMs: 15 * 60_000, warnBeforeMs: 2 * 60_000 }

export const TYPED: CheckoutForm = {
  ...emptyCheckoutForm(),
  shipping: { ...emptyAddress(), firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', city: 'Albany', state: 'ny', zipcode: '12207', isUpsAddress: false },
  contact: { email: 'ana@example.com', phoneNumber: '5185550142' },
}
export const CARD: CardToken = { transientToken: 'transient-token', cardType: 'visa', cardNumberMask: '•••• 1111' }
/** A card a customer saved. */
export const SAVED: SavedCard = { id: '7a1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a14', cardType: 'visa', cardNumberMask: '•••• 1111', expiry: '12/30' }
export const QUOTE: OrderQuote & { unavailable: string[] } = {
  lines: [{ lineId: 'P00001', kind: 'product', itemId: 'P00001', title: 'Kettle chips', quantity: 2, priceCents: 349 }],
  subTotal: 698,
  discount: 0,
  shippingCharge: 599,
  taxAmount: 28,
  totalAmount: 1325,
  giftCardsBought: 0,
  unavailable: [],
}
/** A free order: the free-order coupon takes it all, and shipping is free. */
export const FREE_QUOTE: OrderQuote & { unavailable: string[] } = {
  ...QUOTE,
  discount: 698,
  shippingCharge: 0,
  taxAmount: 0,
  totalAmount: 0,
  couponName: 'ONTHEHOUSE',
}
/** A gift card code as the recipient's email prints it. */
export const GIFT_CODE = 'k7qm-3xpa-9rtw-hn4b'
export const ORDER: PlacedOrder = {
  ...QUOTE,
  orderNumber: 'SF-7K3Q9MX',
  status: 'placed',
  email: 'ana@example.com',
  shipping: { ...TYPED.shipping, state: 'ny', country: 'US' },
  payment: { method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111', amount: 1325, giftCards: [] },
  placedAt: '2026-11-22T12:00:00.000Z',
}

/** The PayPal order a payer approves in the model. */
export const PAYPAL_ORDER_ID = 'SBXPP-1'
/** The payment token a wallet's sheet gives. */
export const WALLET_TOKEN: CardToken = { transientToken: 'wallet-token', cardType: 'visa', cardNumberMask: '•••• 4242' }
/** The wallets the site turns on and the browser can pay with. */
export const WALLETS_OFFERED = ['applePay', 'googlePay'] as const
/** A customer's primary address, and another they keep. */
const { isUpsAddress: _, ...TYPED_ADDRESS } = TYPED.shipping
export const PRIMARY: SavedAddress = { ...TYPED_ADDRESS, id: '2c1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a15', primaryAddr: true }
export const SECOND: SavedAddress = {
  ...emptyAddress(),
  firstName: 'Ana',
  lastName: 'Lee',
  address: '400 Broadway',
  city: 'Albany',
  state: 'ny',
  zipcode: '12207',
  id: '2c1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a16',
  primaryAddr: false,
}
/** A signed-in customer as the store knows them: their addresses, the primary first, and a saved card. */
export const CUSTOMER: Shopper = {
  wallets: [],
  customer: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', addresses: [PRIMARY, SECOND], savedCards: [SAVED] },
}

const payWithFact = (payWith: PayWith) => {
  if (payWith.method === 'card') return `card${payWith.saveCard ? ', kept' : ''}`
  return payWith.method === 'savedCard' ? payWith.card.id : payWith.method
}

/** Every start but checkout resumed after an order whose answer never came. */
const STARTS_BUT_RESUMED = [
  'an address the browser kept',
  'a first checkout',
  'a customer with a saved card',
  'paying with gift cards',
  'paying with PayPal',
  'paying with a wallet',
  'a cart of e-gift cards',
  'a reload on #review',
]

/** Shipping, payment, review: each step needs the ones before it; the order is placed once; refusals lead back where they can be mended. */
export const checkoutModel = defineModel({
  machine: checkoutMachine,
  starts: {
    'an address the browser kept': { attemptKey: ATTEMPT, paymentSession: SESSION, cached: { form: TYPED, shippingCompleted: false } },
    'a first checkout': { attemptKey: ATTEMPT, paymentSession: SESSION },
    'a customer with a saved card': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      cached: { form: TYPED, shippingCompleted: true },
    },
    'paying with gift cards': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      step: 'payment' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
    'paying with PayPal': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      step: 'payment' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
    'paying with a wallet': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      step: 'payment' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
    // Typed before a reload: the billing address too, which a cart shipping nothing asks.
    'a cart of e-gift cards': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      cached: { form: { ...TYPED, billing: TYPED.shipping }, shippingCompleted: false },
    },
    'a reload on #review': {
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      step: 'review' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
    // The order went out and the tab was reloaded (or closed) before its answer came: the browser kept its key and its cart.
    'an order sent whose answer never came': {
      attemptKey: ATTEMPT,
      sentFor: OWNER.cartId,
      paymentSession: SESSION,
      step: 'review' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
  },
  events: {
    'the cart has snacks': { type: 'cart.reviewed', owner: OWNER, lines: 2 },
    'the store knows the customer: their addresses and saved card': done('shopper', CUSTOMER),
    'the store knows the customer only once they are on the payment step': done('shopper', CUSTOMER),
    'a guest: the store offers its wallets': done('shopper', { wallets: [...WALLETS_OFFERED] }),
    'the cart is empty': { type: 'cart.reviewed', lines: 0 },
    'the cart holds e-gift cards alone': { type: 'cart.reviewed', owner: OWNER, lines: 1, ships: false },
    'snacks joined the e-gift cards meanwhile, and want a shipping address': failed('validateOrder', {
      errorKey: 'checkoutInvalid',
      data: { fields: { 'shipping.address': 'addressRequired' } },
    }),
    'the cart cannot be read': { type: 'cart.unavailable', errorKey: 'requestFailed' },
    'types a street as checkout opens': { type: 'checkout.edit', field: 'shipping.address', value: '9 Oak Ave' },
    'clears the email': { type: 'checkout.edit', field: 'contact.email', value: '' },
    'types the email': { type: 'checkout.edit', field: 'contact.email', value: 'ana@example.com' },
    'bills elsewhere': { type: 'checkout.sameBilling', same: false },
    'chooses their second address': { type: 'checkout.shipTo', addressId: SECOND.id },
    'types a new address instead': { type: 'checkout.shipToNew' },
    'keeps the new address': { type: 'checkout.keepAddress', keep: true },
    'does not keep the new address': { type: 'checkout.keepAddress', keep: false },
    'the server places the zip in New York': done('validateZip', { zipcode: '12207', state: 'ny', locationNumber: 1 }),
    'the server places the zip in California': done('validateZip', { zipcode: '12207', state: 'ca', locationNumber: 3 }),
    'the server refuses the zip': failed('validateZip', { errorKey: 'noShippingToState' }),
    'chooses a new card to keep': { type: 'checkout.payWith', payWith: { method: 'card', saveCard: true } },
    'chooses the saved card': { type: 'checkout.payWith', payWith: { method: 'savedCard', card: SAVED } },
    'the frame gives a token': { type: 'checkout.cardTokenized', card: CARD },
    'the frame refuses the card': { type: 'checkout.cardRefused', errorKey: 'cardExpired' },
    'goes to #shipping': { type: 'checkout.goTo', step: 'shipping' },
    'goes to #review': { type: 'checkout.goTo', step: 'review' },
    'the order is priced': done('validateOrder', QUOTE),
    'the order is free': done('validateOrder', FREE_QUOTE),
    'priced again, it costs more than the gift card holds': done('validateOrder', { ...QUOTE, totalAmount: 6000 }),
    'types a mistyped gift card code': { type: 'checkout.applyGiftCard', code: 'K7QM-3XPA' },
    'applies a gift card': { type: 'checkout.applyGiftCard', code: GIFT_CODE },
    'the gift card has $5 on it': done('checkGiftCard', { last4: 'HN4B', balance: 500 }),
    'the gift card covers the order': done('checkGiftCard', { last4: 'HN4B', balance: 5000 }),
    'the store knows no such gift card': failed('checkGiftCard', { errorKey: 'giftCardUnknown' }),
    'removes the gift card': { type: 'checkout.removeGiftCard', code: 'K7QM3XPA9RTWHN4B' },
    'a gift card was spent elsewhere': failed('submitOrder', { errorKey: 'giftCardBalanceChanged' }),
    'the server refuses the zip for the order': failed('validateOrder', {
      errorKey: 'checkoutInvalid',
      data: { fields: { 'shipping.zipcode': 'zipNotInState' } },
    }),
    'pricing fails': failed('validateOrder', { errorKey: 'requestFailed' }),
    'the order is placed': done('submitOrder', { order: ORDER, nextCart: NEXT_CART }),
    'the card is declined': failed('submitOrder', { errorKey: 'cardDeclined' }),
    'the total changed': failed('submitOrder', { errorKey: 'orderTotalChanged' }),
    'a snack sold out': failed('submitOrder', { errorKey: 'orderItemsUnavailable', data: { unavailable: ['P00001'] } }),
    'chooses PayPal': { type: 'checkout.payWith', payWith: { method: 'paypal' } },
    'approves in PayPal': done('paypalApproval', { approved: true, orderId: PAYPAL_ORDER_ID, payerId: 'SBXPAYER1', amount: QUOTE.totalAmount }),
    'priced again at review, it costs more than PayPal approved': done('validateOrder', { ...QUOTE, totalAmount: 1500 }),
    'cancels in PayPal': done('paypalApproval', { approved: false, errorKey: 'paypalCancelled' }),
    'gives up waiting on PayPal': { type: 'checkout.cancelPayPal' },
    'PayPal approved another amount': failed('submitOrder', { errorKey: 'paypalNotApproved' }),
    'chooses Apple Pay': { type: 'checkout.payWith', payWith: { method: 'applePay' } },
    'chooses Google Pay': { type: 'checkout.payWith', payWith: { method: 'googlePay' } },
    'pays in the wallet’s sheet': done('walletPayment', { paid: true, token: WALLET_TOKEN }),
    'closes the wallet’s sheet': done('walletPayment', { paid: false, errorKey: 'walletCancelled' }),
    'the order’s answer is lost on the way': failed('submitOrder', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the store placed it': done('askAboutOrder', { status: 'placed', order: ORDER, nextCart: NEXT_CART }),
    'the store is still placing it': done('askAboutOrder', { status: 'placing' }),
    'the store refused it: the card was declined': done('askAboutOrder', { status: 'refused', errorKey: 'cardDeclined' }),
    'the store never received it': done('askAboutOrder', { status: 'notReceived' }),
    'the store cannot be reached to ask': failed('askAboutOrder', { errorKey: 'requestFailed', status: 404, answered: false }),
    'the browser goes offline': { type: 'checkout.connection', online: false },
    'the browser is back online': { type: 'checkout.connection', online: true },
    'the cart changed as it was placed, and the card was given back': failed('submitOrder', {
      errorKey: 'orderCartChanged',
      data: { voided: { orderNumber: 'SF-7K3Q9MX', amount: 1325 } },
    }),
  },
  onlyFrom: {
    // Checkout resumed after an order whose answer never came is walked as far as the store's answer and the cart's: the steps after are every other start's.
    ...Object.fromEntries(
      [
        'checkout.continue',
        'checkout.goTo',
        'checkout.edit',
        'checkout.sameBilling',
        'checkout.payWith',
        'checkout.placeOrder',
        'checkout.retry',
        'checkout.frameMounted',
        'checkout.resetPayment',
        'checkout.applyGiftCard',
        'checkout.removeGiftCard',
        'checkout.cardTokenized',
        'checkout.cardRefused',
      ].map((type) => [type, STARTS_BUT_RESUMED]),
    ),
    ...Object.fromEntries(
      [
        'types a mistyped gift card code',
        'applies a gift card',
        'removes the gift card',
        'the gift card has $5 on it',
        'the gift card covers the order',
        'the store knows no such gift card',
        'the order is free',
        'priced again, it costs more than the gift card holds',
        'a gift card was spent elsewhere',
        'the cart changed as it was placed, and the card was given back',
      ].map((event) => [event, ['paying with gift cards']]),
    ),
    'the cart holds e-gift cards alone': ['a cart of e-gift cards'],
    ...Object.fromEntries(
      [
        'the order’s answer is lost on the way',
        'the store placed it',
        'the store is still placing it',
        'the store refused it: the card was declined',
        'the store never received it',
        'the store cannot be reached to ask',
      ].map((event) => [event, ['a reload on #review', 'an order sent whose answer never came']]),
    ),
    // Answers waited for in vain are alike from every start.
    'after orderAnswerWait': ['a reload on #review'],
    'after answerWait': ['a reload on #review', 'an order sent whose answer never came'],
    'after askWait': ['a reload on #review', 'an order sent whose answer never came'],
    'the browser goes offline': ['a reload on #review', 'an order sent whose answer never came'],
    'the browser is back online': ['a reload on #review', 'an order sent whose answer never came'],
    'the store knows the customer: their addresses and saved card': ['a first checkout', 'a customer with a saved card'],
    'the store knows the customer only once they are on the payment step': ['a customer with a saved card'],
    'a guest: the store offers its wallets': ['a first checkout', 'paying with a wallet'],
    'types a street as checkout opens': ['a first checkout', 'a reload on #review'],
    // A customer's saved addresses are known once the store answers who they are.
    'chooses their second address': ['a first checkout', 'a customer with a saved card'],
    // Asked for from the start whose address the browser kept, so a walk tries it with an address typed: what was typed stays unless a saved one was chosen.
    'types a new address instead': ['a customer with a saved card'],
    'keeps the new address': ['a customer with a saved card'],
    'does not keep the new address': ['a customer with a saved card'],
    'snacks joined the e-gift cards meanwhile, and want a shipping address': ['a cart of e-gift cards'],
    'chooses Apple Pay': ['paying with a wallet'],
    'chooses Google Pay': ['paying with a wallet'],
    'pays in the wallet’s sheet': ['paying with a wallet'],
    'closes the wallet’s sheet': ['paying with a wallet'],
    ...Object.fromEntries(
      [
        'chooses PayPal',
        'approves in PayPal',
        'cancels in PayPal',
        'gives up waiting on PayPal',
        'PayPal approved another amount',
        'priced again at review, it costs more than PayPal approved',
      ].map((event) => [event, ['paying with PayPal']]),
    ),
  },
  // Gift cards are applied on the payment step and answered there; a free order is priced as payment or review opens.
  onlyIn: {
    'types a street as checkout opens': ['opening'],
    'chooses their second address': ['opening', '#checkout.shipping.editing'],
    'types a new address instead': ['opening', '#checkout.shipping.editing'],
    'keeps the new address': ['#checkout.shipping.editing'],
    // Their saved card does not take the place of the way to pay already shown.
    'the store knows the customer only once they are on the payment step': ['#checkout.payment.editing'],
    'does not keep the new address': ['#checkout.shipping.editing'],
    'types a mistyped gift card code': ['#checkout.payment.editing'],
    'applies a gift card': ['#checkout.payment.editing'],
    'removes the gift card': ['#checkout.payment.editing'],
    'the gift card has $5 on it': ['#checkout.payment.checkingGiftCard'],
    'the gift card covers the order': ['#checkout.payment.checkingGiftCard'],
    'the store knows no such gift card': ['#checkout.payment.checkingGiftCard'],
    'the order is free': ['#checkout.payment.pricing'],
    'snacks joined the e-gift cards meanwhile, and want a shipping address': ['#checkout.payment.pricing', '#checkout.review.pricing'],
    'priced again, it costs more than the gift card holds': ['#checkout.review.pricing'],
    'a gift card was spent elsewhere': ['#checkout.review.placing'],
    'the cart changed as it was placed, and the card was given back': ['#checkout.review.placing'],
    'chooses PayPal': ['#checkout.payment.editing'],
    'chooses Apple Pay': ['#checkout.payment.editing'],
    'chooses Google Pay': ['#checkout.payment.editing'],
    'PayPal approved another amount': ['#checkout.review.placing'],
    'priced again at review, it costs more than PayPal approved': ['#checkout.review.pricing'],
    'the order’s answer is lost on the way': ['#checkout.review.placing'],
    // The connection goes as the shopper is about to place the order, or while the store is asked about one, and comes back while it waits.
    'the browser goes offline': ['#checkout.review.ready', '#checkout.review.waitingToConfirm', '#checkout.opening.waitingToAsk'],
    'the browser is back online': ['#checkout.review.awaitingConnection', '#checkout.review.waitingToConfirm', '#checkout.opening.waitingToAsk'],
  },
  facts: ({ context }) => ({
    shipped: context.shippingCompleted,
    paid: context.paymentCompleted,
    errors: Object.keys(context.errors).length > 0,
    error: context.error,
    billingElsewhere: !context.form.billingSameAsShipping,
    emailTyped: context.form.contact.email !== '',
    payWith: payWithFact(context.payWith),
    paypalApproved: context.paypal !== undefined,
    giftCards: context.giftCards.length,
    shipsNothing: !context.ships,
    nothingToPay: leftToPay(context.quote, context.giftCards) === 0,
    continueHeld: context.continueHeld,
    addressGiven: context.form.shipping.address !== '',
    shipsToSaved: context.form.selectedShippingAddress !== undefined,
    keepsAddress: context.form.keepShippingAddress,
    wallets: context.wallets.length,
    // Whether an attempt went out tells only the first step apart (checkout asks about it as it opens): the walk starts from it.
    offline: !context.online,
  }),
})
