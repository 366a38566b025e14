import * as v from 'valibot'
import { NameSchema } from './address.ts'
import { emailSchema } from './email.ts'

/** Message ids of gift cards spent at checkout; views translate them. */
export const GiftCardMessage = {
  codeRequired: 'giftCardCodeRequired',
  /** Not a code the store gave (mistyped, or guessed). */
  unknown: 'giftCardUnknown',
  /** A code the store gave, with nothing left on it. */
  usedUp: 'giftCardUsedUp',
  /** The same code twice on one order. */
  alreadyApplied: 'giftCardAlreadyApplied',
  /** More codes than an order takes. */
  tooMany: 'giftCardTooMany',
  /** The order's total is paid already: no further card is wanted. */
  notNeeded: 'giftCardNotNeeded',
  /** A card's balance was spent elsewhere while this order was placed. */
  balanceChanged: 'giftCardBalanceChanged',
  /** An e-gift card an order bought has been spent: the order can no longer be cancelled. */
  boughtSpent: 'giftCardBoughtSpent',
} as const
export type GiftCardMessage = (typeof GiftCardMessage)[keyof typeof GiftCardMessage]

/** Gift cards one order can be paid with. */
export const MOST_GIFT_CARDS_PER_ORDER = 3

/** The characters of a gift card code: no 0, O, 1, I or L, so none is misread. */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** 16 characters of 31: about 79 bits, so that guessing a code is hopeless. */
export const GIFT_CARD_CODE_LENGTH = 16

/** A code as the store compares it: capitals, without the spaces and dashes it is printed or typed with. */
export const normalGiftCardCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase()

/** A code as printed for its recipient: four groups of four. */
export const printedGiftCardCode = (code: string) => normalGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-')

/** The last four characters, all the store ever shows of a code once it is given. */
export const giftCardLast4 = (code: string) => normalGiftCardCode(code).slice(-4)

const CODE_PATTERN = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`)

/** A gift card code as typed: one that cannot be the store's is unknown, as a wrong one is. */
export const GiftCardCodeSchema = v.pipe(
  v.string(),
  v.maxLength(40, GiftCardMessage.unknown),
  v.transform(normalGiftCardCode),
  v.nonEmpty(GiftCardMessage.codeRequired),
  v.regex(CODE_PATTERN, GiftCardMessage.unknown),
)

/** The codes an order is paid with, each once, three at most. */
export const GiftCardCodesSchema = v.pipe(
  v.array(GiftCardCodeSchema),
  v.maxLength(MOST_GIFT_CARDS_PER_ORDER, GiftCardMessage.tooMany),
  v.check((codes) => new Set(codes).size === codes.length, GiftCardMessage.alreadyApplied),
)

/** A gift card as checkout shows it once its code is checked: its last four characters and what is on it. */
export const GiftCardBalanceSchema = v.object({ last4: v.string(), balance: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type GiftCardBalance = v.InferOutput<typeof GiftCardBalanceSchema>

/**
 * What each gift card pays of a total, in the order they were given (each what it has, up to
 * what is left), and the rest, which another way to pay covers.
 */
export function giftCardShares<T extends { balance: number }>(total: number, cards: readonly T[]): { shares: (T & { amount: number })[]; rest: number } {
  let rest = total
  const shares = cards.map((card) => {
    const amount = Math.max(0, Math.min(card.balance, rest))
    rest -= amount
    return { ...card, amount }
  })
  return { shares, rest }
}

/** Message ids of a gift card bought (SPEC §3 gift card fields, §5 email messages). */
export const GiftCardOrderMessage = {
  recipientEmailRequired: 'recipientEmailRequired',
  messageTooLong: 'giftMessageTooLong',
} as const

/** E-gift cards one cart holds. */
export const MAX_CART_GIFT_CARDS = 10
export const GIFT_MESSAGE_MAX_LENGTH = 200

/** The recipient's email: 'Recipient's email is required.', 'Email address should be in {email} format.' */
export const RecipientEmailSchema = emailSchema(GiftCardOrderMessage.recipientEmailRequired)

/** An e-gift card as a shopper buys it: an amount the store offers, who receives it and what it says. */
export const GiftCardOrderSchema = v.object({
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
  firstName: NameSchema,
  lastName: NameSchema,
  recipientEmail: RecipientEmailSchema,
  giftMessage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(GIFT_MESSAGE_MAX_LENGTH, GiftCardOrderMessage.messageTooLong)), ''),
})
export type GiftCardOrder = v.InferOutput<typeof GiftCardOrderSchema>

/** A gift-card line of a cart: EGIFT-1, EGIFT-2… */
export const GIFT_CARD_LINE_PATTERN = /^EGIFT-\d+$/

/** The next free gift-card line id of a cart. */
export function nextGiftCardLineId(lineIds: readonly string[]): string {
  const taken = lineIds.filter((id) => GIFT_CARD_LINE_PATTERN.test(id)).map((id) => Number(id.slice('EGIFT-'.length)))
  return `EGIFT-${Math.max(0, ...taken) + 1}`
}

/** An order as gift cards weigh it: its total, and what the e-gift cards in it come to. */
export interface GiftCardPayable {
  totalAmount: number
  giftCardsBought: number
}

/**
 * What each gift card pays of an order and what they leave to pay: they pay the order less the
 * e-gift cards it buys (a gift card never pays for a gift card); `unpaidByGiftCards` is what more
 * gift cards could still pay.
 */
export function giftCardsPaying<T extends { balance: number }>(order: GiftCardPayable | undefined, cards: readonly T[]) {
  const { totalAmount = 0, giftCardsBought = 0 } = order ?? {}
  const { shares, rest } = giftCardShares(totalAmount - giftCardsBought, cards)
  return { shares, rest: rest + giftCardsBought, unpaidByGiftCards: rest }
}

/** What is left to pay by card once the gift cards pay their part, or undefined before the order is priced. */
export const leftToPay = (order: GiftCardPayable | undefined, cards: readonly { balance: number }[]) => (order ? giftCardsPaying(order, cards).rest : undefined)
