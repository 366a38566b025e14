import { defineModel, done, failed } from '../testing/model.ts'
import { walletPaymentMachine } from './wallet-payment.machine.ts'
import type { WalletToken } from '#domain/wallet-sheet.ts'

export const VALIDATION_URL = 'http://pay.localhost:3000/sandbox-gateway/apple-pay/validate'
export const MERCHANT_SESSION = 'sbx-merchant-session.signed'
export const WALLET_TOKEN: WalletToken = { transientToken: 'sbx-transient-token.wallet', cardType: 'visa', cardNumberMask: '•••• 4242' }

/** The sheet opens in the click; Apple Pay's asks the store to validate itself first; the shopper pays or closes it. */
export const walletPaymentModel = defineModel({
  machine: walletPaymentMachine,
  starts: {
    'a shopper pays with Apple Pay': { wallet: 'applePay', amount: 1325 },
    'a shopper pays with Google Pay': { wallet: 'googlePay', amount: 1325 },
  },
  events: {
    'Apple Pay asks the store to validate itself': { type: 'wallet.validateMerchant', validationURL: VALIDATION_URL },
    'the gateway validates the store': done('validateMerchant', { merchantSession: MERCHANT_SESSION }),
    'the gateway refuses the validation': failed('validateMerchant', { errorKey: 'walletValidationInvalid' }),
    'the shopper pays in the sheet': { type: 'wallet.authorized', token: WALLET_TOKEN },
    'the shopper closes the sheet': { type: 'wallet.cancelled' },
    'the sheet cannot pay': { type: 'wallet.failed', errorKey: 'walletFailed' },
  },
  facts: ({ context }) => ({ error: context.error }),
})
