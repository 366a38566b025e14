import type { Address } from '#domain/address.ts'
import { giftCardsIn, shipsSomething, type CartLine } from '#domain/cart.ts'
import { OrderMessage } from '#domain/order.ts'
import { InputError } from '../http/envelope.ts'
import type { Locale } from '#domain/locale.ts'
import type { OrderLineView, OrderQuote } from '#domain/order.ts'
import type { Catalog } from '../catalog/catalog.ts'
import { productsTaken } from '../cart/apply-change.ts'
import { cartStock, type StoredLine } from '../cart/cart-lines.ts'
import type { CartRecord } from '../cart/carts.ts'
import { priceCart, takesEffect } from '../cart/price-cart.ts'
import { salesTax, salesTaxRate } from '../cart/sales-tax.ts'

export interface Quote extends OrderQuote {
  /** The location that ships to the address, whose stock the order takes. */
  location: number
  /** How many of each product the order takes from that location. */
  taken: Map<string, number>
  /** Lines the location can no longer supply in their number (one product counted across lines). */
  unavailable: string[]
}

/** The location that serves a zip code. */
export function locationForZip(catalog: Catalog, zipcode: string): number | undefined {
  return catalog.locations.find((l) => zipcode >= l.zipFrom && zipcode <= l.zipTo)?.number
}

const lineView = (line: CartLine, stored: StoredLine): OrderLineView => ({
  lineId: line.lineId,
  kind: stored.kind,
  itemId: stored.itemId,
  title: line.title,
  quantity: line.quantity,
  priceCents: line.currentPrice,
  weight: line.weight,
  ...(line.giftCard && {
    recipient: { firstName: line.giftCard.firstName, lastName: line.giftCard.lastName, recipientEmail: line.giftCard.recipientEmail },
  }),
  ...(line.brand && { brand: line.brand.name }),
  ...(line.categories.length > 0 && { category: line.categories.at(-1) }),
  ...(line.multipackList ? { picks: line.multipackList.map(({ productId, title, quantity }) => ({ productId, title, quantity })) } : {}),
})

/** The order as the server prices it from the catalog: lines, coupon, shipping, the state's sales tax, and what can no longer be had. */
export function quoteOrder(catalog: Catalog, cart: CartRecord, input: { shipping?: Address; locale: Locale; freeShipping: boolean; now: Date }): Quote {
  // Goods need somewhere to ship; e-gift cards alone need nowhere.
  if (!input.shipping && shipsSomething(cart.lines))
    throw new InputError(OrderMessage.checkoutInvalid, 'Goods need a shipping address', 400, { fields: { 'shipping.address': 'addressRequired' } })
  const location = (input.shipping && locationForZip(catalog, input.shipping.zipcode)) ?? catalog.locations[0]!.number
  const priced = priceCart(catalog, {
    cartId: cart.id,
    lines: cart.lines,
    terms: cart,
    freeShipping: input.freeShipping,
    locale: input.locale,
    location,
    now: input.now,
  })
  const stock = cartStock(catalog, location)
  const taken = productsTaken(cart.lines, stock)
  const short = new Set([...taken].filter(([productId, quantity]) => quantity > stock.productStock(productId)).map(([productId]) => productId))
  const unavailable = cart.lines
    .filter(
      (line) =>
        (stock.available(line.kind, line.itemId, line.picks) ?? 0) < line.quantity || stock.productsIn(line).some(([productId]) => short.has(productId)),
    )
    .map((line) => line.lineId)
  const stored = new Map(cart.lines.map((line) => [line.lineId, line]))
  // E-gift cards are not taxed.
  const giftCardsBought = giftCardsIn(priced.cartItems)
  const taxAmount = input.shipping ? salesTax(priced.subTotal - giftCardsBought - priced.discount, salesTaxRate(input.shipping.state)) : 0
  return {
    lines: priced.cartItems.map((line) => lineView(line, stored.get(line.lineId)!)),
    couponName: takesEffect(priced.coupon) ? priced.coupon.couponName : undefined,
    subTotal: priced.subTotal,
    discount: priced.discount,
    shippingCharge: priced.shippingCharge,
    taxAmount,
    totalAmount: priced.totalAmount + taxAmount,
    giftCardsBought,
    location,
    taken,
    unavailable,
  }
}
