import { defineModel, done, failed } from '../testing/model.ts'
import { paymentSessionMachine } from './payment-session.machine.ts'
import type { CaptureContextGrant } from '#domain/order.ts'

export const LIFE_MS = 15 * 60_000
export const WARN_BEFORE_MS = 2 * 60_000

export const grant = (n: number): CaptureContextGrant => ({
  captureContext: `capture-context-${n}`,
  frameUrl: 'http://pay.localhost:3000/sandbox-gateway/card-frame.html',
  frameOrigin: 'http://pay.localhost:3000',
  expiresAt: new Date(Date.UTC(2026, 10, 22, 12, 15 * n)).toISOString(),
  wallets: ['applePay', 'googlePay'],
})

/** A session starts; 2 minutes before its 15 end, the shopper is warned and extends, ignores, or lets it go. */
export const paymentSessionModel = defineModel({
  machine: paymentSessionMachine,
  starts: { 'the payment step opens': { lifeMs: LIFE_MS, warnBeforeMs: WARN_BEFORE_MS } },
  events: {
    'the gateway gives a capture context': done('createCaptureContext', grant(1)),
    'the gateway cannot be reached': failed('createCaptureContext', { errorKey: 'requestFailed' }),
    'the gateway gives a new capture context': done('extendCaptureContext', grant(2)),
    'the gateway cannot be reached to extend': failed('extendCaptureContext', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ extended: context.extended, warning: context.warning, error: context.error }),
})
