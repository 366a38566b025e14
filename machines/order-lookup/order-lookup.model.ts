import { defineModel, done, failed } from '../testing/model.ts'
import { orderLookupMachine } from './order-lookup.machine.ts'
import type { PlacedOrder } from '#domain/order.ts'

export const FOUND: PlacedOrder = {
  orderNumber: 'SF-7K3Q9MX',
  status: 'placed',
  email: 'ana@example.com',
  shipping: { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' },
  lines: [{ lineId: 'P00001', kind: 'product', itemId: 'P00001', title: 'Kettle chips', quantity: 2, priceCents: 349 }],
  placedAt: '2026-11-22T12:00:00.000Z',
  subTotal: 698,
  discount: 0,
  shippingCharge: 599,
  taxAmount: 28,
  totalAmount: 1325,
  payment: { method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111', amount: 1325, giftCards: [] },
}

/** Number and email are checked, then asked of the server, which finds the order or says it knows none. */
export const orderLookupModel = defineModel({
  machine: orderLookupMachine,
  starts: { 'the order lookup page': undefined },
  events: {
    'types the order number': { type: 'orderLookup.change', field: 'orderNumber', value: 'sf-7k3q9mx' },
    'types the email': { type: 'orderLookup.change', field: 'email', value: 'ana@example.com' },
    'the server finds it': done('lookUpOrder', FOUND),
    'the server knows no such order': failed('lookUpOrder', { errorKey: 'orderLookupMiss' }),
    'the server refuses the number': failed('lookUpOrder', { errorKey: 'invalidInput', data: { fields: { orderNumber: 'orderNumberFormat' } } }),
  },
  facts: ({ context }) => ({
    number: context.orderNumber !== '',
    email: context.email !== '',
    errors: Object.values(context.errors).some(Boolean),
    error: context.error,
  }),
})
