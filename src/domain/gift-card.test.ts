import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { GiftCardCodeSchema, GiftCardCodesSchema, giftCardShares, printedGiftCardCode } from './gift-card.ts'

const CODE = 'K7QM-3XPA-9RTW-HN4B'

describe('gift cards', () => {
  it('takes a code as printed or typed loosely, and refuses one the store could not have given', () => {
    expect(v.parse(GiftCardCodeSchema, ' k7qm 3xpa-9rtw hn4b ')).toBe('K7QM3XPA9RTWHN4B')
    expect(printedGiftCardCode('k7qm3xpa9rtwhn4b')).toBe(CODE)
    expect(v.safeParse(GiftCardCodeSchema, '').issues?.[0].message).toBe('giftCardCodeRequired')
    expect(v.safeParse(GiftCardCodeSchema, 'K7QM-3XPA-9RTW-HN40').issues?.[0].message).toBe('giftCardUnknown')
    expect(v.safeParse(GiftCardCodeSchema, 'K7QM-3XPA').issues?.[0].message).toBe('giftCardUnknown')
  })

  it('takes three codes at most on one order, each once', () => {
    expect(v.safeParse(GiftCardCodesSchema, [CODE, CODE.toLowerCase()]).issues?.[0].message).toBe('giftCardAlreadyApplied')
    const four = ['2222', '3333', '4444', '5555'].map((head) => `${head}-3XPA-9RTW-HN4B`)
    expect(v.safeParse(GiftCardCodesSchema, four).issues?.[0].message).toBe('giftCardTooMany')
  })

  it('pays a total with each card in turn, what it has up to what is left, and names the rest', () => {
    expect(giftCardShares(5000, [{ balance: 2000 }, { balance: 1000 }])).toEqual({
      shares: [
        { balance: 2000, amount: 2000 },
        { balance: 1000, amount: 1000 },
      ],
      rest: 2000,
    })
    expect(giftCardShares(2500, [{ balance: 2000 }, { balance: 1000 }])).toEqual({
      shares: [
        { balance: 2000, amount: 2000 },
        { balance: 1000, amount: 500 },
      ],
      rest: 0,
    })
    expect(giftCardShares(1500, [{ balance: 2000 }, { balance: 1000 }]).shares.map((share) => share.amount)).toEqual([1500, 0])
    expect(giftCardShares(0, [])).toEqual({ shares: [], rest: 0 })
  })
})
