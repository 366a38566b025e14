import { fromCallback } from 'xstate'
import { PaymentMessage, type Wallet } from '#domain/payment.ts'
import type { WalletPaymentRequest, WalletSheetCommand, WalletSheetReport } from '#domain/wallet-sheet.ts'

/** The parts of Safari's ApplePaySession the store uses (no TypeScript library declares it). */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null
  onpaymentauthorized: ((event: { payment: { token: ApplePayToken } }) => void) | null
  oncancel: (() => void) | null
  begin(): void
  abort(): void
  completeMerchantValidation(merchantSession: unknown): void
  completePayment(status: number): void
}
interface ApplePayToken {
  paymentData: unknown
  paymentMethod: { network: string; displayName: string }
}
interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike
  canMakePayments(): boolean
  readonly STATUS_SUCCESS: number
}

const applePay = () => (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession
const GOOGLE_PAY = 'https://google.com/pay'
const NETWORKS = ['visa', 'masterCard', 'amex', 'discover']

/** Whether this browser can pay with the wallet: Apple Pay's own check, or the Payment Request API for Google Pay. */
export function deviceCanPay(wallet: Wallet): boolean {
  if (wallet === 'applePay') return applePay()?.canMakePayments() ?? false
  return typeof globalThis.PaymentRequest === 'function'
}

/** The merchant the wallets pay: its name on the sheet, and the id the gateway knows it by. */
export interface WalletMerchant {
  name: string
  gatewayMerchantId: string
}

const total = (merchant: WalletMerchant, amount: number) => ({ label: merchant.name, amount: (amount / 100).toFixed(2) })

/** The browser's own wallet sheet: Apple Pay's ApplePaySession, or Google Pay through the Payment Request API. */
export function deviceWalletSheet(merchant: WalletMerchant) {
  return fromCallback<WalletSheetCommand, WalletPaymentRequest>(({ input, sendBack, receive }) => {
    const report = (event: WalletSheetReport) => sendBack(event)
    return input.wallet === 'applePay' ? applePaySheet(merchant, input.amount, report, receive) : googlePaySheet(merchant, input.amount, report)
  })
}

function applePaySheet(
  merchant: WalletMerchant,
  amount: number,
  report: (event: WalletSheetReport) => void,
  receive: (listener: (command: WalletSheetCommand) => void) => void,
) {
  const Session = applePay()
  if (!Session) {
    report({ type: 'wallet.failed', errorKey: PaymentMessage.walletFailed })
    return () => {}
  }
  const session = new Session(3, {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: NETWORKS,
    merchantCapabilities: ['supports3DS'],
    total: total(merchant, amount),
  })
  let ended = false
  session.onvalidatemerchant = (event) => report({ type: 'wallet.validateMerchant', validationURL: event.validationURL })
  session.onpaymentauthorized = ({ payment }) => {
    ended = true
    session.completePayment(Session.STATUS_SUCCESS)
    report({
      type: 'wallet.authorized',
      token: {
        transientToken: btoa(JSON.stringify(payment.token.paymentData)),
        cardType: payment.token.paymentMethod.network.toLowerCase(),
        cardNumberMask: payment.token.paymentMethod.displayName,
      },
    })
  }
  session.oncancel = () => {
    ended = true
    report({ type: 'wallet.cancelled' })
  }
  receive((command) => session.completeMerchantValidation(JSON.parse(command.merchantSession)))
  session.begin()
  return () => {
    if (!ended) session.abort()
  }
}

function googlePaySheet(merchant: WalletMerchant, amount: number, report: (event: WalletSheetReport) => void) {
  const { label, amount: value } = total(merchant, amount)
  const request = new PaymentRequest(
    [
      {
        supportedMethods: GOOGLE_PAY,
        data: {
          apiVersion: 2,
          apiVersionMinor: 0,
          merchantInfo: { merchantName: merchant.name },
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: NETWORKS.map((network) => network.toUpperCase()) },
              tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'cybersource', gatewayMerchantId: merchant.gatewayMerchantId } },
            },
          ],
        },
      },
    ],
    { total: { label, amount: { currency: 'USD', value } } },
  )
  let ended = false
  request.show().then(
    async (response) => {
      ended = true
      await response.complete('success')
      const data = response.details as { paymentMethodData: { tokenizationData: { token: string }; info: { cardNetwork: string; cardDetails: string } } }
      report({
        type: 'wallet.authorized',
        token: {
          transientToken: data.paymentMethodData.tokenizationData.token,
          cardType: data.paymentMethodData.info.cardNetwork.toLowerCase(),
          cardNumberMask: `•••• ${data.paymentMethodData.info.cardDetails}`,
        },
      })
    },
    (error: unknown) => {
      ended = true
      report((error as Error).name === 'AbortError' ? { type: 'wallet.cancelled' } : { type: 'wallet.failed', errorKey: PaymentMessage.walletFailed })
    },
  )
  return () => {
    if (!ended) void request.abort().catch(() => {})
  }
}
