import { InputError } from '../envelope.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { CartMessage, itemKind, type CartChange } from '../../src/domain/cart.ts'
import { nextMultipackId } from '../../src/domain/multipack.ts'
import type { StoredLine } from './cart-lines.ts'

/** What a cart holds besides its lines. */
export interface CartTerms {
  couponCode?: string
  /** The shopper took a coupon off, so no coupon is applied automatically. */
  disableAutoCoupon: boolean
}

export interface CartContents extends CartTerms {
  lines: StoredLine[]
}

/** How many of an item can be had, or undefined when it is not for sale. */
export type Availability = (kind: StoredLine['kind'], itemId: string, picks?: StoredLine['picks']) => number | undefined

/** Whether an item is a free sample, which only comes with an order. */
export type IsFreeSample = (itemId: string) => boolean

/**
 * The cart after one change, or an InputError saying why the change is refused (the cart is then
 * left as it was). A cart left holding only free samples is emptied.
 */
export function applyChange(cart: CartContents, change: CartChange, available: Availability, isFreeSample: IsFreeSample): CartContents {
  const { lines } = cart
  const line = (lineId: string) => {
    const found = lines.find((l) => l.lineId === lineId)
    if (!found) throw new InputError(CartMessage.unknownLine, `No line ${lineId} in this cart`)
    return found
  }
  const mustHave = (kind: StoredLine['kind'], itemId: string, quantity: number, picks?: StoredLine['picks']) => {
    const stock = available(kind, itemId, picks)
    if (stock === undefined) throw new InputError(MessageId.notFound, `${itemId} is not for sale`, 404)
    if (stock === 0) throw new InputError(CartMessage.unavailable, `${itemId} is out of stock here`)
    if (quantity > stock) throw new InputError(CartMessage.aboveStock, `Only ${stock} of ${itemId} available`)
  }
  const withLines = (next: StoredLine[]): CartContents => ({ ...cart, lines: onlySamplesLeft(next, isFreeSample) ? [] : next })
  const replace = (lineId: string, patch: Partial<StoredLine>) => lines.map((l) => (l.lineId === lineId ? { ...l, ...patch } : l))

  switch (change.type) {
    case 'add': {
      const kind = itemKind(change.itemId)
      const existing = lines.find((l) => l.lineId === change.itemId)
      const quantity = (existing?.quantity ?? 0) + change.quantity
      mustHave(kind, change.itemId, quantity)
      if (isFreeSample(change.itemId)) {
        if (quantity > 1) throw new InputError(CartMessage.oneSample, `One ${change.itemId} per order`)
        if (lines.every((l) => isFreeSample(l.itemId))) throw new InputError(CartMessage.sampleNeedsOrder, 'A free sample comes with an order')
      }
      return withLines(existing ? replace(change.itemId, { quantity }) : [...lines, { lineId: change.itemId, kind, itemId: change.itemId, quantity }])
    }
    case 'set': {
      const current = line(change.lineId)
      mustHave(current.kind, current.itemId, change.quantity, current.picks)
      if (isFreeSample(current.itemId) && change.quantity > 1) throw new InputError(CartMessage.oneSample, `One ${current.itemId} per order`)
      return withLines(replace(change.lineId, { quantity: change.quantity }))
    }
    case 'remove':
      line(change.lineId)
      return withLines(lines.filter((l) => l.lineId !== change.lineId))
    case 'clear':
      return { ...cart, lines: [] }
    case 'addMultipack': {
      const lineId = nextMultipackId(lines.map((l) => l.lineId))
      mustHave('multipack', lineId, 1, change.picks)
      return withLines([...lines, { lineId, kind: 'multipack', itemId: lineId, quantity: 1, picks: change.picks }])
    }
    case 'setMultipack': {
      const current = line(change.lineId)
      mustHave('multipack', change.lineId, current.quantity, change.picks)
      return withLines(replace(change.lineId, { picks: change.picks }))
    }
    case 'removeCoupon':
      return { ...cart, couponCode: undefined, disableAutoCoupon: true }
  }
}

function onlySamplesLeft(lines: StoredLine[], isFreeSample: IsFreeSample): boolean {
  return lines.length > 0 && lines.every((l) => isFreeSample(l.itemId))
}
