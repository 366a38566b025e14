import * as v from 'valibot'
import { isExpired, parseExpiry } from './card.ts'

/** Message ids of payment refusals; views translate them. */
export const PaymentMessage = {
  tokenInvalid: 'paymentTokenInvalid',
  tokenExpired: 'paymentTokenExpired',
  tokenUsed: 'paymentTokenUsed',
  declined: 'cardDeclined',
  insufficientFunds: 'cardInsufficientFunds',
  contextInvalid: 'captureContextInvalid',
  /** The gateway's refusal to capture a voided authorisation, or refund more than was captured. */
  notCapturable: 'paymentNotCapturable',
  /** A saved card that is not the shopper's, or no longer kept. */
  savedCardUnknown: 'savedCardUnknown',
  /** Saving a card needs a signed-in customer. */
  saveCardNeedsAccount: 'saveCardNeedsAccount',
  /** The order's total is covered: no other way to pay is wanted. */
  nothingToPay: 'paymentNotWanted',
  /** Something is left to pay and no way to pay it was given. */
  paymentRequired: 'paymentRequired',
  /** The browser kept the PayPal window from opening. */
  popupBlocked: 'popupBlocked',
  /** The shopper cancelled in the PayPal window. */
  paypalCancelled: 'paypalCancelled',
  /** PayPal would not pay (the payer's account refused it). */
  paypalDeclined: 'paypalDeclined',
  /** The PayPal window was closed before the shopper approved or cancelled. */
  paypalClosed: 'paypalClosed',
  /** The PayPal payment is not approved for this order as it stands (another amount, or never approved): approve it again. */
  paypalNotApproved: 'paypalNotApproved',
  /** Apple Pay's merchant validation was asked for another place than the gateway's own. */
  walletValidationInvalid: 'walletValidationInvalid',
  /** The shopper closed the wallet's sheet without paying. */
  walletCancelled: 'walletCancelled',
  /** The wallet's sheet could not be shown, or could not pay. */
  walletFailed: 'walletFailed',
} as const
export type PaymentMessage = (typeof PaymentMessage)[keyof typeof PaymentMessage]

/** The sandbox gateway's test cards and what it answers for each (any other valid card is approved). */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

