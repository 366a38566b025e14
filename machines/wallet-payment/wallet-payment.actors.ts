import { fromPromise } from 'xstate'
import { walletPaymentMachine } from './wallet-payment.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { validateApplePayMerchant } from '#api/wallets.ts'

/** A wallet's payment wired to the store's merchant validation; the sheet is the page's to provide. */
export function provideWalletPayment(api: ApiClient) {
  return walletPaymentMachine.provide({
    actors: {
      validateMerchant: fromPromise(({ input, signal }) => validateApplePayMerchant(api, input.validationURL, signal)),
    },
  })
}
