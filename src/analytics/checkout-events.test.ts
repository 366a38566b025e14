import { describe, expect, it } from 'vitest'
import { funnelEvent } from './checkout-events.ts'
import type { CartLine } from '#domain/cart.ts'
import type { PlacedOrder } from '#domain/order.ts'

const line: CartLine = {
  lineId: 'P00001',
  productId: 'P00001',
  slug: 'kettle',
  title: 'Kettle chips',
  brand: { slug: 'crunchwell', name: 'Crunchwell' },
  categories: ['Chips', 'Kettle Chips'],
  quantity: 2,
  price: 649,
  currentPrice: 599,
  weight: 5,
  availableQty: 20,
  preOrder: false,
  imageUrl: '/x.svg',
}

const order: PlacedOrder = {
  orderNumber: 'SF-7K3Q9MX',
  status: 'placed',
  email: 'ana@example.com',
  shipping: { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' },
  lines: [
    {
      lineId: 'P00001',
      kind: 'product',
      itemId: 'P00001',
      title: 'Kettle chips',
      quantity: 2,
      priceCents: 599,
      weight: 1.5,
      brand: 'Crunchwell',
      category: 'Kettle Chips',
    },
    { lineId: 'BN01', kind: 'bundle', itemId: 'BN01', title: 'Movie night', quantity: 1, priceCents: 450 },
    { lineId: 'MYOMP-30-1', kind: 'multipack', itemId: 'MYOMP-30-1', title: 'Variety Pack (30)', quantity: 1, priceCents: 3000 },
    { lineId: 'EGIFT-1', kind: 'giftCard', itemId: 'GC-10', title: 'Snackfolk e-gift card', quantity: 1, priceCents: 500, weight: 0 },
  ],
  payment: { method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111', amount: 5167, giftCards: [] },
  placedAt: '2026-11-22T12:00:00.000Z',
  couponName: 'SNACK10',
  subTotal: 4648,
  discount: 0,
  shippingCharge: 0,
  taxAmount: 519,
  totalAmount: 5167,
}

describe('the checkout funnel in the data layer', () => {
  it('reports checkout begun, shipping and payment given with the cart’s items, what they cost and how it is paid', () => {
    expect(funnelEvent({ event: 'begin_checkout' }, [line])).toEqual({
      event: 'begin_checkout',
      currency: 'USD',
      value: 11.98,
      items: [expect.objectContaining({ item_id: 'P00001', quantity: 2, price: 6.49, size_bucket: '4-6oz', price_bucket: '$5-$10' })],
    })
    expect(funnelEvent({ event: 'add_payment_info', paymentType: 'giftCard+card' }, [line])).toMatchObject({ payment_type: 'giftCard+card', value: 11.98 })
  })

  it('reports a purchase by its order number, with tax, shipping, coupon, and bundles and variety packs as over $10 and over 8oz', () => {
    const purchase = funnelEvent({ event: 'purchase', order }, [])
    expect(purchase).toMatchObject({ event: 'purchase', transaction_id: 'SF-7K3Q9MX', value: 51.67, tax: 5.19, shipping: 0, coupon: 'SNACK10' })
    expect((purchase as { items: { size_bucket: string; price_bucket: string; quantity: number }[] }).items).toEqual([
      expect.objectContaining({
        item_id: 'P00001',
        item_brand: 'Crunchwell',
        item_category: 'Kettle Chips',
        size_bucket: '0-2oz',
        price_bucket: '$5-$10',
        quantity: 2,
      }),
      expect.objectContaining({ item_id: 'BN01', size_bucket: 'over 8oz', price_bucket: 'over $10', quantity: 1 }),
      expect.objectContaining({ item_id: 'MYOMP-30-1', size_bucket: 'over 8oz', price_bucket: 'over $10' }),
      // An e-gift card is the store's own, weighs nothing, and is bucketed by its amount.
      expect.objectContaining({ item_id: 'EGIFT-1', item_brand: 'Snackfolk', item_category: 'E-gift cards', size_bucket: '0-2oz', price_bucket: '$0-$5' }),
    ])
  })

  it('reports an authorisation given back as a refund of its amount', () => {
    expect(funnelEvent({ event: 'refund', voided: { orderNumber: 'SF-7K3Q9MX', amount: 1325 } }, [])).toEqual({
      event: 'refund',
      currency: 'USD',
      transaction_id: 'SF-7K3Q9MX',
      value: 13.25,
    })
  })
})
