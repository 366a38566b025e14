import { describe, expect, it } from 'vitest'
import { wayPaid } from './payment.ts'

const paid = { amount: 1325, giftCards: [] }

describe('how an order was paid', () => {
  it('names a card by its type and last digits, a wallet by its brand, and nothing when nothing was left to pay', () => {
    expect(wayPaid({ ...paid, method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111' })).toBe('visa •••• 1111')
    expect(wayPaid({ ...paid, method: 'savedCard', cardType: 'amex', cardNumberMask: '•••• 0005' })).toBe('amex •••• 0005')
    expect(wayPaid({ ...paid, method: 'paypal' })).toBe('PayPal')
    expect(wayPaid({ ...paid, method: 'none', amount: 0 })).toBeUndefined()
  })
})
