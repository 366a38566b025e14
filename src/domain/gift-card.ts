import * as v from 'valibot'

export const MAX_GIFT_CARDS_PER_ORDER = 3
/** The most gift-card lines a cart holds. */
export const MAX_CART_GIFT_CARDS = 10

/** Letters and digits no one misreads (no 0, O, 1, I, L). */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** 16 characters of 31: about 79 bits, so guessing a code is hopeless. */
export const GIFT_CARD_CODE_LENGTH = 16

/** Message ids of gift-card refusals; views translate them. */
export const GiftCardMessage = {
  codeFormat: 'giftCardCodeFormat',
  unknown: 'giftCardUnknown',
  usedUp: 'giftCardUsedUp',
  repeated: 'giftCardRepeated',
  tooMany: 'giftCardTooMany',
  /** A gift card cannot pay for gift cards. */
  forGiftCards: 'giftCardForGiftCards',
  amountNotOffered: 'giftCardAmountNotOffered',
  cartLimit: 'cartGiftCardLimit',
  recipientEmailRequired: 'giftCardRecipientEmailRequired',
  messageTooLong: 'giftCardMessageTooLong',
} as const

/** A code as the shopper types it: spaces and dashes dropped, letters upper-cased. */
export const normalCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase()

export const GiftCardCodeSchema = v.pipe(
  v.string(GiftCardMessage.codeFormat),
  v.transform(normalCode),
  v.regex(new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`), GiftCardMessage.codeFormat),
)

/** A code as printed for its recipient: four groups of four. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)!.join('-')
