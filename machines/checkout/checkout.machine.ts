import { and, assign, fromCallback, fromPromise, not, or, raise, sendTo, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartOwner } from '#domain/cart.ts'
import {
  emptyCheckoutForm,
  paymentErrors,
  withCustomer,
  isUntouched,
  mayKeepShippingAddress,
  shippingErrors,
  stepOfField,
  withField,
  withNewAddress,
  withSavedAddress,
  type CheckoutForm,
  type CheckoutStep,
  type CustomerDetails,
  type SavedAddress,
} from '#domain/checkout-form.ts'
import {
  OrderMessage,
  type OrderAttempt,
  type OrderQuote,
  type OrderRequest,
  type OrderSubmission,
  type PaidOrderRequest,
  type PlacedOrder,
} from '#domain/order.ts'
import type { ZipResult } from '#domain/zip.ts'
import type { CartAnswer } from '../cart/cart.machine.ts'
import { paymentSessionMachine, type PaymentSessionInput } from '../payment-session/payment-session.machine.ts'
import { paypalApprovalMachine, type PayPalApproval } from '../paypal-approval/paypal-approval.machine.ts'
import { walletPaymentMachine, type WalletPayment } from '../wallet-payment/wallet-payment.machine.ts'
import type { CaptureContextGrant } from '#domain/order.ts'
import type { CardFrameCommand } from '#domain/card-frame.ts'
import { ANSWER_WAIT_MS, errorKeyOf, fieldErrorsOf, isWorthRetrying, ORDER_ANSWER_WAIT_MS, retryWait } from '#domain/envelope.ts'
import { formParts, submitted, withoutError } from '../form.ts'
import type { SavedCard, Wallet } from '#domain/payment.ts'
import * as v from 'valibot'
import type { FunnelStep } from '#domain/funnel.ts'
import { GiftCardCodeSchema, type GiftCardBalance } from '#domain/gift-card.ts'
import {
  amountLeft,
  cvvFor,
  giftCardCodesPaying,
  giftCardRefusal,
  isCardRefusal,
  isGiftCardRefusal,
  isWallet,
  mayPayWith,
  paymentChoice,
  paymentType,
  paypalApprovedOtherAmount,
  restUnpaid,
  voidedIn,
  type Payment,
  type PayWith,
} from './checkout.payment.ts'

