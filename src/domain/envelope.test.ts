import { describe, expect, it } from 'vitest'
import { errorKeyOf, isWorthRetrying } from './envelope.ts'

describe('errorKeyOf', () => {
  it('reads the message id a refusal carries', () => {
    expect(errorKeyOf({ errorKey: 'cartNotYours' })).toBe('cartNotYours')
    expect(errorKeyOf(Object.assign(new Error('refused'), { errorKey: 'invalidInput' }))).toBe('invalidInput')
  })

  it('reads anything else as a failed request, or the fallback given, and never throws', () => {
    for (const thrown of [undefined, null, 'offline', 42, new TypeError('fetch failed'), { errorKey: '' }, { errorKey: 7 }]) {
      expect(errorKeyOf(thrown)).toBe('requestFailed')
      expect(errorKeyOf(thrown, 'signInFailed')).toBe('signInFailed')
    }
  })
})

describe('isWorthRetrying', () => {
  it('sends again a call that got no answer, or that the server could not take then', () => {
    for (const failed of [
      { status: 404, errorKey: 'requestFailed', answered: false },
      { status: 503, errorKey: 'requestFailed' },
      { status: 500, errorKey: 'serverError' },
      { status: 429, errorKey: 'cartMade' },
      { status: 409, errorKey: 'cartBusy' },
    ])
      expect(isWorthRetrying(failed)).toBe(true)
  })

  it('never sends again a refusal, an answer without a message id, or a failure of the store’s own code', () => {
    for (const failed of [
      { status: 400, errorKey: 'cartAboveStock' },
      { status: 403, errorKey: 'requestFailed' },
      { status: 200, errorKey: 'validationFailed' },
      new TypeError('cart is undefined'),
      undefined,
    ])
      expect(isWorthRetrying(failed)).toBe(false)
  })
})
