import * as v from 'valibot'
import { NameSchema } from './address.ts'

/** Message ids of the card fields (the sandbox card frame and the gateway check them alike). */
export const CardMessage = {
  numberRequired: 'cardNumberRequired',
  numberInvalid: 'cardNumberInvalid',
  expiryRequired: 'cardExpiryRequired',
  expiryInvalid: 'cardExpiryInvalid',
  expired: 'cardExpired',
  cvvInvalid: 'cardCvvInvalid',
} as const

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover'

const TYPES: [CardType, RegExp, lengths: number[], cvv: number][] = [
  ['visa', /^4/, [13, 16, 19], 3],
  ['mastercard', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, [16], 3],
  ['amex', /^3[47]/, [15], 4],
  ['discover', /^(6011|65|64[4-9])/, [16, 19], 3],
]

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '')

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** The card's network, known from its first digits. */
export function cardTypeOf(number: string): CardType | undefined {
  const digits = digitsOf(number)
  return TYPES.find(([, prefix]) => prefix.test(digits))?.[0]
}

/** A card number the network would take: its type's length and the Luhn check. */
export function isCardNumberValid(number: string): boolean {
  const digits = digitsOf(number)
  const type = TYPES.find(([, prefix]) => prefix.test(digits))
  return type !== undefined && type[2].includes(digits.length) && passesLuhn(digits)
}

/** Whatever reads as a card number in free text (a request, a row, a log): 13 to 19 digits, spaced or not, of a known network, passing Luhn. */
export function cardNumbersIn(text: string): string[] {
  // Digits run together, or grouped as cards print them (4-4-4-4…, or 4-6-5), standing on their own (not inside an id).
  const written = /(?<![\w-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{4,5})(?![\w-])/g
  return (text.match(written) ?? []).filter(isCardNumberValid)
}

/** What may be shown of a card: its last four digits. */
export function cardNumberMask(number: string): string {
  const digits = digitsOf(number)
  return `•••• ${digits.slice(-4)}`
}

export function isCvvValid(cvv: string, type: CardType | undefined): boolean {
  const length = TYPES.find(([name]) => name === type)?.[3] ?? 3
  return new RegExp(`^\\d{${length}}$`).test(cvv)
}

/** The month an expiry date (MM/YY) ends, or undefined when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return { month, year: 2000 + Number(match[2]) }
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 > expiry.year * 12 + expiry.month
}

/** The card fields as the frame sends them to the gateway (SPEC §3 nameonCard, with the name rules of §5); `now` decides what has expired. */
export function cardSchema(now: Date) {
  return v.pipe(
    v.object({
      nameOnCard: NameSchema,
      cardNumber: v.pipe(
        v.string(CardMessage.numberRequired),
        v.transform(digitsOf),
        v.nonEmpty(CardMessage.numberRequired),
        v.check(isCardNumberValid, CardMessage.numberInvalid),
      ),
      expiry: v.pipe(
        v.string(CardMessage.expiryRequired),
        v.trim(),
        v.nonEmpty(CardMessage.expiryRequired),
        v.check((expiry) => parseExpiry(expiry) !== undefined, CardMessage.expiryInvalid),
        v.check((expiry) => !isExpired(parseExpiry(expiry)!, now), CardMessage.expired),
      ),
      cvv: v.pipe(v.string(CardMessage.cvvInvalid), v.trim()),
    }),
    v.forward(
      v.check(({ cardNumber, cvv }) => isCvvValid(cvv, cardTypeOf(cardNumber)), CardMessage.cvvInvalid),
      ['cvv'],
    ),
  )
}

/** A saved card's security code, typed again to pay with it: its digits are the card type's. */
export function cvvSchema(type: CardType) {
  return v.object({
    cvv: v.pipe(
      v.string(CardMessage.cvvInvalid),
      v.trim(),
      v.check((cvv) => isCvvValid(cvv, type), CardMessage.cvvInvalid),
    ),
  })
}

export const isCardType = (value: unknown): value is CardType => TYPES.some(([name]) => name === value)
