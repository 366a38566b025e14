import { describe, expect, it } from 'vitest'
import { chooseLocale, htmlLang, localeFromUrl, pathWithoutLocale, localeOfHtml } from './locale.ts'

const url = (path: string) => new URL(path, 'https://store.test')

describe('language', () => {
  it('comes from the lang query param first', () => {
    expect(localeFromUrl(url('/faq?lang=es-us'))).toBe('es-us')
    expect(localeFromUrl(url('/es-us/faq?lang=en-us'))).toBe('en-us')
    expect(localeFromUrl(url('/faq?lang=ES-US'))).toBe('es-us')
  })

  it('takes Spanish asked as es alone, and English as en', () => {
    expect(localeFromUrl(url('/faq?lang=es'))).toBe('es-us')
    expect(localeFromUrl(url('/faq?lang=EN'))).toBe('en-us')
  })

  it('then from an en-us or es-us path segment', () => {
    expect(localeFromUrl(url('/es-us/faq'))).toBe('es-us')
    expect(localeFromUrl(url('/faq'))).toBeUndefined()
  })

  it('ignores unknown languages', () => {
    expect(localeFromUrl(url('/?lang=fr-fr'))).toBeUndefined()
  })

  it('falls back to the remembered language, then to English', () => {
    expect(chooseLocale(url('/'), 'es-us')).toBe('es-us')
    expect(chooseLocale(url('/?lang=en-us'), 'es-us')).toBe('en-us')
    expect(chooseLocale(url('/'), 'klingon')).toBe('en-us')
    expect(chooseLocale(url('/'), null)).toBe('en-us')
  })

  it('names the page language for <html lang>', () => {
    expect(htmlLang('es-us')).toBe('es-US')
    expect(htmlLang('en-us')).toBe('en-US')
  })
})

describe('a language path segment', () => {
  it('is taken out of the address, whatever its place', () => {
    expect(pathWithoutLocale('/es-us/faq')).toBe('/faq')
    expect(pathWithoutLocale('/faq/en-us')).toBe('/faq')
    expect(pathWithoutLocale('/es-us')).toBe('/')
    expect(pathWithoutLocale('/faq')).toBe('/faq')
  })
})

describe('the language of the page the server rendered', () => {
  it('is read from <html lang>, English for any other', () => {
    expect(localeOfHtml('es-US')).toBe('es-us')
    expect(localeOfHtml('en-US')).toBe('en-us')
    expect(localeOfHtml('')).toBe('en-us')
  })
})
