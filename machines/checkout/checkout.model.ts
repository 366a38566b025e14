import { defineModel, done, failed } from '../testing/model.ts'
import { listener } from '../testing/fakes.ts'
import { checkoutMachine, type CardToken } from './checkout.machine.ts'
import { emptyAddress, emptyCheckoutForm, type CheckoutForm } from '../../src/domain/checkout-form.ts'
import type { SavedCard } from '../../src/domain/payment.ts'
import type { OrderQuote, PlacedOrder } from '../../src/domain/order.ts'

/** The shopper's cart, as checkout talks to it. */
export const CART = listener('cart')
const cart = CART.alone()

export const OWNER = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
export const NEXT_CART = { cartId: '9b1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a11', cartToken: 'b'.repeat(43) }
export const ATTEMPT = '6f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a13'
export const SESSION = { lifeMs: 15 * 60_000, warnBeforeMs: 2 * 60_000 }

export const TYPED: CheckoutForm = {
  ...emptyCheckoutForm(),
  shipping: { ...emptyAddress(), firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', city: 'Albany', state: 'ny', zipcode: '12207' },
  contact: { email: 'ana@example.com', phoneNumber: '5185550142' },
}
export const CARD: CardToken = { transientToken: 'transient-token', cardType: 'visa', cardNumberMask: '•••• 1111' }
/** A card a customer saved. */
export const SAVED: SavedCard = { id: '7a1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a14', cardType: 'visa', cardNumberMask: '•••• 1111', expiry: '12/30' }
export const QUOTE: OrderQuote & { unavailable: string[] } = {
  lines: [{ lineId: 'P00001', kind: 'product', itemId: 'P00001', title: 'Kettle chips', quantity: 2, priceCents: 349 }],
  subTotal: 698,
  discount: 0,
  shippingCharge: 599,
  taxAmount: 28,
  totalAmount: 1325,
  unavailable: [],
}
export const ORDER: PlacedOrder = {
  ...QUOTE,
  orderNumber: 'SF-7K3Q9MX',
  status: 'placed',
  email: 'ana@example.com',
  shipping: { ...TYPED.shipping, state: 'ny', country: 'US' },
  payment: { method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111', amount: 1325, giftCards: [] },
  placedAt: '2026-11-22T12:00:00.000Z',
}

/** Shipping, payment, review: each step needs the ones before it; the order is placed once; refusals lead back where they can be mended. */
export const checkoutModel = defineModel({
  machine: checkoutMachine,
  starts: {
    'an address the browser kept': { cart, attemptKey: ATTEMPT, paymentSession: SESSION, cached: { form: TYPED, shippingCompleted: false } },
    'a first checkout': { cart, attemptKey: ATTEMPT, paymentSession: SESSION },
    'a customer with a saved card': {
      cart,
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      savedCards: [SAVED],
      cached: { form: TYPED, shippingCompleted: true },
    },
    'a reload on #review': {
      cart,
      attemptKey: ATTEMPT,
      paymentSession: SESSION,
      step: 'review' as const,
      cached: { form: TYPED, shippingCompleted: true },
    },
  },
  events: {
    'the cart has snacks': { type: 'cart.reviewed', owner: OWNER, lines: 2 },
    'the cart is empty': { type: 'cart.reviewed', lines: 0 },
    'the cart cannot be read': { type: 'cart.unavailable', errorKey: 'requestFailed' },
    'clears the email': { type: 'checkout.edit', field: 'contact.email', value: '' },
    'types the email': { type: 'checkout.edit', field: 'contact.email', value: 'ana@example.com' },
    'bills elsewhere': { type: 'checkout.sameBilling', same: false },
    'the server places the zip in New York': done('validateZip', { zipcode: '12207', state: 'ny', locationNumber: 1 }),
    'the server places the zip in California': done('validateZip', { zipcode: '12207', state: 'ca', locationNumber: 3 }),
    'the server refuses the zip': failed('validateZip', { errorKey: 'noShippingToState' }),
    'chooses a new card to keep': { type: 'checkout.payWith', payWith: { method: 'card', saveCard: true } },
    'chooses the saved card': { type: 'checkout.payWith', payWith: { method: 'savedCard', card: SAVED } },
    'the frame gives a token': { type: 'checkout.cardTokenized', card: CARD },
    'the frame refuses the card': { type: 'checkout.cardRefused', errorKey: 'cardExpired' },
    'goes to #shipping': { type: 'checkout.goTo', step: 'shipping' },
    'goes to #review': { type: 'checkout.goTo', step: 'review' },
    'the order is priced': done('validateOrder', QUOTE),
    'the server refuses the zip for the order': failed('validateOrder', {
      errorKey: 'checkoutInvalid',
      data: { fields: { 'shipping.zipcode': 'zipNotInState' } },
    }),
    'pricing fails': failed('validateOrder', { errorKey: 'requestFailed' }),
    'the order is placed': done('submitOrder', { order: ORDER, nextCart: NEXT_CART }),
    'the card is declined': failed('submitOrder', { errorKey: 'cardDeclined' }),
    'the total changed': failed('submitOrder', { errorKey: 'orderTotalChanged' }),
    'a snack sold out': failed('submitOrder', { errorKey: 'orderItemsUnavailable', data: { unavailable: ['P00001'] } }),
  },
  facts: ({ context }) => ({
    shipped: context.shippingCompleted,
    paid: context.paymentCompleted,
    errors: Object.keys(context.errors).length > 0,
    error: context.error,
    billingElsewhere: !context.form.billingSameAsShipping,
    emailTyped: context.form.contact.email !== '',
    payWith: context.payWith.method === 'card' ? `card${context.payWith.saveCard ? ', kept' : ''}` : context.payWith.card.id,
  }),
})
