import { and, assign, fromCallback, fromPromise, not, or, raise, sendTo, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartOwner } from '../../src/domain/cart.ts'
import {
  emptyCheckoutForm,
  paymentErrors,
  withCustomer,
  isUntouched,
  shippingErrors,
  stepOfField,
  withField,
  withNewAddress,
  withSavedAddress,
  type CheckoutForm,
  type CheckoutStep,
  type CustomerDetails,
  type SavedAddress,
} from '../../src/domain/checkout-form.ts'
import { OrderMessage, type OrderAttempt, type OrderQuote, type PlacedOrder } from '../../src/domain/order.ts'
import type { ZipResult } from '../../src/domain/zip.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { paymentSessionMachine, type PaymentSessionInput } from '../payment-session/payment-session.machine.ts'
import { paypalApprovalMachine, type PayPalApproval } from '../paypal-approval/paypal-approval.machine.ts'
import { walletPaymentMachine, type WalletPayment } from '../wallet-payment/wallet-payment.machine.ts'
import type { CaptureContextGrant } from '../../src/domain/order.ts'
import type { CardFrameCommand } from '../../src/domain/card-frame.ts'
import { ANSWER_WAIT_MS, errorKeyOf, fieldErrorsOf, isWorthRetrying, ORDER_ANSWER_WAIT_MS, retryWait } from '../../src/domain/envelope.ts'
import { formParts, submitted, withoutError } from '../form.ts'
import { isCardType } from '../../src/domain/card.ts'
import { BRAND_NAMES, WALLETS, type PaymentChoice, type SavedCard, type Wallet } from '../../src/domain/payment.ts'
import * as v from 'valibot'
import type { FunnelStep } from '../../src/domain/funnel.ts'
import { GiftCardCodeSchema, giftCardsPaying, leftToPay, MOST_GIFT_CARDS_PER_ORDER, type GiftCardBalance } from '../../src/domain/gift-card.ts'

/** Who pays, as the store knows as checkout opens: a signed-in customer's details, saved addresses and saved cards (the latest first; none for a guest), and the wallets offered. */
export interface Shopper {
  customer?: CustomerDetails & { savedCards: SavedCard[] }
  /** The wallets the site turns on and the browser can pay with. */
  wallets: Wallet[]
}

export interface CardToken {
  transientToken: string
  cardType: string
  cardNumberMask: string
}

/** The way the shopper pays: a card typed in the gateway's frame (kept for them when they ask), a saved card with its CVV typed again, PayPal, or a wallet. */
export type PayWith =
  { method: 'card'; saveCard: boolean } | { method: 'savedCard'; card: SavedCard } | { method: 'paypal' } | { method: 'applePay' } | { method: 'googlePay' }

/** A gift card applied at the payment step: its code (sent with the order, never kept), and what the store said is on it. */
export interface AppliedGiftCard extends GiftCardBalance {
  code: string
}

export interface CheckoutInput {
  /** The step the address asked for (its hash). */
  step?: CheckoutStep
  /** What was typed before a reload, from session storage. */
  cached?: { form: CheckoutForm; shippingCompleted: boolean }
  /** The order attempt's key, kept in the browser for every tab: a new one comes with each new attempt. */
  attemptKey: string
  /** The cart the attempt was sent for, when its answer never came (a lost answer, a reload, a closed tab): checkout asks what came of it first. */
  sentFor?: string
  /** Whether the browser has a connection as checkout opens. */
  online?: boolean
  /** How long the card's payment session lives, and when its warning comes. */
  paymentSession: PaymentSessionInput
}

export interface CheckoutContext {
  /** The cart being bought, as the cart answered when checkout opened. */
  owner?: CartOwner
  /** Whether the cart holds goods to ship; e-gift cards alone need a billing address only. */
  ships: boolean
  asked: CheckoutStep
  form: CheckoutForm
  /** Message ids by field path (`shipping.zipcode`), shown beside their fields. */
  errors: Record<string, string>
  formIndex: 0 | 1 | 2
  shippingCompleted: boolean
  paymentCompleted: boolean
  /** The card's token: typed in the frame, or given by a wallet's sheet. */
  card?: CardToken
  /** The PayPal order the payer approved in PayPal's window. */
  paypal?: { orderId: string; payerId?: string; amount: number }
  quote?: OrderQuote & { unavailable: string[] }
  attemptKey: string
  /** The cart the attempt was sent for, until its answer is had. */
  sentFor?: string
  /** Times in a row the store could not be asked what came of the attempt. */
  asks: number
  online: boolean
  /** A message id for the last refusal, said above the step. */
  error?: string
  order?: PlacedOrder
  /** The new empty cart that follows the order placed. */
  nextCart?: CartOwner
  paymentSession: PaymentSessionInput
  savedCards?: SavedCard[]
  /** A customer's saved addresses, the primary first; none for a guest. */
  savedAddresses?: SavedAddress[]
  wallets: Wallet[]
  payWith: PayWith
  /** Gift cards that pay first, in the order they were applied. */
  giftCards: AppliedGiftCard[]
  /** The gift card code being checked. */
  giftCardCode?: string
  /** A message id about the gift card code last typed, said beside its field. */
  giftCardError?: string
  /** Continue was pressed on the shipping step while checkout opened: it is made once the step is the shopper's. */
  continueHeld: boolean
}

export type CheckoutEvent =
  | { type: 'checkout.edit'; field: string; value: string }
  | { type: 'checkout.sameBilling'; same: boolean }
  /** The order ships to one of the customer's saved addresses. */
  | { type: 'checkout.shipTo'; addressId: string }
  /** The shopper types a new address instead of a saved one. */
  | { type: 'checkout.shipToNew' }
  /** A customer keeps the address typed at checkout among their addresses, or not. */
  | { type: 'checkout.keepAddress'; keep: boolean }
  | { type: 'checkout.payWith'; payWith: PayWith }
  | { type: 'checkout.goTo'; step: CheckoutStep }
  | { type: 'checkout.continue' }
  | { type: 'checkout.cardTokenized'; card: CardToken }
  | { type: 'checkout.cardRefused'; errorKey: string }
  /** The payment session was reset (extended or expired): the card must be given again. */
  | { type: 'checkout.resetPayment' }
  | { type: 'checkout.placeOrder' }
  | { type: 'checkout.applyGiftCard'; code: string }
  | { type: 'checkout.removeGiftCard'; code: string }
  /** The shopper gives up waiting on PayPal's window. */
  | { type: 'checkout.cancelPayPal' }
  | { type: 'checkout.retry' }
  /** The browser lost its connection, or has it again. */
  | { type: 'checkout.connection'; online: boolean }
  /** The card frame is on the page, for this capture context. */
  | { type: 'checkout.frameMounted'; frame: HTMLIFrameElement; grant: CaptureContextGrant }
  /** The cart's answer to the stock check asked as checkout opens. */
  | Extract<CartAnswer, { type: 'cart.reviewed' | 'cart.unavailable' }>