/** Who pays, as the store knows as checkout opens: a signed-in customer's details, saved addresses and saved cards (the latest first; none for a guest), and the wallets offered. */
export interface Shopper {
  customer?: CustomerDetails & { savedCards: SavedCard[] }
  /** The wallets the site turns on and the browser can pay with. */
  wallets: Wallet[]
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

/** Checkout as it stands; how it is paid (the way chosen, the card's token, PayPal's approval, the gift cards, the priced order) is read by the payment rules. */
export interface CheckoutContext extends Payment {
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
  /** A customer's saved addresses, the primary first; none for a guest. */
  savedAddresses?: SavedAddress[]
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
  | { type: 'checkout.cardTokenized'; card: NonNullable<Payment['card']> }
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

/** The order as it is priced. */
type Quote = NonNullable<CheckoutContext['quote']>

const orderRequest = ({ owner, form, ships }: CheckoutContext): OrderRequest => ({ owner: owner!, form, ships })

/** The order as it is paid for: the gift cards that pay something, under the attempt's key. */
const paidOrderRequest = (context: CheckoutContext): PaidOrderRequest => ({
  ...orderRequest(context),
  giftCards: giftCardCodesPaying(context),
  attemptKey: context.attemptKey,
})

/** The order as it is placed, with how the rest is paid and the total reviewed. */
const orderSubmission = (context: CheckoutContext): OrderSubmission => ({
  ...paidOrderRequest(context),
  payment: paymentChoice(context),
  reviewedTotal: context.quote!.totalAmount,
})

/** What was typed is kept for a reload, with whether shipping is done. */
const keptForm = {
  type: 'cacheCheckout',
  params: ({ context }: { context: CheckoutContext }) => ({ form: context.form, shippingCompleted: context.shippingCompleted }),
} as const

/** An address chosen is kept for a reload as one still to be checked. */
const keptAddressChoice = {
  type: 'cacheCheckout',
  params: ({ context }: { context: CheckoutContext }) => ({ form: context.form, shippingCompleted: false }),
} as const

/** A saved address chosen, or a new one asked for (as checkout opens, shipping is checked again before the order goes on). */
const addressChoices = (...then: 'shippingToCheck'[]) =>
  ({
    'checkout.shipTo': { guard: 'isSavedAddress', actions: ['shipToSaved', ...then, keptAddressChoice] },
    'checkout.shipToNew': { guard: 'shipsToSavedAddress', actions: ['shipToNew', ...then, keptAddressChoice] },
  }) as const

/**
 * The order priced for the address it ships to, then the state named. A field the server refuses leads
 * back to its step, the message beside it; any other refusal is said, to try again.
 */
const pricedThen = (priced: 'editing' | 'ready') =>
  ({
    pricing: {
      tags: ['busy'],
      invoke: {
        id: 'validateOrder',
        src: 'validateOrder',
        input: ({ context }: { context: CheckoutContext }) => orderRequest(context),
        onDone: { target: priced, actions: { type: 'takeQuote', params: ({ event }: { event: { output: Quote } }) => event.output } },
        onError: [
          // A cart of e-gift cards that gained snacks to ship (in another tab) needs a shipping address after all.
          { guard: 'shipsAfterAll', target: '#checkout.resuming', actions: ['shipsAfterAll', 'showRefusal', 'focusFirstError'] },
          { guard: 'refusalNamesFields', target: '#checkout.resuming', actions: ['showRefusal', 'askForRefusedStep', 'focusFirstError'] },
          { target: 'unpriced', actions: 'sayWhy' },
        ],
      },
    },
    unpriced: {
      on: { 'checkout.retry': { target: 'pricing', actions: 'clearError' } },
    },
  }) as const

/** An authorisation the store gave back with its refusal, reported as a refund. */
const refundReported = {
  type: 'trackRefund',
  params: ({ event }: { event: { error?: unknown } }) => voidedIn(event.error),
} as const

/** The next order is a new attempt, kept in the browser. */
const anotherAttempt = ['newAttempt', keptAttempt] as const

/**
 * Checkout (SPEC §4): shipping, then payment, then review, each a step in the address's hash.
 * A step cannot be reached before the steps it needs; the form is kept as typed across reloads
 * (never the card); placing the order is one attempt, repeated safely under its key.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    validateZip: fromPromise<ZipResult, { zip: string }>(() => Promise.reject(new Error('validateZip is provided by the app'))),
    validateOrder: fromPromise<OrderQuote & { unavailable: string[] }, OrderRequest>(() => Promise.reject(new Error('validateOrder is provided by the app'))),
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
    submitOrder: fromPromise<{ order: PlacedOrder; nextCart: CartOwner }, OrderSubmission>(() =>
      Promise.reject(new Error('submitOrder is provided by the app')),
    ),
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
    /** The order as the store priced it. */
    takeQuote: assign((_, quote: Quote) => ({ quote })),
    /** A cart priced as shipping nothing holds goods to ship after all: the shopper gives a shipping address. */
    shipsAfterAll: assign({ ships: true, shippingCompleted: false, asked: 'shipping' as const }),
    clearError: assign({ error: undefined }),
    /** The way to pay given is let go: the shopper gives it again. */
    forgetPayment: assign({ card: undefined, paypal: undefined, paymentCompleted: false }),
    /** The shipping address changed: it is checked again before the order goes on. */
    shippingToCheck: assign({ shippingCompleted: false }),
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
    /** Only a signed-in customer keeps addresses: one they typed, not one of their saved addresses. */
    typedAnAddressToKeep: ({ context }) => mayKeepShippingAddress(context.form, context.savedAddresses !== undefined),
    /** A field of the shipping address typed as checkout opens: shipping is checked again before the order goes on. */
    editsShipping: ({ event }) => event.type === 'checkout.edit' && event.field.startsWith('shipping.'),
    shippingDone: ({ context }) => context.shippingCompleted,
    paymentDone: ({ context }) => context.paymentCompleted,
    zipInShippingState: ({ context }, zip: ZipResult) => zip.state === context.form.shipping.state.toLowerCase(),
    isCardRefusal: ({ event }) => isCardRefusal((event as { error?: unknown }).error),
    isTotalChanged: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'orderTotalChanged',
    isCartChanged: ({ event }) => errorKeyOf((event as { error?: unknown }).error) === 'orderCartChanged',
    isPastPayment: ({ context }) => context.formIndex > 1,
    landsOnPayment: ({ context, event }) =>
      event.type === 'checkout.goTo' && (event.step === 'payment' || (event.step === 'review' && !context.paymentCompleted)),
    /** PayPal and a new card are anyone's, a wallet where it is offered; keeping a card, or paying with a saved one, is a customer's, with their own cards only. */
    isWayToPay: ({ context, event }) => event.type === 'checkout.payWith' && mayPayWith(context, event.payWith),
    isApplied: ({ context, event }) => event.type === 'checkout.removeGiftCard' && context.giftCards.some((card) => card.code === event.code),
    isGiftCardRefusal: ({ event }) => isGiftCardRefusal((event as { error?: unknown }).error),
    /** Gift cards, or a free order, leave nothing to pay: no card is asked. */
    nothingLeftToPay: ({ context }) => amountLeft(context) === 0,
    /** The gift cards leave something to pay and no card was given for it. */
    restUnpaid: ({ context }) => restUnpaid(context),
    paysWithPayPal: ({ context }) => context.payWith.method === 'paypal',
    /** PayPal approved another amount than what is left to pay now (the order was priced again): the payer approves it again. */
    paypalApprovedOtherAmount: ({ context }) => paypalApprovedOtherAmount(context),
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
      actions: ['keepEdit', keptForm],
    },
    'checkout.keepAddress': {
      guard: 'typedAnAddressToKeep',
      actions: ['keepAddress', keptForm],
    },
    'checkout.sameBilling': {
      guard: 'shipsGoods',
      actions: [assign(({ context, event }) => ({ form: { ...context.form, billingSameAsShipping: event.same } })), keptForm],
    },
    'checkout.resetPayment': [
      // SPEC §4: a reset clears the card; past the payment form it returns to it, payment not completed.
      { guard: 'isPastPayment', target: '.payment', actions: 'forgetPayment' },
      { actions: 'forgetPayment' },
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
        'checkout.edit': { guard: 'editsShipping', actions: ['keepEdit', 'shippingToCheck', keptForm] },
        // A saved address chosen, or a new one asked for, as checkout opens is checked too.
        ...addressChoices('shippingToCheck'),
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
                  ...anotherAttempt,
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
            ...addressChoices(),
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
                actions: ['markUpsAddress', assign({ shippingCompleted: true }), keptForm, { type: 'trackFunnel', params: { event: 'add_shipping_info' } }],
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
        ...pricedThen('editing'),
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
            input: ({ context }) => ({ request: paidOrderRequest(context) }),
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
            input: ({ context }) => ({ wallet: context.payWith.method as Wallet, amount: amountLeft(context) ?? 0 }),
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
        // Priced again as review opens: what is placed is what the shopper sees.
        ...pricedThen('ready'),
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
            input: ({ context }) => orderSubmission(context),
            onDone: { target: '#checkout.placed', actions: [{ type: 'takePlaced', params: ({ event }) => event.output }, ...orderDone] },
            onError: [
              // No answer came (the connection, the server's trouble): the store is asked what came of the order, never sent it blindly again.
              { guard: 'orderUnsure', target: 'confirming' },
              // The card was refused or its token is spent: the shopper gives a card again, in a new attempt.
              { guard: 'isCardRefusal', target: '#checkout.payment', actions: [refundReported, 'sayWhy', 'forgetPayment', ...anotherAttempt] },
              // A gift card was spent elsewhere, or is not what it was: the shopper applies their cards again and sees what is on them now.
              {
                guard: 'isGiftCardRefusal',
                target: '#checkout.payment',
                actions: [refundReported, 'sayWhy', assign({ giftCards: [] }), 'forgetPayment', ...anotherAttempt],
              },
              // The cart changed after the card was authorised and given back: it is priced again on payment and paid again.
              { guard: 'isCartChanged', target: '#checkout.payment', actions: [refundReported, 'sayWhy', 'forgetPayment', ...anotherAttempt] },
              { guard: 'isTotalChanged', target: 'pricing', actions: [refundReported, 'sayWhy', ...anotherAttempt] },
              {
                target: 'ready',
                actions: [
                  refundReported,
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
