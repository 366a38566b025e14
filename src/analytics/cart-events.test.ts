import { describe, expect, it } from 'vitest'
import { cartChangeEvents } from './cart-events.ts'
import type { Cart, CartLine } from '#domain/cart.ts'

const line = (lineId: string, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  lineId,
  productId: lineId,
  slug: lineId,
  title: `Snack ${lineId}`,
  brand: { slug: 'crunchwell', name: 'Crunchwell' },
  categories: ['Chips', 'Kettle Chips'],
  quantity,
  price: 649,
  currentPrice: 649,
  weight: 5,
  availableQty: 20,
  preOrder: false,
  imageUrl: '/x.svg',
  ...extra,
})
const cart = (...cartItems: CartLine[]): Cart => ({
  cartId: 'c',
  cartItems,
  cartCount: 0,
  subTotal: 0,
  discount: 0,
  shippingCharge: 0,
  totalAmount: 0,
  freeShippingThreshold: 1500,
  disableAutoCoupon: false,
})

describe('cart analytics', () => {
  it('reports an add with the product’s size and price buckets', () => {
    const [event] = cartChangeEvents(cart(), cart(line('P1', 2)))
    expect(event).toMatchObject({
      event: 'add_to_cart',
      value: 12.98,
      items: [{ item_id: 'P1', quantity: 2, size_bucket: '4-6oz', price_bucket: '$5-$10', item_category: 'Kettle Chips' }],
    })
  })

  it('reports a lowered quantity and a removal as remove_from_cart', () => {
    expect(cartChangeEvents(cart(line('P1', 3)), cart(line('P1', 1)))).toMatchObject([{ event: 'remove_from_cart', items: [{ quantity: 2 }] }])
    expect(cartChangeEvents(cart(line('P1', 3)), cart())).toMatchObject([{ event: 'remove_from_cart', items: [{ item_id: 'P1', quantity: 3 }] }])
  })

  it('counts a bundle as over $10 and over 8oz', () => {
    const bundle = line('BN01', 1, { productId: undefined, bundleId: 'BN01', price: 500, weight: 2 })
    expect(cartChangeEvents(cart(), cart(bundle))[0]!.items[0]).toMatchObject({ size_bucket: 'over 8oz', price_bucket: 'over $10' })
  })
})
