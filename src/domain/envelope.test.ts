import { describe, expect, it } from 'vitest'
import { errorKeyOf } from './envelope.ts'

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
