import type { CardType } from './card.ts'
import type { CaptureContextGrant } from './order.ts'

/** What the checkout tells the page's card-frame bridge: the frame is mounted, or a token is wanted. */
export type CardFrameCommand =
  | { type: 'cardFrame.mounted'; frame: HTMLIFrameElement; grant: CaptureContextGrant }
  /** The whole card, or only the CVV of a saved card of this type. */
  | { type: 'cardFrame.fields'; cvvFor?: CardType }
  | { type: 'cardFrame.tokenize' }

/** Messages between a payment page and the gateway's card frame (window.postMessage, origins checked both ways). */
export const CARD_FRAME_MESSAGE = 'snackfolk.cardFrame'

export type ToCardFrame = { kind: 'captureContext'; captureContext: string; cvvFor?: CardType } | { kind: 'tokenize' }

export type FromCardFrame =
  | { kind: 'ready' }
  /** How the fields stand as the shopper types: never their values. */
  | { kind: 'validity'; cardNumberValid: boolean; expiryValid: boolean; cvvNumberValid: boolean; cardType?: CardType }
  | { kind: 'token'; transientToken: string; cardType: string; cardNumberMask: string }
  /** A field to mend (its message id), or the gateway's refusal. */
  | { kind: 'refused'; errorKey: string }

export interface CardFrameEnvelope<M> {
  type: typeof CARD_FRAME_MESSAGE
  message: M
}

export const toCardFrame = (message: ToCardFrame): CardFrameEnvelope<ToCardFrame> => ({ type: CARD_FRAME_MESSAGE, message })
export const fromCardFrame = (message: FromCardFrame): CardFrameEnvelope<FromCardFrame> => ({ type: CARD_FRAME_MESSAGE, message })

export function cardFrameMessage<M>(data: unknown): M | undefined {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CARD_FRAME_MESSAGE
    ? (data as CardFrameEnvelope<M>).message
    : undefined
}
