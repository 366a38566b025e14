import type { CaptureContextGrant as CaptureContext } from '../../src/domain/order.ts'

export type Authorization =
  { approved: true; authorizationId: string; cardType: string; cardNumberMask: string } | { approved: false; reason: 'cardDeclined' | 'cardInsufficientFunds' }

/**
 * A tokenizing card processor, as the store uses one (CyberSource Flex Microform is the model):
 * card numbers never reach the store; a signed single-use transient token stands for the card.
 * Refusals of a token (forged, expired, used, another session's) are InputErrors.
 */
export interface PaymentGateway {
  /** A capture context that lets a page on `targetOrigin` host the card fields, for this session. */
  captureContext(input: { targetOrigin: string; sessionId: string; now: Date }): Promise<CaptureContext>
  /** Authorises the amount on the card behind the token; the token is spent whatever the answer. */
  authorize(input: { transientToken: string; sessionId: string; amountCents: number; currency: 'USD'; reference: string; now: Date }): Promise<Authorization>
  /** Gives back an authorisation the order could not use. */
  void(authorizationId: string): Promise<void>
  /** Spends a token the shopper no longer wants (removetoken). */
  release(input: { transientToken: string; sessionId: string; now: Date }): Promise<void>
}

export const CAPTURE_CONTEXT_LIFE_MS = 15 * 60_000
export const TRANSIENT_TOKEN_LIFE_MS = 15 * 60_000
