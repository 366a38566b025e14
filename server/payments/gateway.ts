import type { CaptureContextGrant as CaptureContext } from '#domain/order.ts'
import type { PaymentMethod, PayPalOrder, PayPalStatus } from '#domain/payment.ts'

/** What pays: a card typed in the gateway's frame, or a saved card with its CVV typed there again. */
export type PaymentSource =
  | { kind: 'card'; transientToken: string }
  | { kind: 'savedCard'; instrumentId: string; holder: string; transientToken: string }
  /** A PayPal order the payer approved in PayPal's window. */
  | { kind: 'paypal'; orderId: string }
  /** The payment token a wallet's sheet gave (Apple Pay, Google Pay). */
  | { kind: 'applePay'; transientToken: string }
  | { kind: 'googlePay'; transientToken: string }

/** A PayPal order asked for: what is left to pay, the lines it pays for, and the page that will hear the outcome. */
export interface PayPalOrderInput {
  sessionId: string
  amountCents: number
  currency: 'USD'
  merchantReferenceCode: string
  lineItems: PayPalOrder['lineItems']
  discount: PayPalOrder['discount']
  /** The store's page that opened the approval window (its origin picks the gateway's host, same scheme and port). */
  returnOrigin: string
  now: Date
}

/** A card the gateway keeps for a shopper (a payment instrument): the store keeps only this of it. */
export interface Instrument {
  instrumentId: string
  cardType: string
  cardNumberMask: string
  /** MM/YY */
  expiry: string
}

export type Authorization =
  | { approved: true; authorizationId: string; method: PaymentMethod; cardType: string; cardNumberMask: string; instrument?: Instrument }
  | { approved: false; reason: 'cardDeclined' | 'cardInsufficientFunds' }

export interface AuthorizeInput {
  source: PaymentSource
  sessionId: string
  amountCents: number
  currency: 'USD'
  /** The order's number, as the processor's merchant reference. */
  reference: string
  /** The order attempt's key: the same key is one authorisation, however often it is asked. */
  idempotencyKey: string
  /** Keep the card as a payment instrument of this holder (the store's account id). */
  keepFor?: string
  now: Date
}

/**
 * A tokenizing processor, as the store uses one (CyberSource Flex Microform and its token
 * management are the model): card numbers never reach the store; a signed single-use transient
 * token stands for the card, a payment instrument for a card kept. Refusals of a token (forged,
 * expired, used, another session's) are InputErrors.
 */
export interface PaymentGateway {
  /** A capture context that lets a page on `targetOrigin` host the card fields, for this session. */
  captureContext(input: { targetOrigin: string; sessionId: string; now: Date }): Promise<CaptureContext>
  /** Authorises the amount; a card's token is spent whatever the answer. A repeat with the same idempotency key answers the first authorisation. */
  authorize(input: AuthorizeInput): Promise<Authorization>
  /** Takes the money of an authorisation, once: a repeat answers the first capture. */
  capture(input: { authorizationId: string; idempotencyKey: string }): Promise<{ captureId: string }>
  /** Gives back captured money, once per key. */
  refund(input: { captureId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>
  /**
   * Apple Pay's merchant validation: the session the payment sheet asked for at `validationURL`,
   * for the store's page at `origin`. A URL that is not the wallet's own is refused.
   */
  applePayMerchantSession(input: { validationURL: string; origin: string; sessionId: string; now: Date }): Promise<{ merchantSession: string }>
  /** Creates a PayPal order (Orders v2, intent authorise) for the payer to approve in PayPal's window. */
  paypalOrder(input: PayPalOrderInput): Promise<PayPalOrder>
  /** Where a PayPal order of this session stands; another session's is unknown. */
  paypalStatus(input: { orderId: string; sessionId: string }): Promise<PayPalStatus>
  /** A PayPal order of this session as PayPal holds it (SPEC §3 PayPal object): what it pays for, where it stands, and its payer once approved. */
  paypalOrderDetails(input: { orderId: string; sessionId: string }): Promise<PayPalOrder & PayPalStatus>
  /** The origin the card fields are served from for a page at `targetOrigin`: the page's policy lets it frame that origin alone. */
  frameOriginFor(targetOrigin: string): string
  /** Gives back an authorisation the order could not use, or an order cancelled before it shipped. */
  void(authorizationId: string): Promise<void>
  /** The authorisations still held under a merchant reference (an order's number), as a processor's transaction search finds them. */
  heldFor(reference: string): Promise<string[]>
  /** Spends a token the shopper no longer wants (removetoken). */
  release(input: { transientToken: string; sessionId: string; now: Date }): Promise<void>
  /** Forgets a payment instrument of this holder; another holder's is left alone. */
  deleteInstrument(input: { instrumentId: string; holder: string }): Promise<void>
}

export const CAPTURE_CONTEXT_LIFE_MS = 15 * 60_000
export const TRANSIENT_TOKEN_LIFE_MS = 15 * 60_000
