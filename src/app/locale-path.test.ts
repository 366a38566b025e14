import { describe, expect, it } from 'vitest'
import { pathWithoutLocale } from './locale-path.ts'

describe('a language path segment', () => {
  it('is taken out of the address, whatever its place', () => {
    expect(pathWithoutLocale('/es-us/faq')).toBe('/faq')
    expect(pathWithoutLocale('/faq/en-us')).toBe('/faq')
    expect(pathWithoutLocale('/es-us')).toBe('/')
    expect(pathWithoutLocale('/faq')).toBe('/faq')
  })
})
