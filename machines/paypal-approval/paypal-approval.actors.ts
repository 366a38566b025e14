import { fromPromise } from 'xstate'
import { paypalApprovalMachine } from './paypal-approval.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { createPayPalOrder, getPayPalStatus } from '#api/paypal.ts'
import type { Locale } from '#domain/locale.ts'

/** PayPal's approval wired to the store's PayPal calls; the window is the page's to provide. */
export function providePayPalApproval(api: ApiClient, locale: () => Locale) {
  return paypalApprovalMachine.provide({
    actors: {
      createPayPalOrder: fromPromise(({ input, signal }) => createPayPalOrder(api, input, locale(), signal)),
      getPayPalStatus: fromPromise(({ input, signal }) => getPayPalStatus(api, input.orderId, signal)),
    },
  })
}
