import * as v from 'valibot'
import { errorKeyOf } from '#domain/envelope.ts'
import { isCardType } from '#domain/card.ts'
import { GiftCardCodeSchema, giftCardsPaying, leftToPay, MOST_GIFT_CARDS_PER_ORDER, type GiftCardBalance } from '#domain/gift-card.ts'
import type { OrderQuote } from '#domain/order.ts'
import { BRAND_NAMES, WALLETS, type PaymentChoice, type SavedCard, type Wallet } from '#domain/payment.ts'

/**
 * Checkout's payment rules: the ways to pay and who may use each, what gift cards leave to pay,
 * what placing the order says of how it is paid, and which refusals send the shopper back to pay.
 * The chart decides when; these say what.
 */

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

/** What the payment rules read of checkout: the priced order, the gift cards applied, the way chosen and what was given for it, and what the shopper may choose from. */
export interface Payment {
  quote?: OrderQuote
  giftCards: AppliedGiftCard[]
  payWith: PayWith
  /** The card's token: typed in the frame, or given by a wallet's sheet. */
  card?: CardToken
  /** The PayPal order the payer approved in PayPal's window. */
  paypal?: { orderId: string; payerId?: string; amount: number }
  /** The wallets the site turns on and the browser can pay with. */
  wallets: Wallet[]
  /** A customer's saved cards; none for a guest. */
  savedCards?: SavedCard[]
}

/** Refusals of the card (or PayPal) as the order is placed: the shopper gives a way to pay again. */
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

/** Refusals of the gift cards as the order is placed: the shopper applies them again and sees what is on them now. */
const GIFT_CARD_REFUSALS = ['giftCardUnknown', 'giftCardUsedUp', 'giftCardBalanceChanged', 'giftCardNotNeeded', 'paymentRequired', 'paymentNotWanted']

export const isCardRefusal = (error: unknown) => CARD_REFUSALS.includes(errorKeyOf(error))

export const isGiftCardRefusal = (error: unknown) => GIFT_CARD_REFUSALS.includes(errorKeyOf(error))

/** The authorisation a refusal says the store gave back, if any. */
export const voidedIn = (error: unknown) => ((error ?? {}) as { data?: { voided?: { orderNumber: string; amount: number } } }).data?.voided

export const isWallet = (method: string): method is Wallet => (WALLETS as readonly string[]).includes(method)

/** PayPal and a new card are anyone's, a wallet where it is offered; keeping a card, or paying with a saved one, is a customer's, with their own cards only. */
export function mayPayWith(payment: Pick<Payment, 'wallets' | 'savedCards'>, payWith: PayWith): boolean {
  if (payWith.method === 'paypal') return true
  if (payWith.method === 'applePay' || payWith.method === 'googlePay') return payment.wallets.includes(payWith.method)
  if (payWith.method === 'card') return !payWith.saveCard || payment.savedCards !== undefined
  return (payment.savedCards ?? []).some((card) => card.id === payWith.card.id)
}

/** The card type whose CVV alone the frame asks for, when a saved card pays. */
export const cvvFor = (payWith: PayWith) => (payWith.method === 'savedCard' && isCardType(payWith.card.cardType) ? payWith.card.cardType : undefined)

/** What the gift cards leave to pay of the priced order; undefined before it is priced. */
export const amountLeft = (payment: Pick<Payment, 'quote' | 'giftCards'>) => leftToPay(payment.quote, payment.giftCards)

/** Whether the way the shopper chose was given: a card's or a wallet's token, or PayPal's approval. */
export const wayToPayGiven = (payment: Pick<Payment, 'payWith' | 'card' | 'paypal'>) =>
  payment.payWith.method === 'paypal' ? payment.paypal !== undefined : payment.card !== undefined

/** The gift cards leave something to pay and no way to pay it was given. */
export const restUnpaid = (payment: Payment) => (amountLeft(payment) ?? 0) > 0 && !wayToPayGiven(payment)

/** PayPal approved another amount than what is left to pay now (the order was priced again). */
export const paypalApprovedOtherAmount = (payment: Payment) =>
  payment.payWith.method === 'paypal' && payment.paypal !== undefined && payment.paypal.amount !== amountLeft(payment)

/** How the order is paid, as placing it says: nothing when gift cards or a free order leave nothing to pay. */
export function paymentChoice(payment: Payment): PaymentChoice {
  const { payWith, card, paypal } = payment
  if (amountLeft(payment) === 0) return { method: 'none' }
  if (payWith.method === 'paypal') return paypal ? { method: 'paypal', orderId: paypal.orderId } : { method: 'none' }
  if (!card) return { method: 'none' }
  if (payWith.method === 'card') return { method: 'card', transientToken: card.transientToken, saveCard: payWith.saveCard }
  if (payWith.method === 'savedCard') return { method: 'savedCard', savedCardId: payWith.card.id, transientToken: card.transientToken }
  return { method: payWith.method, transientToken: card.transientToken }
}

/** How the order is paid, as the data layer's add_payment_info names it: gift cards first, then the way that pays the rest. */
export function paymentType(payment: Pick<Payment, 'quote' | 'giftCards' | 'payWith'>): string {
  const ways = [...(payment.giftCards.length > 0 ? ['giftCard'] : []), ...(amountLeft(payment) === 0 ? [] : [payment.payWith.method])]
  return ways.length > 0 ? ways.join('+') : 'none'
}

/** The codes of the gift cards that pay something, in order; a card the others leave nothing for is not sent (as when the order was priced lower again). */
export const giftCardCodesPaying = (payment: Pick<Payment, 'quote' | 'giftCards'>) =>
  giftCardsPaying(payment.quote, payment.giftCards)
    .shares.filter((share) => share.amount > 0)
    .map((share) => share.code)

/** What pays what gift cards leave, as review names it: the card's type and mask, or PayPal's or the wallet's name; nothing until it is given. */
export function restPaidWith(payment: Pick<Payment, 'payWith' | 'card' | 'paypal'>): string | undefined {
  if (!wayToPayGiven(payment)) return undefined
  const { payWith, card } = payment
  return payWith.method === 'card' || payWith.method === 'savedCard' ? `${card!.cardType} ${card!.cardNumberMask}` : BRAND_NAMES[payWith.method]
}

/** Why a gift card code is not worth asking the store about (malformed, applied already, one too many, nothing left to pay), or undefined when it is. */
export function giftCardRefusal(payment: Pick<Payment, 'quote' | 'giftCards'>, code: string): string | undefined {
  const parsed = v.safeParse(GiftCardCodeSchema, code)
  if (!parsed.success) return parsed.issues[0].message
  if (payment.giftCards.some((card) => card.code === parsed.output)) return 'giftCardAlreadyApplied'
  if (payment.giftCards.length >= MOST_GIFT_CARDS_PER_ORDER) return 'giftCardTooMany'
  if (giftCardsPaying(payment.quote, payment.giftCards).unpaidByGiftCards === 0) return 'giftCardNotNeeded'
  return undefined
}
