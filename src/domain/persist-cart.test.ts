import { describe, expect, it } from 'vitest'
import { cartAmount, persistCartData } from './persist-cart.ts'

describe('the persisted cart', () => {
  it('amounts to each line’s price times its quantity, a multipack counted pack by pack, in dollars to 2 decimals', () => {
    const multipack = {
      quantity: 2,
      price: 0,
      multipackList: [
        { quantity: 20, price: 129 },
        { quantity: 10, price: 149 },
      ],
    }
    expect(cartAmount([{ quantity: 3, price: 199 }, multipack])).toBe((3 * 199 + 2 * (20 * 129 + 10 * 149)) / 100)
    expect(cartAmount([])).toBe(0)
  })

  it('keeps what each line is and how many, never its price', () => {
    const line = (extra: object) => ({ lineId: 'x', quantity: 2, price: 999, ...extra }) as never
    const cart = {
      cartItems: [
        line({ productId: 'P00001' }),
        line({ bundleId: 'BN01' }),
        line({ multipack: true, multipackList: [{ productId: 'P00002', title: 'T', quantity: 30, price: 129 }] }),
      ],
    }
    expect(persistCartData(cart)).toEqual([
      { kind: 'product', itemId: 'P00001', quantity: 2 },
      { kind: 'bundle', itemId: 'BN01', quantity: 2 },
      { kind: 'multipack', quantity: 2, picks: [{ productId: 'P00002', quantity: 30 }] },
    ])
  })
})
