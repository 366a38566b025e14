import { InputError } from '../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import { CartMessage, MAX_CART_LINES, MAX_CART_MULTIPACKS, MAX_LINE_QUANTITY, type CartChange } from '#domain/cart.ts'
import { nextMultipackId } from '#domain/multipack.ts'
import { MAX_CART_GIFT_CARDS, nextGiftCardLineId } from '#domain/gift-card.ts'
import type { StoredCartLine as StoredLine } from '../db/schema.ts'

/** What a cart holds besides its lines. */
export interface CartTerms {
  couponCode?: string
  /** The shopper took a coupon off, so no coupon is applied automatically. */
  disableAutoCoupon: boolean
}

export interface CartContents extends CartTerms {
  lines: StoredLine[]
}

/** What the cart needs to know of the catalog at the shopper's location. */
export interface CartStock {
  /** What an item of the catalog is, by its id: a product or a bundle (undefined when it is neither). */
  kindOf: (itemId: string) => 'product' | 'bundle' | undefined
  /** How many of an item can be had, or undefined when it is not for sale. */
  available: (kind: StoredLine['kind'], itemId: string, picks?: StoredLine['picks']) => number | undefined
  /** Whether an item is a free sample, which only comes with an order. */
  isFreeSample: (itemId: string) => boolean
  /** The products a line takes from stock, with how many of each (a bundle's and a variety pack's products count). */
  productsIn: (line: StoredLine) => [productId: string, quantity: number][]
  /** How many of a product the location has. */
  productStock: (productId: string) => number
  /** A product's name, to say which one ran short. */
  productTitle: (productId: string) => string
  /** The e-gift card amounts the store offers, in cents. */
  giftCardAmounts: readonly number[]
}

/**
 * The cart after one change, or an InputError saying why the change is refused (the cart is then
 * left as it was). A cart left holding only free samples is emptied.
 */
