import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { errorKeyOf } from '#domain/envelope.ts'
import { PaymentMessage } from '#domain/payment.ts'
import type { WalletPaymentRequest, WalletSheetCommand, WalletSheetReport, WalletToken } from '#domain/wallet-sheet.ts'

export interface WalletPaymentContext extends WalletPaymentRequest {
  token?: WalletToken
  /** A message id for why the wallet did not pay, said on the payment step. */
  error?: string
}

/** How the sheet ended: the wallet's payment token, or why not. */
export type WalletPayment = { paid: true; token: WalletToken } | { paid: false; errorKey: string }

/**
 * Apple Pay or Google Pay (SPEC §1): the wallet's sheet opens from the shopper's click and shows what
 * is left to pay; Apple Pay first asks the store to validate itself as a merchant, through the gateway;
 * the shopper pays in the sheet, which gives a payment token that is authorised when the order is placed.
 */
export const walletPaymentMachine = setup({
  types: {
    context: {} as WalletPaymentContext,
    events: {} as WalletSheetReport,
    input: {} as WalletPaymentRequest,
    output: {} as WalletPayment,
  },
  guards: {
    validatesMerchant: ({ context }) => context.wallet === 'applePay',
  },
  actors: {
    /** The wallet's sheet: the browser's own, or the payment sandbox's stand-in for it. */
    walletSheet: fromCallback<WalletSheetCommand, WalletPaymentRequest>(() => () => {}),
    /** Apple Pay's merchant validation, asked of the store (which asks the gateway). */
    validateMerchant: fromPromise<{ merchantSession: string }, { validationURL: string }>(() =>
      Promise.reject(new Error('validateMerchant is provided by the app')),
    ),
  },
}).createMachine({
  id: 'walletPayment',
  context: ({ input }) => ({ ...input }),
  // The sheet lives as long as the chart: paid or not, it is gone when the chart ends.
  invoke: { id: 'walletSheet', src: 'walletSheet', input: ({ context }) => ({ wallet: context.wallet, amount: context.amount }) },
  initial: 'starting',
  on: {
    'wallet.cancelled': { target: '.refused', actions: assign({ error: PaymentMessage.walletCancelled }) },
    'wallet.failed': { target: '.refused', actions: assign({ error: ({ event }) => event.errorKey }) },
  },
  states: {
    starting: { always: [{ guard: 'validatesMerchant', target: 'awaitingValidation' }, { target: 'showing' }] },
    // Apple Pay's sheet asks the store to validate itself as a merchant before the shopper can pay.
    awaitingValidation: {
      on: { 'wallet.validateMerchant': 'validating' },
    },
    validating: {
      invoke: {
        id: 'validateMerchant',
        src: 'validateMerchant',
        input: ({ event }) => ({ validationURL: (event as Extract<WalletSheetReport, { type: 'wallet.validateMerchant' }>).validationURL }),
        onDone: {
          target: 'showing',
          actions: sendTo('walletSheet', ({ event }) => ({ type: 'walletSheet.merchantValidated' as const, merchantSession: event.output.merchantSession })),
        },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    // The shopper looks at the sheet, the amount and the wallet's card, and pays or closes it.
    showing: {
      on: { 'wallet.authorized': { target: 'paid', actions: assign({ token: ({ event }) => event.token }) } },
    },
    paid: { type: 'final' },
    refused: { type: 'final' },
  },
  output: ({ context }) => (context.token ? { paid: true, token: context.token } : { paid: false, errorKey: context.error ?? PaymentMessage.walletFailed }),
})
