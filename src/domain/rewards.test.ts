import { describe, expect, it } from 'vitest'
import { SIGN_IN_INSTEAD, signInElsewhere, splitAtWay } from './rewards.ts'
import { siteForHost, parseHostMap } from './site.ts'

describe('signing in instead (SPEC §8)', () => {
  const map = parseHostMap('rewards.snackfolk.example=rewards:production,rewards.staging.snackfolk.example=rewards:development')
  const production = siteForHost('rewards.snackfolk.example', map, '').links
  const staging = siteForHost('rewards.staging.snackfolk.example', map, '').links

  it('leads each errorKey where SPEC §8 says: the US programme’s here, the Canadian programme’s and the blended site’s to their own sign-in pages', () => {
    const where = (errorKey: string, links = production) => signInElsewhere(SIGN_IN_INSTEAD[errorKey]!, links)
    expect([where('pepTRUSsocialIdExists'), where('pepTRUSUserIdExists'), where('accountGoogleOnly')]).toEqual([undefined, undefined, undefined])
    expect(where('pepTRCAsocialIdExists')).toBe('https://rewards-ca.snackfolk.example/account/sign-in')
    expect(where('pepTRCAUserIdExists')).toBe(where('pepTRCAsocialIdExists'))
    expect(where('socialIdExists')).toBe('https://www.snackfolk.example/account/sign-in')
    expect(where('pepTRCAUserIdExists', staging)).toBe('https://rewards-ca.staging.snackfolk.example/account/sign-in')
    expect(SIGN_IN_INSTEAD.accountExists).toBeUndefined()
  })

  it('splits the message at the word for ‘through’ in either language; the rest is the way', () => {
    expect(splitAtWay('Account already exists. Please login through Google sign in', 'through')).toEqual([
      'Account already exists. Please login',
      'through Google sign in',
    ])
    expect(splitAtWay('La cuenta ya existe. Inicia sesión con Snackfolk Rewards Canadá', 'con')).toEqual([
      'La cuenta ya existe. Inicia sesión',
      'con Snackfolk Rewards Canadá',
    ])
    expect(splitAtWay('Account already exists.', 'through')).toEqual(['Account already exists.', ''])
  })
})
