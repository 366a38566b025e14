import { describe, expect, it } from 'vitest'
import { returnPath } from './destination.ts'

describe('the page a shopper goes back to after signing in', () => {
  it('is the page they signed in from, with its query', () => {
    expect(returnPath('/checkout')).toBe('/checkout')
    expect(returnPath('/all-snacks?brand=zesty-fox')).toBe('/all-snacks?brand=zesty-fox')
    expect(returnPath('/createAccountHelp')).toBe('/createAccountHelp')
  })

  it('is home from a page about signing in itself, or for anything that is not a path of this store', () => {
    for (const asked of [
      '/createAccount',
      '/createAccount?lang=es-us',
      '/resetpassword?token=x',
      '/forgotpassword',
      '/implicit/callback?code=1',
      '/interaction/abc',
    ])
      expect(returnPath(asked)).toBe('/')
    for (const asked of [undefined, '', 'https://evil.example/', '//evil.example/', '/\\evil.example']) expect(returnPath(asked)).toBe('/')
  })
})
