import type { CartMessage } from './cart.ts'
import type { CouponRefusal } from './coupon.ts'
import type { MultipackMessage } from './saved-multipack.ts'
import type { PaymentMessage } from './payment.ts'
import type { CardMessage } from './card.ts'
import type { OrderMessage } from './order.ts'
import type { AddressMessage } from './address.ts'
import type { AccountMessage } from './account.ts'
import type { EmailMessage } from './email.ts'
import type { RewardsMessage } from './rewards.ts'
import type { GiftCardMessage, GiftCardOrderMessage } from './gift-card.ts'

/**
 * Message ids that travel between server, machines and views.
 * Views translate them; nothing else holds user-facing text.
 */
export const MessageId = {
  handshakeMissing: 'handshakeMissing',
  handshakeInvalid: 'handshakeInvalid',
  invalidInput: 'invalidInput',
  malformedJson: 'malformedJson',
  bodyTooLarge: 'bodyTooLarge',
  notFound: 'notFound',
  methodNotAllowed: 'methodNotAllowed',
  serverError: 'serverError',
  sessionTimedOut: 'sessionTimedOut',
  signInRequired: 'signInRequired',
  requestFailed: 'requestFailed',
  /** A change a shopper typed that never reached the store (no answer, or the server's trouble): what was typed is kept, to send again. */
  notSent: 'changeNotSent',
  unknownLocation: 'unknownLocation',
  unknownZip: 'unknownZip',
  noShippingToState: 'noShippingToState',
  /** A host name the store does not serve (421). */
  unknownHost: 'unknownHost',
  /** Too many calls of one kind from one address in a minute (429, with Retry-After). */
  tooManyRequests: 'tooManyRequests',
  /** A payment sandbox or other part that is off on this store. */
  unavailable: 'unavailable',
  /** An answer that does not fit what the browser expects of it. */
  validationFailed: 'validationFailed',
  /** The customer's details (get-customer) answered in a shape the browser does not take (SPEC §8). */
  customerInvalid: 'customerInvalid',
} as const
export type MessageId = (typeof MessageId)[keyof typeof MessageId]

/**
 * Refusals that say 'Something went wrong with this request' (SPEC §8): the page may be out of step
 * with the store (an answer it does not take, a request it no longer makes), so the shopper is
 * offered to reload it.
 */
export const RELOAD_OFFERED: readonly string[] = [MessageId.validationFailed, MessageId.invalidInput, MessageId.unknownHost]

/** Every message id a refusal can carry. */
export type ErrorKey =
  | MessageId
  | (typeof CartMessage)[keyof typeof CartMessage]
  | CouponRefusal
  | (typeof MultipackMessage)[keyof typeof MultipackMessage]
  | PaymentMessage
  | (typeof CardMessage)[keyof typeof CardMessage]
  | OrderMessage
  | AddressMessage
  | AccountMessage
  | (typeof EmailMessage)[keyof typeof EmailMessage]
  | (typeof RewardsMessage)[keyof typeof RewardsMessage]
  | GiftCardMessage
  | (typeof GiftCardOrderMessage)[keyof typeof GiftCardOrderMessage]

/** Response codes carried in `responseCode` (HTTP-like, plus 440 for an expired session). */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  misdirected: 421,
  tooManyRequests: 429,
  serverError: 500,
  sessionExpired: 440,
} as const

/** The one response shape of every API call. */
export interface Envelope<T = unknown> {
  success: boolean
  responseCode: number
  message?: string
  errorKey?: string
  data?: T
}

/** The text the client reports when an API call is refused before sending (SPEC §5). */
export const HANDSHAKE_MISSING_TEXT = 'Handshake Data not available'

/**
 * The message id a refusal carries (`errorKey`); anything else thrown (a network failure, a crash,
 * nothing at all) reads as the fallback, `requestFailed` unless another is given.
 */
export function errorKeyOf(error: unknown, fallback: string = MessageId.requestFailed): string {
  const errorKey = typeof error === 'object' && error !== null ? (error as { errorKey?: unknown }).errorKey : undefined
  return typeof errorKey === 'string' && errorKey !== '' ? errorKey : fallback
}

/** The first wait before a call that got no answer is made again; each wait doubles, up to the longest. */
export const FIRST_RETRY_MS = 1000
export const LONGEST_RETRY_MS = 30_000
/** How long a change waits for its answer before it is taken as lost (a stalled connection answers nothing) and sent again. */
export const ANSWER_WAIT_MS = 20_000
/** How long an order waits for its answer before the store is asked what came of it (placing an order takes seconds). */
export const ORDER_ANSWER_WAIT_MS = 45_000
/** How long to wait before the next try, after `tries` tries that got no answer. */
export const retryWait = (tries: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1))

/**
 * Whether a call that failed is worth making again as it was: it got no answer (the network), or the
 * server could not take it now (a 5xx, too many calls, a cart changing too fast). A refusal is not,
 * nor an answer of any other kind.
 */
/** A failed call as a form says it: one that never reached the store, or that the store could not take, is not sent yet; a refusal says why. */
export function problemOf(error: unknown): string {
  const { status, answered } = typeof error === 'object' && error !== null ? (error as { status?: unknown; answered?: unknown }) : {}
  return answered === false || (typeof status === 'number' && status >= 500) ? MessageId.notSent : errorKeyOf(error)
}

/** Refusals that say nothing of the call itself: the session's handshake is being made again, or the cart was changing (another tab). */
const NOT_ABOUT_THE_CALL: string[] = [MessageId.handshakeMissing, MessageId.handshakeInvalid, 'cartBusy']

export function isWorthRetrying(error: unknown): boolean {
  const { status, answered } = typeof error === 'object' && error !== null ? (error as { status?: unknown; answered?: unknown }) : {}
  return answered === false || NOT_ABOUT_THE_CALL.includes(errorKeyOf(error)) || (typeof status === 'number' && (status >= 500 || status === 429))
}

/** The fields a refusal says are wrong, each with its message id; undefined when it names none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { fields?: unknown } }).data : undefined
  const fields = typeof data === 'object' && data !== null ? data.fields : undefined
  if (typeof fields !== 'object' || fields === null) return undefined
  const named = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return named.length > 0 ? Object.fromEntries(named) : undefined
}
