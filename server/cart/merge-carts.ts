import { InputError } from '../http/envelope.ts'
import type { CartChange } from '#domain/cart.ts'
import { applyChange, type CartContents, type CartStock } from './apply-change.ts'
import type { StoredLine } from './cart-lines.ts'

/** The most of a change the cart takes: the change itself, else the same with fewer, down to none. */
function asMuchAsFits(cart: CartContents, change: (quantity: number) => CartChange, quantity: number, stock: CartStock): CartContents {
  for (let q = quantity; q > 0; q--) {
    try {
      return applyChange(cart, change(q), stock)
    } catch (error) {
      if (!(error instanceof InputError)) throw error
    }
  }
  return cart
}

/** A line added as much as the cart takes it under the rules of adding to a cart; a variety pack whole or not at all. */
export function addLine(cart: CartContents, line: StoredLine, stock: CartStock): CartContents {
  // An e-gift card is kept as its own line, while the cart has room for it.
  if (line.kind === 'giftCard') return asMuchAsFits(cart, () => ({ type: 'addGiftCard', giftCard: line.giftCard! }), 1, stock)
  if (line.kind !== 'multipack') return asMuchAsFits(cart, (quantity) => ({ type: 'add', itemId: line.itemId, quantity }), line.quantity, stock)
  // A variety pack is kept whole: as its own line, or not at all.
  const withPack = asMuchAsFits(cart, () => ({ type: 'addMultipack', picks: line.picks ?? [] }), 1, stock)
  if (withPack === cart || line.quantity === 1) return withPack
  const lineId = withPack.lines.at(-1)!.lineId
  return asMuchAsFits(withPack, (quantity) => ({ type: 'set', lineId, quantity }), line.quantity, stock)
}

/**
 * The guest's cart merged into the account's saved cart at sign-in (the rules are in docs/api.md):
 * the saved lines first; each guest line added under the same rules as adding to a cart, the same
 * item's quantities added and capped by stock and the 99 limit; variety packs kept whole; free
 * samples last, one each; the coupon that takes more off the merged cart kept.
 */
export function mergeCarts(saved: CartContents, guest: CartContents, stock: CartStock, discountOf: (cart: CartContents) => number): CartContents {
  const isSample = (line: StoredLine) => line.kind === 'product' && stock.isFreeSample(line.itemId)
  const ordered = [...guest.lines.filter((line) => !isSample(line)), ...guest.lines.filter(isSample)]
  const merged = ordered.reduce((cart, line) => addLine(cart, line, stock), { ...saved, lines: saved.lines.filter((line) => !isSample(line)) })
  const withSamples = saved.lines.filter(isSample).reduce((cart, line) => addLine(cart, line, stock), merged)
  const coupons = [...new Set([saved.couponCode, guest.couponCode].filter((code): code is string => code !== undefined))]
  const best = coupons.map((couponCode) => ({ couponCode, discount: discountOf({ ...withSamples, couponCode }) })).sort((a, b) => b.discount - a.discount)[0]
  return {
    lines: withSamples.lines,
    couponCode: best?.couponCode,
    disableAutoCoupon: best ? false : saved.disableAutoCoupon && guest.disableAutoCoupon,
  }
}
