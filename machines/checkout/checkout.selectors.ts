import type { SnapshotFrom } from 'xstate'
import { giftCardsPaying } from '#domain/gift-card.ts'
import type { checkoutMachine } from './checkout.machine.ts'
import { amountLeft, restPaidWith } from './checkout.payment.ts'

/** What the checkout's views read, each as one question of the chart's state: views do no arithmetic of their own. */
type Checkout = Pick<SnapshotFrom<typeof checkoutMachine>, 'context'>

/** Each gift card applied, with what it pays of the priced order. */
export const giftCardShares = (s: Checkout) => giftCardsPaying(s.context.quote, s.context.giftCards).shares

/** What the gift cards leave to pay of the priced order (nothing shown before it is priced). */
export const amountLeftToPay = (s: Checkout) => amountLeft(s.context) ?? 0

/** Whether the gift cards pay the whole of the priced order: no card is asked for (the chart's `nothingLeftToPay`). */
export const nothingLeftToPay = (s: Checkout) => amountLeft(s.context) === 0

/** What pays what gift cards leave, as review names it (a card's type and mask, PayPal, a wallet); nothing until it is given. */
export const restPaidBy = (s: Checkout) => restPaidWith(s.context)