interface Refusal {
  errorKey?: string
  data?: { fields?: Record<string, string>; unavailable?: string[] }
}
const refusal = (error: unknown) => (error ?? {}) as Refusal
const withoutShippingErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('shipping.')))
/** The store's rules for the step the shopper is on: shipping, or billing, contact and payment. */
/** A way to pay given (or nothing left to pay): what was typed is kept for a reload, and the funnel hears how the order is paid. */
const paymentGiven = [
  { type: 'cacheCheckout', params: ({ context }: { context: CheckoutContext }) => ({ form: context.form, shippingCompleted: true }) },
  { type: 'trackFunnel', params: ({ context }: { context: CheckoutContext }) => ({ event: 'add_payment_info' as const, paymentType: paymentType(context) }) },
] as const
/** The attempt as it stands, kept in the browser before anything is sent. */
const keptAttempt = {
  type: 'keepAttempt',
  params: ({ context }: { context: CheckoutContext }) => ({ key: context.attemptKey, sentFor: context.sentFor }),
} as const
/** The order is placed (its answer had at once, or asked for after it was lost): the cart that follows is taken up, and the thank-you page opens. */
const orderDone = [
  'forgetCheckout',
  'forgetAttempt',
  { type: 'takeUpNextCart', params: ({ context }: { context: CheckoutContext }) => ({ owner: context.nextCart!, closes: context.sentFor }) },
  { type: 'trackFunnel', params: ({ context }: { context: CheckoutContext }) => ({ event: 'purchase' as const, order: context.order! }) },
  { type: 'orderPlaced', params: ({ context }: { context: CheckoutContext }) => context.order! },
] as const
/** The store placed the order it was asked about: the thank-you page. */
const foundPlaced = {
  guard: { type: 'wasPlaced', params: ({ event }: { event: { output: OrderAttempt } }) => event.output },
  target: '#checkout.placed',
  actions: [
    { type: 'takePlaced', params: ({ event }: { event: { output: OrderAttempt } }) => event.output as Extract<OrderAttempt, { status: 'placed' }> },
    ...orderDone,
  ],
} as const
const form = formParts<CheckoutContext, CheckoutEvent>((context) => (context.formIndex === 0 ? shippingErrors(context.form) : paymentErrors(context.form)))

const CARD_REFUSALS = [
  'cardDeclined',
  'cardInsufficientFunds',
  'cardExpired',
  'paymentTokenInvalid',
  'paymentTokenExpired',
  'paymentTokenUsed',
  'savedCardUnknown',
  'paypalNotApproved',
]

const isWallet = (method: string): method is Wallet => (WALLETS as readonly string[]).includes(method)

/** The card type whose CVV alone the frame asks for, when a saved card pays. */
const cvvFor = (payWith: PayWith) => (payWith.method === 'savedCard' && isCardType(payWith.card.cardType) ? payWith.card.cardType : undefined)

/** How the order is paid, as placing it says: nothing when gift cards or a free order leave nothing to pay. */
const paymentChoice = (context: CheckoutContext): PaymentChoice => {
  const { payWith, card, paypal } = context
  if (leftToPay(context.quote, context.giftCards) === 0) return { method: 'none' }
  if (payWith.method === 'paypal') return paypal ? { method: 'paypal', orderId: paypal.orderId } : { method: 'none' }
  if (!card) return { method: 'none' }
  if (payWith.method === 'card') return { method: 'card', transientToken: card.transientToken, saveCard: payWith.saveCard }
  if (payWith.method === 'savedCard') return { method: 'savedCard', savedCardId: payWith.card.id, transientToken: card.transientToken }
  return { method: payWith.method, transientToken: card.transientToken }
}

/** How the order is paid, as the data layer's add_payment_info names it: gift cards first, then the way that pays the rest. */
export function paymentType(context: Pick<CheckoutContext, 'quote' | 'giftCards' | 'payWith'>): string {
  const ways = [...(context.giftCards.length > 0 ? ['giftCard'] : []), ...(leftToPay(context.quote, context.giftCards) === 0 ? [] : [context.payWith.method])]
  return ways.length > 0 ? ways.join('+') : 'none'
}

/** The codes of the gift cards that pay something, in order; a card the others leave nothing for is not sent (as when the order was priced lower again). */
const giftCardCodesPaying = (context: CheckoutContext) =>
  giftCardsPaying(context.quote, context.giftCards)
    .shares.filter((share) => share.amount > 0)
    .map((share) => share.code)

/** Whether the way the shopper chose was given: a card's or a wallet's token, or PayPal's approval. */
const wayToPayGiven = (context: Pick<CheckoutContext, 'payWith' | 'card' | 'paypal'>) =>
  context.payWith.method === 'paypal' ? context.paypal !== undefined : context.card !== undefined

/** What pays what gift cards leave, as review names it: the card's type and mask, or PayPal's or the wallet's name; nothing until it is given. */
export function restPaidWith(context: Pick<CheckoutContext, 'payWith' | 'card' | 'paypal'>): string | undefined {
  if (!wayToPayGiven(context)) return undefined
  const { payWith, card } = context
  return payWith.method === 'card' || payWith.method === 'savedCard' ? `${card!.cardType} ${card!.cardNumberMask}` : BRAND_NAMES[payWith.method]
}

/** The authorisation a refusal says the store gave back, if any. */
const voidedIn = (error: unknown) => (refusal(error).data as { voided?: { orderNumber: string; amount: number } } | undefined)?.voided

