import type { OrderPayment, savedCards } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { PaymentGateway, PaymentSource } from '../payments/gateway.ts'
import { isSavedCardExpired, PaymentMessage, type PaymentChoice } from '#domain/payment.ts'
import { CardMessage } from '#domain/card.ts'

/** What a payment came to: the order's record of it, and the card kept for the customer when they asked. */
export interface Paid {
  payment: OrderPayment
  savedCard?: typeof savedCards.$inferInsert
}

export interface PayInput {
  choice: PaymentChoice
  /** What is left to pay, in cents. */
  amountCents: number
  sessionId: string
  accountId?: string
  reference: string
  idempotencyKey: string
  now: Date
}

/** A customer's saved card by its id, whoever's it is. */
export type SavedCardOf = (savedCardId: string) => Promise<typeof savedCards.$inferSelect | undefined>

/** The gateway's source for a way to pay; a saved card must be the customer's own, and not expired. */
async function sourceOf(
  savedCardOf: SavedCardOf,
  choice: Exclude<PaymentChoice, { method: 'none' }>,
  accountId: string | undefined,
  now: Date,
): Promise<PaymentSource> {
  if (choice.method === 'card') return { kind: 'card', transientToken: choice.transientToken }
  if (choice.method === 'paypal') return { kind: 'paypal', orderId: choice.orderId }
  if (choice.method === 'applePay' || choice.method === 'googlePay') return { kind: choice.method, transientToken: choice.transientToken }
  const card = accountId ? await savedCardOf(choice.savedCardId) : undefined
  if (!card || card.accountId !== accountId) throw new InputError(PaymentMessage.savedCardUnknown, 'No such saved card for this customer', 404)
  if (isSavedCardExpired(card, now)) throw new InputError(CardMessage.expired, 'The saved card has expired', 402)
  return { kind: 'savedCard', instrumentId: card.instrumentId, holder: accountId!, transientToken: choice.transientToken }
}

/**
 * Authorises what is left to pay with the way the shopper chose, once per attempt key; a refusal
 * is an InputError. Nothing left to pay wants no way to pay, and something left wants one.
 */
export async function pay(savedCardOf: SavedCardOf, gateway: PaymentGateway, input: PayInput): Promise<Paid> {
  const { choice, amountCents } = input
  if (choice.method === 'none') {
    if (amountCents > 0) throw new InputError(PaymentMessage.paymentRequired, `${amountCents} is left to pay`, 402)
    return { payment: { method: 'none', amountCents: 0 } }
  }
  if (amountCents === 0) throw new InputError(PaymentMessage.nothingToPay, 'Nothing is left to pay')
  const keepCard = choice.method === 'card' && choice.saveCard
  if (keepCard && !input.accountId) throw new InputError(PaymentMessage.saveCardNeedsAccount, 'Only a signed-in customer can save a card', 401)
  const authorization = await gateway.authorize({
    source: await sourceOf(savedCardOf, choice, input.accountId, input.now),
    sessionId: input.sessionId,
    amountCents,
    currency: 'USD',
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    keepFor: keepCard ? input.accountId : undefined,
    now: input.now,
  })
  if (!authorization.approved) throw new InputError(authorization.reason, 'The payment was not authorised', 402)
  const { authorizationId, method, cardType, cardNumberMask, instrument } = authorization
  return {
    payment: { method, authorizationId, cardType, cardNumberMask, amountCents },
    savedCard: instrument && {
      id: crypto.randomUUID(),
      accountId: input.accountId!,
      instrumentId: instrument.instrumentId,
      cardType: instrument.cardType,
      cardNumberMask: instrument.cardNumberMask,
      expiry: instrument.expiry,
    },
  }
}

/** Gives back what a payment took when its order could not be written: the authorisation, and a card kept with it. */
export async function unpay(gateway: PaymentGateway, paid: Paid): Promise<void> {
  if (paid.payment.authorizationId) await gateway.void(paid.payment.authorizationId)
  if (paid.savedCard) await gateway.deleteInstrument({ instrumentId: paid.savedCard.instrumentId, holder: paid.savedCard.accountId })
}