export function applyChange(cart: CartContents, change: CartChange, stock: CartStock): CartContents {
  const { lines } = cart
  const line = (lineId: string) => {
    const found = lines.find((l) => l.lineId === lineId)
    if (!found) throw new InputError(CartMessage.unknownLine, `No line ${lineId} in this cart`)
    return found
  }
  const mustHave = (kind: StoredLine['kind'], itemId: string, quantity: number, picks?: StoredLine['picks']) => {
    const available = stock.available(kind, itemId, picks)
    if (available === undefined) throw new InputError(MessageId.notFound, `${itemId} is not for sale`, 404)
    if (available === 0) throw new InputError(CartMessage.unavailable, `${itemId} is out of stock here`)
    if (quantity > available) throw new InputError(CartMessage.aboveStock, `Only ${available} of ${itemId} available`)
  }
  const roomFor = (kind: StoredLine['kind']) => {
    if (lines.length >= MAX_CART_LINES) throw new InputError(CartMessage.full, `A cart holds at most ${MAX_CART_LINES} lines`)
    if (kind === 'multipack' && lines.filter((l) => l.kind === 'multipack').length >= MAX_CART_MULTIPACKS) {
      throw new InputError(CartMessage.multipackLimit, `A cart holds at most ${MAX_CART_MULTIPACKS} variety packs`)
    }
  }
  const withLines = (next: StoredLine[]): CartContents => {
    withinStock(lines, next, stock)
    return { ...cart, lines: onlySamplesLeft(next, stock.isFreeSample) ? [] : next }
  }
  const replace = (lineId: string, patch: Partial<StoredLine>) => lines.map((l) => (l.lineId === lineId ? { ...l, ...patch } : l))

  switch (change.type) {
    case 'add': {
      // An id the catalog does not know is refused as a product that is not for sale.
      const kind = stock.kindOf(change.itemId) ?? 'product'
      const existing = lines.find((l) => l.lineId === change.itemId)
      const quantity = (existing?.quantity ?? 0) + change.quantity
      if (quantity > MAX_LINE_QUANTITY)
        throw new InputError(CartMessage.lineLimit, `A line holds at most ${MAX_LINE_QUANTITY}; this one has ${existing?.quantity ?? 0}`)
      mustHave(kind, change.itemId, quantity)
      if (stock.isFreeSample(change.itemId)) {
        if (quantity > 1) throw new InputError(CartMessage.oneSample, `One ${change.itemId} per order`)
        if (lines.every((l) => stock.isFreeSample(l.itemId))) throw new InputError(CartMessage.sampleNeedsOrder, 'A free sample comes with an order')
      }
      if (existing) return withLines(replace(change.itemId, { quantity }))
      roomFor(kind)
      return withLines([...lines, { lineId: change.itemId, kind, itemId: change.itemId, quantity }])
    }
    case 'set': {
      const current = line(change.lineId)
      if (current.kind === 'giftCard') {
        if (change.quantity !== 1) throw new InputError(CartMessage.giftCardQuantity, 'An e-gift card is one card to one recipient')
        return cart
      }
      mustHave(current.kind, current.itemId, change.quantity, current.picks)
      if (stock.isFreeSample(current.itemId) && change.quantity > 1) throw new InputError(CartMessage.oneSample, `One ${current.itemId} per order`)
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
      roomFor('multipack')
      return withLines([...lines, { lineId, kind: 'multipack', itemId: lineId, quantity: 1, picks: change.picks }])
    }
    case 'setMultipack': {
      const current = line(change.lineId)
      mustHave('multipack', change.lineId, current.quantity, change.picks)
      return withLines(replace(change.lineId, { picks: change.picks }))
    }
    case 'addGiftCard': {
      const { giftCard } = change
      if (!stock.giftCardAmounts.includes(giftCard.amountCents))
        throw new InputError(CartMessage.giftCardAmount, `${giftCard.amountCents} is not an e-gift card amount the store offers`)
      if (lines.filter((l) => l.kind === 'giftCard').length >= MAX_CART_GIFT_CARDS)
        throw new InputError(CartMessage.giftCardLimit, `A cart holds at most ${MAX_CART_GIFT_CARDS} e-gift cards`)
      roomFor('giftCard')
      const lineId = nextGiftCardLineId(lines.map((l) => l.lineId))
      return withLines([...lines, { lineId, kind: 'giftCard', itemId: `GC-${giftCard.amountCents / 100}`, quantity: 1, giftCard }])
    }
    case 'removeCoupon':
      return { ...cart, couponCode: undefined, disableAutoCoupon: true }
  }
}

/** How many of each product a cart's lines take, counting the products inside bundles and variety packs. */
export function productsTaken(lines: readonly StoredLine[], stock: Pick<CartStock, 'productsIn'>): Map<string, number> {
  const taken = new Map<string, number>()
  for (const line of lines) for (const [productId, quantity] of stock.productsIn(line)) taken.set(productId, (taken.get(productId) ?? 0) + quantity)
  return taken
}

/**
 * Refuses a change that makes the cart take more of a product than the location has, however the
 * product is held (on its own, in a bundle, in a variety pack). A change that asks for no more of a
 * product than before is let through, so a shopper can always reduce a cart whose stock ran low.
 */
function withinStock(before: readonly StoredLine[], after: readonly StoredLine[], stock: CartStock) {
  const was = productsTaken(before, stock)
  for (const [productId, quantity] of productsTaken(after, stock)) {
    const available = stock.productStock(productId)
    if (quantity > available && quantity > (was.get(productId) ?? 0)) {
      throw new InputError(
        CartMessage.aboveStock,
        `Only ${available} of ${stock.productTitle(productId)} (${productId}) available across the cart, which would take ${quantity}`,
      )
    }
  }
}

function onlySamplesLeft(lines: StoredLine[], isFreeSample: CartStock['isFreeSample']): boolean {
  return lines.length > 0 && lines.every((l) => isFreeSample(l.itemId))
}
