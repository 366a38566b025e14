import { describe, expect, it } from 'vitest'
import { mirroredInCookies } from './cookie-mirror.ts'
import { memoryStorage } from '#api/session-values.ts'

describe('a storage mirrored in cookies', () => {
  it('keeps the named keys in their cookies as well, and takes the cookie away with the key', () => {
    const cookies: string[] = []
    const inner = memoryStorage()
    const storage = mirroredInCookies(inner, { locationNumber: 'location' }, (cookie) => cookies.push(cookie))
    storage.setItem('locationNumber', '3')
    storage.setItem('accessToken', 'secret')
    storage.removeItem('locationNumber')
    expect(inner.snapshot()).toEqual({ accessToken: 'secret' })
    expect(cookies).toEqual(['location=3; Path=/; SameSite=Lax', 'location=; Path=/; Max-Age=0; SameSite=Lax'])
  })
})
