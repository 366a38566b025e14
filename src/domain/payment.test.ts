import { describe, expect, it } from 'vitest'
import { usableSavedCards, wayPaid } from './payment.ts'

const paid = { amount: 1325, giftCards: [] }

describe('how an order was paid', () => {
  it('names a card by its type and last digits, a wallet by its brand, and nothing when nothing was left to pay', () => {
    expect(wayPaid({ ...paid, method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111' })).toBe('visa •••• 1111')
    expect(wayPaid({ ...paid, method: 'savedCard', cardType: 'amex', cardNumberMask: '•••• 0005' })).toBe('amex •••• 0005')
    expect(wayPaid({ ...paid, method: 'paypal' })).toBe('PayPal')
    expect(wayPaid({ ...paid, method: 'none', amount: 0 })).toBeUndefined()
  })
})

describe('saved cards', () => {
  it('offers a card through the last day of its expiry month, and not after', () => {
    const card = (expiry: string) => ({ id: expiry, cardType: 'visa', cardNumberMask: '•••• 1111', expiry })
    const cards = [card('11/26'), card('10/26'), card('01/27'), card('garbled')]
    expect(usableSavedCards(cards, new Date('2026-11-30T23:59:00Z')).map((c) => c.expiry)).toEqual(['11/26', '01/27'])
    expect(usableSavedCards(cards, new Date('2026-12-01T00:00:00Z')).map((c) => c.expiry)).toEqual(['01/27'])
  })
})
