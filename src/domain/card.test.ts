import { describe, expect, it } from 'vitest'
import { cardNumberMask, cardNumbersIn, cardSchema, cardTypeOf, isCardNumberValid, isExpired, parseExpiry } from './card.ts'
import { fieldErrors } from './address.ts'

const NOW = new Date('2026-11-22T12:00:00Z')

describe('card fields', () => {
  it('know the test cards and their networks, by Luhn and length', () => {
    for (const number of [
      '4111 1111 1111 1111',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '5555 5555 5555 4444',
      '3782 822463 10005',
      '6011 1111 1111 1117',
    ]) {
      expect(isCardNumberValid(number), number).toBe(true)
    }
    expect(cardTypeOf('4111111111111111')).toBe('visa')
    expect(cardTypeOf('5555555555554444')).toBe('mastercard')
    expect(cardTypeOf('378282246310005')).toBe('amex')
    expect(isCardNumberValid('4111 1111 1111 1112')).toBe(false)
    expect(isCardNumberValid('4111 1111 1111')).toBe(false)
    expect(isCardNumberValid('9111 1111 1111 1111')).toBe(false)
    expect(cardNumberMask('4111 1111 1111 1111')).toBe('•••• 1111')
  })

  it('are found in free text, spaced or not, and nothing else is taken for one', () => {
    const text =
      '{"card":"4111 1111 1111 1111","at":1795363200000,"id":"5f1c2a9e-4857-8586-61432630a1b2","n":"5555555555554444","amex":"3782 822463 10005","token":"4111-1111-1111-1112"}'
    expect(cardNumbersIn(text)).toEqual(['4111 1111 1111 1111', '5555555555554444', '3782 822463 10005'])
  })

  it('take an expiry as MM/YY, good through the end of its month', () => {
    expect(parseExpiry('12/26')).toEqual({ month: 12, year: 2026 })
    expect(parseExpiry('13/26')).toBeUndefined()
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false)
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true)
  })

  it('name the broken rule of each field', () => {
    const good = { nameOnCard: 'Ana Diaz', cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' }
    expect(fieldErrors(cardSchema(NOW), good)).toEqual({})
    expect(fieldErrors(cardSchema(NOW), { ...good, cardNumber: '' })).toEqual({ cardNumber: 'cardNumberRequired' })
    expect(fieldErrors(cardSchema(NOW), { ...good, cardNumber: '4111 1111 1111 1112' })).toEqual({ cardNumber: 'cardNumberInvalid' })
    expect(fieldErrors(cardSchema(NOW), { ...good, expiry: '10/26' })).toEqual({ expiry: 'cardExpired' })
    expect(fieldErrors(cardSchema(NOW), { ...good, expiry: '1/27' })).toEqual({ expiry: 'cardExpiryInvalid' })
    expect(fieldErrors(cardSchema(NOW), { ...good, cvv: '1234' })).toEqual({ cvv: 'cardCvvInvalid' })
    expect(fieldErrors(cardSchema(NOW), { ...good, cardNumber: '3782 822463 10005', cvv: '1234' })).toEqual({})
    expect(fieldErrors(cardSchema(NOW), { ...good, nameOnCard: ' ' })).toEqual({ nameOnCard: 'nameRequired' })
    expect(fieldErrors(cardSchema(NOW), { ...good, nameOnCard: 'A' })).toEqual({ nameOnCard: 'nameTooShort' })
    expect(fieldErrors(cardSchema(NOW), { ...good, nameOnCard: 'Ana 2' })).toEqual({ nameOnCard: 'nameLetters' })
  })
})