/** The ways a shopper pays what gift cards leave (SPEC §1). */
export const PAYMENT_METHODS = ['card', 'savedCard', 'paypal', 'applePay', 'googlePay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const WALLETS = ['applePay', 'googlePay'] as const
export type Wallet = (typeof WALLETS)[number]

/** The names of the ways to pay that are brands of their own (never translated). */
export const BRAND_NAMES = { paypal: 'PayPal', applePay: 'Apple Pay', googlePay: 'Google Pay' } as const

/** The brand a way to pay goes by, when it is one that pays in a window or sheet of its own (PayPal, a wallet). */
export const brandOf = (method: string): string | undefined => BRAND_NAMES[method as keyof typeof BRAND_NAMES]

/** Where a way to pay is paid: PayPal in a window of its own, a wallet in its own sheet, a card in the gateway's frame on the page. */
export type PaidIn = { place: 'window' | 'sheet'; brand: string } | { place: 'frame'; brand?: undefined }
const PAID_IN: Record<PaymentMethod, PaidIn> = {
  card: { place: 'frame' },
  savedCard: { place: 'frame' },
  paypal: { place: 'window', brand: BRAND_NAMES.paypal },
  applePay: { place: 'sheet', brand: BRAND_NAMES.applePay },
  googlePay: { place: 'sheet', brand: BRAND_NAMES.googlePay },
}
export const paidIn = (method: PaymentMethod): PaidIn => PAID_IN[method]

const Token = v.pipe(v.string(), v.nonEmpty(), v.maxLength(4000))

/** How the order is paid, as placing it says: a way to pay for what is left, or none when nothing is. */
export const PaymentChoiceSchema = v.variant('method', [
  /** A card typed in the gateway's frame; a signed-in customer may keep it (SPEC §3 saveNewCard). */
  v.object({ method: v.literal('card'), transientToken: Token, saveCard: v.optional(v.boolean(), false) }),
  /** A saved card (payWithSavedCard), its CVV typed again in the gateway's frame. */
  v.object({ method: v.literal('savedCard'), savedCardId: v.pipe(v.string(), v.uuid()), transientToken: Token }),
  /** A wallet (Apple Pay, Google Pay): the payment token its sheet gave, authorised as the order is placed. */
  v.object({ method: v.literal('applePay'), transientToken: Token }),
  v.object({ method: v.literal('googlePay'), transientToken: Token }),
  /** A PayPal order the shopper approved in PayPal's window, authorised as the order is placed. */
  v.object({ method: v.literal('paypal'), orderId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }),
  /** Gift cards, or a free order, cover the whole total. */
  v.object({ method: v.literal('none') }),
])
export type PaymentChoice = v.InferOutput<typeof PaymentChoiceSchema>

/** A card the customer saved: what the store keeps of it (SPEC §3 saved payment cards). */
export const SavedCardSchema = v.object({
  id: v.string(),
  cardType: v.string(),
  cardNumberMask: v.string(),
  expiry: v.string(),
  /** The card's place among the customer's cards, the latest first (SPEC §3 cardInfo.sequence). */
  sequence: v.optional(v.number()),
})
export type SavedCard = v.InferOutput<typeof SavedCardSchema>

/** A saved card past its expiry month: listed for the customer to delete, never offered to pay. */
export function isSavedCardExpired(card: Pick<SavedCard, 'expiry'>, now: Date): boolean {
  const expiry = parseExpiry(card.expiry)
  return !expiry || isExpired(expiry, now)
}

/** The saved cards a customer can pay with now. */
export const usableSavedCards = (cards: SavedCard[], now: Date) => cards.filter((card) => !isSavedCardExpired(card, now))

/** How a placed order was paid, as its shopper is shown: each gift card's last digits and amount, and the rest. */
export const PaymentViewSchema = v.object({
  method: v.picklist([...PAYMENT_METHODS, 'none']),
  cardType: v.optional(v.string()),
  cardNumberMask: v.optional(v.string()),
  /** What the way to pay was charged, in cents, after the gift cards. */
  amount: v.number(),
  giftCards: v.array(v.object({ last4: v.string(), amount: v.number() })),
})
export type PaymentView = v.InferOutput<typeof PaymentViewSchema>

/** What paid what the gift cards left, as the shopper is shown it (a card's type and last digits, or a brand's name); none when nothing was left. */
export function wayPaid(payment: PaymentView): string | undefined {
  if (payment.method === 'none') return undefined
  if (payment.method === 'card' || payment.method === 'savedCard') return `${payment.cardType ?? ''} ${payment.cardNumberMask ?? ''}`.trim()
  return BRAND_NAMES[payment.method]
}

/** A PayPal order for what is left to pay, as PayPal's approval window shows it (SPEC §3 PayPal object). */
export const PayPalOrderSchema = v.object({
  /** The store's reference for the payment: the checkout attempt's key. */
  merchantReferenceCode: v.string(),
  /** PayPal's approval page for this order, opened in its own window. */
  paymentRedirectURL: v.string(),
  /** The request that created the order (PayPal-Request-Id): asked again, the same order. */
  paymentSessionRequestId: v.string(),
  /** PayPal's order id: approved in the window, authorised when the store's order is placed. */
  orderId: v.string(),
  orderRequestId: v.string(),
  amount: v.number(),
  lineItems: v.array(v.object({ name: v.string(), quantity: v.number(), unitAmount: v.number() })),
  discount: v.object({ amount: v.number(), couponName: v.optional(v.string()) }),
})
export type PayPalOrder = v.InferOutput<typeof PayPalOrderSchema>

/** Where a PayPal order stands: waiting in the window, approved by a payer, cancelled, or declined. */
export const PayPalStatusSchema = v.object({
  orderId: v.string(),
  status: v.picklist(['created', 'approved', 'cancelled', 'declined']),
  payerId: v.optional(v.string()),
  paymentId: v.optional(v.string()),
})
export type PayPalStatus = v.InferOutput<typeof PayPalStatusSchema>
