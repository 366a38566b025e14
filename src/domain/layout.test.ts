import { describe, expect, it } from 'vitest'
import { layoutFor, showsHeaderAndFooter } from './layout.ts'

describe('page layout by route', () => {
  it('hides header and footer on maintenance and on the sign-in pages', () => {
    expect(layoutFor('/maintenance')).toBe('maintenance')
    for (const path of ['/forgotpassword', '/resetpassword', '/implicit/callback', '/implicit/ssocallback', '/implicit/callback/']) {
      expect(layoutFor(path)).toBe('auth')
    }
    expect(showsHeaderAndFooter('maintenance')).toBe(false)
    expect(showsHeaderAndFooter('auth')).toBe(false)
  })

  it('gives the hot shop its dark layout, with header and footer', () => {
    expect(layoutFor('/flaminhotshop')).toBe('hotShop')
    expect(showsHeaderAndFooter('hotShop')).toBe(true)
  })

  it('uses the standard layout everywhere else', () => {
    for (const path of ['/', '/faq', '/maintenance/extra', '/changepassword']) expect(layoutFor(path)).toBe('standard')
  })
})
