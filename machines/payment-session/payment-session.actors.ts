import { fromPromise, sendParent } from 'xstate'
import { paymentSessionMachine } from './payment-session.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { createCaptureContext } from '#api/orders.ts'

/** The payment session wired to the gateway's capture contexts; a reset tells the checkout it invoked it. */
export function providePaymentSession(api: ApiClient) {
  return paymentSessionMachine.provide({
    actors: { createCaptureContext: fromPromise(({ signal }) => createCaptureContext(api, signal)) },
    actions: { resetCard: sendParent({ type: 'checkout.resetPayment' }) },
  })
}