/** Refusals of the gift cards as the order is placed: the shopper applies them again and sees what is on them now. */
const GIFT_CARD_REFUSALS = ['giftCardUnknown', 'giftCardUsedUp', 'giftCardBalanceChanged', 'giftCardNotNeeded', 'paymentRequired', 'paymentNotWanted']

/** Why a gift card code is not worth asking the store about (malformed, applied already, one too many, nothing left to pay), or undefined when it is. */
function giftCardRefusal(context: CheckoutContext, code: string): string | undefined {
  const parsed = v.safeParse(GiftCardCodeSchema, code)
  if (!parsed.success) return parsed.issues[0].message
  if (context.giftCards.some((card) => card.code === parsed.output)) return 'giftCardAlreadyApplied'
  if (context.giftCards.length >= MOST_GIFT_CARDS_PER_ORDER) return 'giftCardTooMany'
  if (giftCardsPaying(context.quote, context.giftCards).unpaidByGiftCards === 0) return 'giftCardNotNeeded'
  return undefined
}

/**
 * Checkout (SPEC §4): shipping, then payment, then review, each a step in the address's hash.
 * A step cannot be reached before the steps it needs; the form is kept as typed across reloads
 * (never the card); placing the order is one attempt, repeated safely under its key.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    validateZip: fromPromise<ZipResult, { zip: string }>(() => Promise.reject(new Error('validateZip is provided by the app'))),
    validateOrder: fromPromise<OrderQuote & { unavailable: string[] }, { owner: CartOwner; form: CheckoutForm; ships: boolean }>(() =>
      Promise.reject(new Error('validateOrder is provided by the app')),
    ),
    /** The card's payment session: its capture context, its warning, its end. */
    paymentSession: paymentSessionMachine,
    /** Who pays: the signed-in customer's details and saved cards, and the wallets offered. */
    shopper: fromPromise<Shopper>(() => Promise.reject(new Error('shopper is provided by the app'))),
    /** Back, forward, or a step typed into the address: the step the shopper asks for. */
    watchStep: fromCallback(() => () => {}),
    /** PayPal's approval window and the payer's answer. */
    paypalApproval: paypalApprovalMachine,
    /** A wallet's sheet and the token it gives. */
    walletPayment: walletPaymentMachine,
    /** The gateway's card frame on the page. */
    cardFrame: fromCallback<CardFrameCommand>(() => () => {}),
    /** What is on a gift card, by its code. */
    checkGiftCard: fromPromise<GiftCardBalance, { code: string }>(() => Promise.reject(new Error('checkGiftCard is provided by the app'))),
    /** What came of the attempt whose answer was lost: placed, still being placed, refused, or never received. */
    askAboutOrder: fromPromise<OrderAttempt, { attemptKey: string }>(() => Promise.reject(new Error('askAboutOrder is provided by the app'))),
    /** The browser's connection, lost and found again. */
    connection: fromCallback(() => () => {}),
    submitOrder: fromPromise<
      { order: PlacedOrder; nextCart: CartOwner },
      { owner: CartOwner; form: CheckoutForm; ships: boolean; payment: PaymentChoice; giftCards: string[]; attemptKey: string; reviewedTotal: number }
    >(() => Promise.reject(new Error('submitOrder is provided by the app'))),
  },
  actions: {
    /** Puts the step in the address's hash. */
    showStep: (_, _step: CheckoutStep) => {},
    /** The analytics screens of SPEC §2. */
    trackScreens: (_, _screens: string[]) => {},
    /** Keeps what was typed in session storage (never the card). */
    cacheCheckout: (_, _kept: { form: CheckoutForm; shippingCompleted: boolean }) => {},
    forgetCheckout: () => {},
    /** Asks the card frame for a transient token. */
    askForToken: sendTo('cardFrame', { type: 'cardFrame.tokenize' }),
    /** The card frame asks for the whole card, or only the CVV of the saved card chosen. */
    showCardFields: sendTo('cardFrame', ({ context }) => ({ type: 'cardFrame.fields' as const, cvvFor: cvvFor(context.payWith) })),
    ...form.actions,
    /** Asks the cart whether it has lines to buy; it checks their stock again and answers. */
    askCartToCheckStock: viaStore('cart', ({ self }) => ({ type: 'cart.review', replyTo: self })),
    /** The cart the order closed is done with: the browser takes up the new empty cart the server gave. */
    takeUpNextCart: viaStore('cart', (_, next: { owner: CartOwner; closes?: string }) => ({ type: 'cart.takeUp', ...next })),
    /** The thank-you page. */
    orderPlaced: (_, _order: PlacedOrder) => {},
    /** A step of the checkout funnel, for the data layer. */
    trackFunnel: (_, _step: FunnelStep) => {},
    /** An authorisation the store gave back when the order could not be written (none when it gave nothing back), reported as a refund. */
    trackRefund: (_, _voided: { orderNumber: string; amount: number } | undefined) => {},
    /** The step of the first field a refusal names. */
    askForRefusedStep: assign({ asked: ({ event }) => stepOfField(Object.keys(fieldErrorsOf((event as { error?: unknown }).error) ?? {})[0] ?? 'shipping') }),
    /** A refusal's reason, said above the step. */
    sayWhy: assign({ error: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
    /** A field typed, its message cleared. */
    keepEdit: assign(({ context, event }) =>
      event.type === 'checkout.edit' ? { form: withField(context.form, event.field, event.value), errors: withoutError(context.errors, event.field) } : {},
    ),
    /** A customer's primary address ships the order. */
    shipToCustomersAddress: assign(({ context }, shopper: Shopper) => ({
      form: shopper.customer?.addresses[0] ? withSavedAddress(context.form, shopper.customer.addresses[0]) : context.form,
    })),
    /** The saved address chosen ships the order; what was said of the address before is not said of it. */
    shipToSaved: assign(({ context, event }) => {
      const chosen = context.savedAddresses?.find((address) => event.type === 'checkout.shipTo' && address.id === event.addressId)
      return chosen ? { form: withSavedAddress(context.form, chosen), errors: withoutShippingErrors(context.errors) } : {}
    }),
    shipToNew: assign(({ context }) => ({ form: withNewAddress(context.form), errors: withoutShippingErrors(context.errors) })),
    keepAddress: assign(({ context, event }) => (event.type === 'checkout.keepAddress' ? { form: { ...context.form, keepShippingAddress: event.keep } } : {})),
    /** The store's zip validation passed: the shipping address is one UPS takes (SPEC §3 isUpsAddress). */
    markUpsAddress: assign(({ context }) => ({ form: { ...context.form, shipping: { ...context.form.shipping, isUpsAddress: true } } })),
    /**
     * What the store knows of who pays fills what the shopper left empty. Known before the payment
     * step, a customer pays with their latest saved card; on it, the way to pay stays as it is.
     */
    takeShopper: assign(({ context }, shopper: Shopper) => ({
      form: withCustomer(context.form, shopper.customer),
      savedCards: shopper.customer?.savedCards,
      savedAddresses: shopper.customer?.addresses,
      wallets: shopper.wallets,
      payWith:
        context.formIndex === 0 && shopper.customer?.savedCards[0] ? { method: 'savedCard' as const, card: shopper.customer.savedCards[0] } : context.payWith,
    })),
    /** The order placed, and the new empty cart that follows it. */
    takePlaced: assign((_, placed: { order: PlacedOrder; nextCart: CartOwner }) => ({ order: placed.order, nextCart: placed.nextCart })),
    /** The store could not be asked, or the order is still being placed: asked again, a little later each time. */
    askAgainLater: assign({ asks: ({ context }) => context.asks + 1 }),
    /** Keeps the attempt's key in the browser, for a reload and every tab, and the cart it was sent for until its answer is had. */
    keepAttempt: (_, _attempt: { key: string; sentFor?: string }) => {},
    forgetAttempt: () => {},
    /** A new attempt gets a new key; a repeat of the same attempt keeps its own. */
    newAttempt: assign({ attemptKey: () => crypto.randomUUID(), sentFor: undefined }),
    /** The attempt's answer is had: a reload need not ask about it. */
    attemptAnswered: assign({ sentFor: undefined }),
    /** The attempt is about to be sent, for this cart. */
    attemptSent: assign({ sentFor: ({ context }) => context.owner?.cartId, asks: 0 }),
  },
  guards: {
    ...form.guards,
    isEmpty: ({ event }) => event.type === 'cart.reviewed' && event.lines === 0,
    /** The cart answered it holds nothing to ship, or checkout knows so already. */
    shipsNothing: ({ context, event }) => (event.type === 'cart.reviewed' ? event.ships === false : !context.ships),
    shipsGoods: ({ context }) => context.ships,
    /** Priced as shipping nothing, the order was refused for want of a shipping address: the cart holds goods now. */
    shipsAfterAll: ({ context, event }) => !context.ships && 'shipping.address' in (fieldErrorsOf((event as { error?: unknown }).error) ?? {}),
    asksForReview: ({ context }) => context.asked === 'review',
    asksForShipping: ({ context }) => context.asked === 'shipping',
    continueHeld: ({ context }) => context.continueHeld,
    shipsToCustomersAddress: ({ context }, shopper: Shopper) => (shopper.customer?.addresses.length ?? 0) > 0 && isUntouched(context.form.shipping),
    /** One of the customer's own saved addresses. */
    isSavedAddress: ({ context, event }) =>
      event.type === 'checkout.shipTo' && (context.savedAddresses ?? []).some((address) => address.id === event.addressId),
    /** The order ships to one of the customer's saved addresses, not one typed. */
    shipsToSavedAddress: ({ context }) => context.form.selectedShippingAddress !== undefined,
    /** Only a signed-in customer keeps addresses. */
    isCustomer: ({ context }) => context.savedAddresses !== undefined,
    /** A field of the shipping address typed as checkout opens: shipping is checked again before the order goes on. */
    editsShipping: ({ event }) => event.type === 'checkout.edit' && event.field.startsWith('shipping.'),
    shippingDone: ({ context }) => context.shippingCompleted,
    paymentDone: ({ context }) => context.paymentCompleted,
    zipInShippingState: ({ context }, zip: ZipResult) => zip.state === context.form.shipping.state.toLowerCase(),
    isCardRefusal: ({ event }) => CARD_REFUSALS.includes(errorKeyOf((event as { error?: unknown }).error)),
    isTotalChanged: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'orderTotalChanged',
    isCartChanged: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'orderCartChanged',
    isPastPayment: ({ context }) => context.formIndex > 1,
    landsOnPayment: ({ context, event }) =>
      event.type === 'checkout.goTo' && (event.step === 'payment' || (event.step === 'review' && !context.paymentCompleted)),
    /** PayPal and a new card are anyone's, a wallet where it is offered; keeping a card, or paying with a saved one, is a customer's, with their own cards only. */
    isWayToPay: ({ context, event }) => {
      if (event.type !== 'checkout.payWith') return false
      const { payWith } = event
      if (payWith.method === 'paypal') return true
      if (payWith.method === 'applePay' || payWith.method === 'googlePay') return context.wallets.includes(payWith.method)
      if (payWith.method === 'card') return !payWith.saveCard || context.savedCards !== undefined
      return (context.savedCards ?? []).some((card) => card.id === payWith.card.id)
    },
    isApplied: ({ context, event }) => event.type === 'checkout.removeGiftCard' && context.giftCards.some((card) => card.code === event.code),
    isGiftCardRefusal: ({ event }) => GIFT_CARD_REFUSALS.includes(errorKeyOf((event as { error?: unknown }).error)),
    /** Gift cards, or a free order, leave nothing to pay: no card is asked. */
    nothingLeftToPay: ({ context }) => leftToPay(context.quote, context.giftCards) === 0,
    /** The gift cards leave something to pay and no card was given for it. */
    restUnpaid: ({ context }) => (leftToPay(context.quote, context.giftCards) ?? 0) > 0 && !wayToPayGiven(context),
    paysWithPayPal: ({ context }) => context.payWith.method === 'paypal',
    /** PayPal approved another amount than what is left to pay now (the order was priced again): the payer approves it again. */
    paypalApprovedOtherAmount: ({ context }) =>
      context.payWith.method === 'paypal' && context.paypal !== undefined && context.paypal.amount !== leftToPay(context.quote, context.giftCards),
    paysWithWallet: ({ context }) => isWallet(context.payWith.method),
    /** The wallet's sheet gave its payment token. */
    walletPaid: (_, payment: WalletPayment) => payment.paid,
    /** PayPal's window ended with the payer's approval. */
    paypalApproved: (_, approval: PayPalApproval) => approval.approved,
    /** A code worth asking the store about: well formed, not applied already, and something left for it to pay, three cards at most. */
    canApplyGiftCard: ({ context, event }) => event.type === 'checkout.applyGiftCard' && giftCardRefusal(context, event.code) === undefined,
    /** An attempt was sent and its answer never came. */
    wasSent: ({ context }) => context.sentFor !== undefined,
    /** The order went out and no answer came back (the connection, the server's trouble), or another submit of it is still being worked out. */
    orderUnsure: ({ event }) => {
      const { error } = event as { error?: unknown }
      return isWorthRetrying(error) || errorKeyOf(error) === 'orderAttemptInUse'
    },
    isOffline: ({ context }) => !context.online,
    cameOnline: ({ event }) => event.type === 'checkout.connection' && event.online,
    wasPlaced: (_, attempt: OrderAttempt) => attempt.status === 'placed',
    isBeingPlaced: (_, attempt: OrderAttempt) => attempt.status === 'placing',
    wasRefused: (_, attempt: OrderAttempt) => attempt.status === 'refused',
    /** Every line can be had in its number; else the shopper changes the cart first. */
    allLinesAvailable: ({ context }) => (context.quote?.unavailable.length ?? 0) === 0,
  },
  delays: {
    /** One second, then two, four… up to half a minute. */
    askWait: ({ context }) => retryWait(context.asks),
    /** An order with no answer this long (a stalled connection) is asked about; placing one takes seconds. */
    orderAnswerWait: ORDER_ANSWER_WAIT_MS,
    /** Asking about an order with no answer this long: asked again. */
    answerWait: ANSWER_WAIT_MS,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    asked: input.step ?? 'shipping',
    form: input.cached?.form ?? emptyCheckoutForm(),
    errors: {},
    formIndex: 0,
    shippingCompleted: input.cached?.shippingCompleted ?? false,
    paymentCompleted: false,
    attemptKey: input.attemptKey,
    sentFor: input.sentFor,
    asks: 0,
    online: input.online ?? true,
    paymentSession: input.paymentSession,
    wallets: [],
    payWith: { method: 'card', saveCard: false },
    giftCards: [],
    ships: true,
    continueHeld: false,
  }),
  initial: 'opening',
  invoke: [
    { id: 'watchStep', src: 'watchStep' },
    { id: 'connection', src: 'connection' },
    // Asked as checkout opens, beside the cart's check: what it knows fills only what is still empty when it comes.
    // Not known (the call failed, and said so), the shopper types it all and pays with what checkout offers anyone.
    {
      id: 'shopper',
      src: 'shopper',
      onDone: [
        // A customer's primary address ships the order when the shopper has typed none of their own; else only their name fills the names left empty.
        {
          guard: { type: 'shipsToCustomersAddress', params: ({ event }) => event.output },
          actions: [
            { type: 'shipToCustomersAddress', params: ({ event }) => event.output },
            { type: 'takeShopper', params: ({ event }) => event.output },
          ],
        },
        { actions: { type: 'takeShopper', params: ({ event }) => event.output } },
      ],
      onError: { actions: [] },
    },
  ],
  on: {
    'checkout.connection': { actions: assign({ online: ({ event }) => event.online }) },
    // What is typed is kept as it is typed, so a reload finds it.
    'checkout.edit': {
      actions: ['keepEdit', { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: context.shippingCompleted }) }],
    },
    'checkout.keepAddress': {
      guard: 'isCustomer',
      actions: ['keepAddress', { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: context.shippingCompleted }) }],
    },
    'checkout.sameBilling': {
      guard: 'shipsGoods',
      actions: [
        assign(({ context, event }) => ({ form: { ...context.form, billingSameAsShipping: event.same } })),
        { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: context.shippingCompleted }) },
      ],
    },
    'checkout.resetPayment': [
      // SPEC §4: a reset clears the card; past the payment form it returns to it, payment not completed.
      { guard: 'isPastPayment', target: '.payment', actions: assign({ card: undefined, paypal: undefined, paymentCompleted: false }) },
      { actions: assign({ card: undefined, paypal: undefined, paymentCompleted: false }) },
    ],
  },
  states: {
    // Stock is checked again as checkout opens; a cart that cannot be read or checked stops checkout with the reason.
    // The shipping step is shown as it opens: what is typed is kept, and Continue is made once the step is the shopper's.
    opening: {
      // Each state is tagged with the step the page shows in it.
      tags: ['shipping'],
      // The attempt's key is kept for every tab: two tabs of one cart place one order.
      entry: keptAttempt,
      on: {
        'checkout.continue': { actions: assign({ continueHeld: true }) },
        // On a reload past shipping, the server's page shows the shipping step: an address typed there is checked again.
        'checkout.edit': {
          guard: 'editsShipping',
          actions: [
            'keepEdit',
            assign({ shippingCompleted: false }),
            { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: context.shippingCompleted }) },
          ],
        },
        // A saved address chosen, or a new one asked for, as checkout opens is checked too.
        'checkout.shipTo': {
          guard: 'isSavedAddress',
          actions: [
            'shipToSaved',
            assign({ shippingCompleted: false }),
            { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: false }) },
          ],
        },
        'checkout.shipToNew': {
          guard: 'shipsToSavedAddress',
          actions: [
            'shipToNew',
            assign({ shippingCompleted: false }),
            { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: false }) },
          ],
        },
      },
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'wasSent', target: 'askingAboutOrder' }, { target: 'reviewingCart' }] },
        // An order went out and its answer never came (a lost answer, a reload, a closed tab): the store is asked what came of it first.
        askingAboutOrder: {
          tags: ['checkingOrder'],
          after: { answerWait: { target: 'waitingToAsk', actions: 'askAgainLater' } },
          invoke: {
            id: 'askAboutOrder',
            src: 'askAboutOrder',
            input: ({ context }) => ({ attemptKey: context.attemptKey }),
            onDone: [
              foundPlaced,
              { guard: { type: 'isBeingPlaced', params: ({ event }) => event.output }, target: 'waitingToAsk', actions: 'askAgainLater' },
              // Refused: the shopper hears why, and the next order is a new attempt.
              {
                guard: { type: 'wasRefused', params: ({ event }) => event.output },
                target: 'reviewingCart',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.output) },
                  assign({ error: ({ event }) => errorKeyOf(event.output) }),
                  'newAttempt',
                  keptAttempt,
                ],
              },
              // Never received: the shopper may place the same attempt again; a request still on its way is asked about again on the next visit.
              { target: 'reviewingCart', actions: assign({ error: OrderMessage.notReceived }) },
            ],
            onError: { target: 'waitingToAsk', actions: 'askAgainLater' },
          },
        },
        waitingToAsk: {
          tags: ['checkingOrder'],
          after: { askWait: 'askingAboutOrder' },
          on: { 'checkout.connection': { guard: 'cameOnline', target: 'askingAboutOrder', actions: assign({ online: true }) } },
        },
        reviewingCart: {
          entry: 'askCartToCheckStock',
          on: {
            'cart.reviewed': [
              { guard: 'isEmpty', target: '#checkout.empty', actions: assign({ continueHeld: false }) },
              // E-gift cards alone ship nothing: no shipping step, and billing is an address of its own.
              {
                guard: 'shipsNothing',
                target: '#checkout.resuming',
                actions: [
                  assign(({ context, event }) => ({
                    owner: event.owner,
                    ships: false,
                    shippingCompleted: true,
                    form: { ...context.form, billingSameAsShipping: false },
                  })),
                  { type: 'trackFunnel', params: { event: 'begin_checkout' } },
                ],
              },
              {
                target: '#checkout.resuming',
                actions: [assign({ owner: ({ event }) => event.owner }), { type: 'trackFunnel', params: { event: 'begin_checkout' } }],
              },
            ],
            'cart.unavailable': { target: '#checkout.failed', actions: assign({ error: ({ event }) => event.errorKey, continueHeld: false }) },
          },
        },
      },
    },
    // Back, forward and reload land on the step asked for, or the first one still to do.
    resuming: {
      always: [
        { guard: and(['asksForReview', 'shippingDone', 'paymentDone']), target: 'review', actions: assign({ continueHeld: false }) },
        { guard: or(['shipsNothing', and([not('asksForShipping'), 'shippingDone'])]), target: 'payment', actions: assign({ continueHeld: false }) },
        // Continue, pressed as checkout opened, is made now that the shipping step is the shopper's.
        { guard: 'continueHeld', target: 'shipping', actions: [assign({ continueHeld: false }), raise({ type: 'checkout.continue' })] },
        { target: 'shipping' },
      ],
    },
    shipping: {
      tags: ['shipping'],
      entry: [assign({ formIndex: 0, error: undefined }), { type: 'showStep', params: 'shipping' }, { type: 'trackScreens', params: ['checkout shipping'] }],
      on: {
        'checkout.goTo': { target: 'resuming', actions: assign({ asked: ({ event }) => event.step }) },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checkout.continue': submitted('checkingZip'),
            'checkout.shipTo': {
              guard: 'isSavedAddress',
              actions: ['shipToSaved', { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: false }) }],
            },
            'checkout.shipToNew': {
              guard: 'shipsToSavedAddress',
              actions: ['shipToNew', { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: false }) }],
            },
          },
        },
        // The zip is asked of the server too: it must be one it ships to, in the state chosen.
        checkingZip: {
          tags: ['busy'],
          invoke: {
            id: 'validateZip',
            src: 'validateZip',
            input: ({ context }) => ({ zip: context.form.shipping.zipcode }),
            onDone: [
              {
                guard: { type: 'zipInShippingState', params: ({ event }) => event.output },
                target: '#checkout.payment',
                actions: [
                  'markUpsAddress',
                  assign({ shippingCompleted: true }),
                  { type: 'cacheCheckout', params: ({ context }) => ({ form: context.form, shippingCompleted: true }) },
                  { type: 'trackFunnel', params: { event: 'add_shipping_info' } },
                ],
              },
              { target: 'editing', actions: [assign({ errors: { 'shipping.zipcode': 'zipNotInState' } }), 'focusFirstError'] },
            ],
            onError: { target: 'editing', actions: [assign({ errors: ({ event }) => ({ 'shipping.zipcode': errorKeyOf(event.error) }) }), 'focusFirstError'] },
          },
        },
      },
    },
    payment: {
      tags: ['payment'],
      entry: [
        assign({ formIndex: 1 }),
        { type: 'showStep', params: 'payment' },
        { type: 'trackScreens', params: ['checkout billing', 'checkout contact', 'checkout payment'] },
      ],
      // What was said of a gift card code is not said again once the shopper moves on.
      exit: assign({ giftCardError: undefined }),
      invoke: [
        { id: 'paymentSession', src: 'paymentSession', input: ({ context }) => context.paymentSession },
        { id: 'cardFrame', src: 'cardFrame' },
      ],
      on: {
        // Asked for a step that would land on payment again (itself, or review before paying), the shopper stays, as the address says again.
        'checkout.goTo': [
          { guard: 'landsOnPayment', actions: { type: 'showStep', params: 'payment' } },
          { target: 'resuming', actions: assign({ asked: ({ event }) => event.step }) },
        ],
        'checkout.frameMounted': {
          actions: [sendTo('cardFrame', ({ event }) => ({ type: 'cardFrame.mounted' as const, frame: event.frame, grant: event.grant })), 'showCardFields'],
        },
      },
      initial: 'pricing',
      states: {
        // The order is priced for the address it ships to, so the shopper sees what gift cards leave to pay.
        pricing: {
          tags: ['busy'],
          invoke: {
            id: 'validateOrder',
            src: 'validateOrder',
            input: ({ context }) => ({ owner: context.owner!, form: context.form, ships: context.ships }),
            onDone: { target: 'editing', actions: assign({ quote: ({ event }) => event.output }) },
            // A field the server refuses leads back to its step, the message beside it; else the reason, to try again.
            onError: [
              // A cart of e-gift cards that gained snacks to ship (in another tab) needs a shipping address after all.
              {
                guard: 'shipsAfterAll',
                target: '#checkout.resuming',
                actions: [assign({ ships: true, shippingCompleted: false, asked: 'shipping' }), 'showRefusal', 'focusFirstError'],
              },
              { guard: 'refusalNamesFields', target: '#checkout.resuming', actions: ['showRefusal', 'askForRefusedStep', 'focusFirstError'] },
              { target: 'unpriced', actions: 'sayWhy' },
            ],
          },
        },
        unpriced: {
          on: { 'checkout.retry': { target: 'pricing', actions: assign({ error: undefined }) } },
        },
        editing: {
          on: {
            'checkout.continue': submitted(
              { guard: 'nothingLeftToPay', target: 'covered' },
              { guard: 'paysWithPayPal', target: 'approvingPayPal' },
              { guard: 'paysWithWallet', target: 'payingByWallet' },
              'tokenizing',
            ),
            // A card or PayPal; a guest cannot keep a card; a customer may pay with one of their own saved cards, or keep a new one.
            'checkout.payWith': {
              guard: 'isWayToPay',
              actions: [assign({ payWith: ({ event }) => event.payWith, error: undefined }), 'showCardFields'],
            },
            'checkout.applyGiftCard': [
              {
                guard: 'canApplyGiftCard',
                target: 'checkingGiftCard',
                actions: assign({ giftCardCode: ({ event }) => v.parse(GiftCardCodeSchema, event.code), giftCardError: undefined }),
              },
              { actions: assign({ giftCardError: ({ context, event }) => giftCardRefusal(context, event.code) }) },
            ],
            'checkout.removeGiftCard': {
              guard: 'isApplied',
              actions: assign({ giftCards: ({ context, event }) => context.giftCards.filter((card) => card.code !== event.code), giftCardError: undefined }),
            },
          },
        },
        // The store is asked what is on the card; a wrong code is said beside the field.
        checkingGiftCard: {
          tags: ['busy'],
          invoke: {
            id: 'checkGiftCard',
            src: 'checkGiftCard',
            input: ({ context }) => ({ code: context.giftCardCode! }),
            onDone: {
              target: 'editing',
              actions: assign({
                giftCards: ({ context, event }) => [...context.giftCards, { code: context.giftCardCode!, ...event.output }],
              }),
            },
            onError: { target: 'editing', actions: assign({ giftCardError: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
        // PayPal's own chart: its window, the payer's answer. Approved, the order is reviewed; else the shopper is told why, on payment.
        approvingPayPal: {
          tags: ['busy'],
          on: { 'checkout.cancelPayPal': { actions: sendTo('paypalApproval', { type: 'paypal.cancel' }) } },
          invoke: {
            id: 'paypalApproval',
            src: 'paypalApproval',
            input: ({ context }) => ({
              request: {
                owner: context.owner!,
                form: context.form,
                ships: context.ships,
                giftCards: giftCardCodesPaying(context),
                attemptKey: context.attemptKey,
              },
            }),
            onDone: [
              {
                guard: { type: 'paypalApproved', params: ({ event }) => event.output },
                target: '#checkout.review',
                actions: [
                  assign({
                    paypal: ({ event }) => {
                      const { orderId, payerId, amount } = event.output as Extract<PayPalApproval, { approved: true }>
                      return { orderId, payerId, amount }
                    },
                    error: undefined,
                    paymentCompleted: true,
                  }),
                  ...paymentGiven,
                ],
              },
              { target: 'editing', actions: assign({ error: ({ event }) => (event.output as { errorKey?: string }).errorKey }) },
            ],
          },
        },
        // The wallet's own chart: its sheet, and the token it gives. Paid, the order is reviewed; else the shopper is told why, on payment.
        payingByWallet: {
          tags: ['busy'],
          invoke: {
            id: 'walletPayment',
            src: 'walletPayment',
            input: ({ context }) => ({ wallet: context.payWith.method as Wallet, amount: leftToPay(context.quote, context.giftCards) ?? 0 }),
            onDone: [
              {
                guard: { type: 'walletPaid', params: ({ event }) => event.output },
                target: '#checkout.review',
                actions: [
                  assign({
                    card: ({ event }) => (event.output as Extract<WalletPayment, { paid: true }>).token,
                    paypal: undefined,
                    error: undefined,
                    paymentCompleted: true,
                  }),
                  ...paymentGiven,
                ],
              },
              { target: 'editing', actions: assign({ error: ({ event }) => (event.output as { errorKey?: string }).errorKey }) },
            ],
          },
        },
        // Gift cards, or a free order, pay it all: no card is asked, and the order is placed from review.
        covered: {
          entry: [assign({ card: undefined, paypal: undefined, paymentCompleted: true }), ...paymentGiven],
          always: '#checkout.review',
        },
        tokenizing: {
          tags: ['busy'],
          entry: 'askForToken',
          on: {
            'checkout.cardTokenized': {
              target: '#checkout.review',
              actions: [assign({ card: ({ event }) => event.card, paypal: undefined, paymentCompleted: true }), ...paymentGiven],
            },
            'checkout.cardRefused': { target: 'editing', actions: assign({ error: ({ event }) => event.errorKey }) },
          },
        },
      },
    },
    review: {
      tags: ['review'],
      entry: [assign({ formIndex: 2 }), { type: 'showStep', params: 'review' }, { type: 'trackScreens', params: ['checkout review'] }],
      on: {
        'checkout.goTo': { target: 'resuming', actions: assign({ asked: ({ event }) => event.step }) },
      },
      initial: 'pricing',
      states: {
        pricing: {
          tags: ['busy'],
          invoke: {
            id: 'validateOrder',
            src: 'validateOrder',
            input: ({ context }) => ({ owner: context.owner!, form: context.form, ships: context.ships }),
            onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output }) },
            // A field the server refuses leads back to its step, the message beside it; else the reason, to try again.
            onError: [
              // A cart of e-gift cards that gained snacks to ship (in another tab) needs a shipping address after all.
              {
                guard: 'shipsAfterAll',
                target: '#checkout.resuming',
                actions: [assign({ ships: true, shippingCompleted: false, asked: 'shipping' }), 'showRefusal', 'focusFirstError'],
              },
              { guard: 'refusalNamesFields', target: '#checkout.resuming', actions: ['showRefusal', 'askForRefusedStep', 'focusFirstError'] },
              { target: 'unpriced', actions: 'sayWhy' },
            ],
          },
        },
        unpriced: {
          on: { 'checkout.retry': 'pricing' },
        },
        ready: {
          // Priced again, the order may cost more than the gift cards cover: the rest needs a card.
          always: [
            { guard: 'restUnpaid', target: '#checkout.payment', actions: assign({ error: 'paymentRequired', paymentCompleted: false }) },
            {
              guard: 'paypalApprovedOtherAmount',
              target: '#checkout.payment',
              actions: assign({ error: 'paypalNotApproved', paypal: undefined, paymentCompleted: false }),
            },
          ],
          on: {
            'checkout.placeOrder': [
              // Offline, the order waits for the connection rather than failing.
              { guard: and(['allLinesAvailable', 'isOffline']), target: 'awaitingConnection', actions: assign({ error: undefined }) },
              { guard: 'allLinesAvailable', target: 'placing', actions: assign({ error: undefined }) },
            ],
          },
        },
        // Placed as soon as the browser is back online; the shopper may still change the order meanwhile.
        awaitingConnection: {
          tags: ['busy', 'awaitingConnection'],
          on: { 'checkout.connection': { guard: 'cameOnline', target: 'placing', actions: assign({ online: true }) } },
        },
        placing: {
          tags: ['busy'],
          // The attempt's key, and the cart it is for, are kept before the order goes: a lost answer is asked about, after a reload too.
          entry: ['attemptSent', keptAttempt],
          // No answer in time: the request is given up, and the store asked what came of the order.
          after: { orderAnswerWait: 'confirming' },
          // While the order is placed, the address stays on review, and the payment stays as it was: its answer is what counts now.
          on: { 'checkout.goTo': { actions: { type: 'showStep', params: 'review' } }, 'checkout.resetPayment': {} },
          invoke: {
            id: 'submitOrder',
            src: 'submitOrder',
            input: ({ context }) => ({
              owner: context.owner!,
              form: context.form,
              ships: context.ships,
              payment: paymentChoice(context),
              giftCards: giftCardCodesPaying(context),
              attemptKey: context.attemptKey,
              reviewedTotal: context.quote!.totalAmount,
            }),
            onDone: { target: '#checkout.placed', actions: [{ type: 'takePlaced', params: ({ event }) => event.output }, ...orderDone] },
            onError: [
              // No answer came (the connection, the server's trouble): the store is asked what came of the order, never sent it blindly again.
              { guard: 'orderUnsure', target: 'confirming' },
              // The card was refused or its token is spent: the shopper gives a card again, in a new attempt.
              {
                guard: 'isCardRefusal',
                target: '#checkout.payment',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.error) },
                  assign({ error: ({ event }) => errorKeyOf(event.error), card: undefined, paypal: undefined, paymentCompleted: false }),
                  'newAttempt',
                  keptAttempt,
                ],
              },
              // A gift card was spent elsewhere, or is not what it was: the shopper applies their cards again and sees what is on them now.
              {
                guard: 'isGiftCardRefusal',
                target: '#checkout.payment',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.error) },
                  assign({ error: ({ event }) => errorKeyOf(event.error), giftCards: [], card: undefined, paypal: undefined, paymentCompleted: false }),
                  'newAttempt',
                  keptAttempt,
                ],
              },
              // The cart changed after the card was authorised and given back: it is priced again on payment and paid again.
              {
                guard: 'isCartChanged',
                target: '#checkout.payment',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.error) },
                  assign({ error: 'orderCartChanged', card: undefined, paypal: undefined, paymentCompleted: false }),
                  'newAttempt',
                  keptAttempt,
                ],
              },
              {
                guard: 'isTotalChanged',
                target: 'pricing',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.error) },
                  assign({ error: 'orderTotalChanged' }),
                  'newAttempt',
                  keptAttempt,
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'trackRefund', params: ({ event }) => voidedIn(event.error) },
                  'attemptAnswered',
                  keptAttempt,
                  assign({
                    error: ({ event }) => errorKeyOf(event.error),
                    quote: ({ context, event }) =>
                      context.quote && { ...context.quote, unavailable: refusal(event.error).data?.unavailable ?? context.quote.unavailable },
                  }),
                ],
              },
            ],
          },
        },
        // What came of the order is asked of the store: placed, the thank-you page; still being placed, asked again; refused, sent
        // again under its key for the store's own answer; never received, the shopper may place it again.
        confirming: {
          tags: ['busy', 'checkingOrder'],
          after: { answerWait: { target: 'waitingToConfirm', actions: 'askAgainLater' } },
          on: { 'checkout.goTo': { actions: { type: 'showStep', params: 'review' } }, 'checkout.resetPayment': {} },
          invoke: {
            id: 'askAboutOrder',
            src: 'askAboutOrder',
            input: ({ context }) => ({ attemptKey: context.attemptKey }),
            onDone: [
              foundPlaced,
              { guard: { type: 'isBeingPlaced', params: ({ event }) => event.output }, target: 'waitingToConfirm', actions: 'askAgainLater' },
              { guard: { type: 'wasRefused', params: ({ event }) => event.output }, target: 'placing' },
              // Never received: the shopper may place the same attempt again (a request given up on may still arrive: the same key gets its answer).
              { target: 'ready', actions: assign({ error: OrderMessage.notReceived }) },
            ],
            onError: { target: 'waitingToConfirm', actions: 'askAgainLater' },
          },
        },
        waitingToConfirm: {
          tags: ['busy', 'checkingOrder'],
          on: {
            'checkout.goTo': { actions: { type: 'showStep', params: 'review' } },
            'checkout.resetPayment': {},
            'checkout.connection': { guard: 'cameOnline', target: 'confirming', actions: assign({ online: true }) },
          },
          after: { askWait: 'confirming' },
        },
      },
    },
    // The order under review stays shown as the thank-you page opens.
    placed: { type: 'final', tags: ['review'] },
    empty: { tags: ['empty'] },
    failed: {
      tags: ['failed'],
      on: { 'checkout.retry': { target: 'opening', actions: assign({ error: undefined }) } },
    },
  },
})
