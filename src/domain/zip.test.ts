import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { shipsToState, stateForZip, ZipSchema, ZIP_MESSAGE } from './zip.ts'

describe('zip codes', () => {
  it('must be exactly 5 digits', () => {
    expect(v.is(ZipSchema, '10001')).toBe(true)
    for (const bad of ['1000', '100011', '1000a', '', '10 01']) {
      const result = v.safeParse(ZipSchema, bad)
      expect(result.success).toBe(false)
      if (!result.success) expect(result.issues[0].message).toBe(ZIP_MESSAGE)
    }
  })

  it('know their state, and Hawaii and Alaska get no shipping', () => {
    expect(stateForZip('10001')).toBe('ny')
    expect(stateForZip('96813')).toBe('hi')
    expect(stateForZip('99501')).toBe('ak')
    expect(stateForZip('00000')).toBeUndefined()
    expect(shipsToState('hi')).toBe(false)
    expect(shipsToState('ak')).toBe(false)
    expect(shipsToState('ca')).toBe(true)
  })
})
