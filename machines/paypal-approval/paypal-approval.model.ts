import { defineModel, done, failed } from '../testing/model.ts'
import { paypalApprovalMachine } from './paypal-approval.machine.ts'
import type { PayPalOrder } from '#domain/payment.ts'
import { TYPED } from '../checkout/checkout.model.ts'

export const REQUEST = {
  owner: { cartId: '6f1d2c9e-3b7a-4c1e-9d2f-8a5b4c3d2e1f', cartToken: 'cart-token' },
  // Checkout's form as typed, its shipping address through the store's zip validation.
  form: { ...TYPED, shipping: { ...TYPED.shipping, isUpsAddress: true } },
  ships: true,
  giftCards: [],
  attemptKey: '0b7e9c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
}

export const PAYPAL_ORDER: PayPalOrder = {
  merchantReferenceCode: REQUEST.attemptKey,
  paymentRedirectURL: 'http://pay.localhost:3000/sandbox-gateway/paypal/checkoutnow?token=SBXPP-1',
  paymentSessionRequestId: 'c1d2e3f4-0000-4000-8000-000000000001',
  orderId: 'SBXPP-1',
  orderRequestId: 'c1d2e3f4-0000-4000-8000-000000000001',
  amount: 1325,
  lineItems: [{ name: 'Sea Salt Chips', quantity: 2, unitAmount: 499 }],
  discount: { amount: 0 },
}

const status = (answer: string, payer = false) => done('getPayPalStatus', { orderId: 'SBXPP-1', status: answer, ...(payer && { payerId: 'SBXPAYER1' }) })

/** The window opens in the click (or is blocked), PayPal's page shows in it once the store made the order, and as it closes the store asks how the payer answered. */
export const paypalApprovalModel = defineModel({
  machine: paypalApprovalMachine,
  starts: { 'a shopper pays with PayPal': { request: REQUEST } },
  events: {
    'the window opens': { type: 'paypal.opened' },
    'the browser blocks the window': { type: 'paypal.blocked' },
    'PayPal makes the order': done('createPayPalOrder', PAYPAL_ORDER),
    'PayPal cannot be reached': failed('createPayPalOrder', { errorKey: 'requestFailed' }),
    'the window closes': { type: 'paypal.windowClosed' },
    'gives up on the window': { type: 'paypal.cancel' },
    'the payer approved': status('approved', true),
    'the payer cancelled': status('cancelled'),
    'PayPal declined': status('declined'),
    'the window was closed before an answer': status('created'),
    'the answer cannot be read': failed('getPayPalStatus', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ error: context.error }),
})
