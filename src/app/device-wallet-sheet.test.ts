import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { deviceCanPay, deviceWalletSheet } from './device-wallet-sheet.ts'
import type { WalletSheetCommand, WalletSheetReport } from '#domain/wallet-sheet.ts'

const MERCHANT = { name: 'Snackfolk', gatewayMerchantId: 'SNACKFOLK_WEB' }

/** Safari's ApplePaySession as a test plays it: what the store asked of it, and the sheet's callbacks to call. */
class FakeApplePaySession {
  static STATUS_SUCCESS = 0
  static canPay = true
  static last: FakeApplePaySession | undefined
  static canMakePayments = () => FakeApplePaySession.canPay
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null
  oncancel: (() => void) | null = null
  began = false
  aborted = false
  validated: unknown
  completed: number | undefined
  readonly request: { total: { label: string; amount: string } }
  constructor(_version: number, request: { total: { label: string; amount: string } }) {
    this.request = request
    FakeApplePaySession.last = this
  }
  begin = () => void (this.began = true)
  abort = () => void (this.aborted = true)
  completeMerchantValidation = (session: unknown) => void (this.validated = session)
  completePayment = (status: number) => void (this.completed = status)
}

/** The sheet as a chart invokes it: what it reported, and a way to tell it things and stop it. */
function openSheet(wallet: 'applePay' | 'googlePay', amount = 1325) {
  const reports: WalletSheetReport[] = []
  const parent = createMachine({
    invoke: { id: 'sheet', src: 'sheet', input: { wallet, amount } },
    on: { '*': { actions: ({ event }) => void reports.push(event as WalletSheetReport) } },
  }).provide({ actors: { sheet: deviceWalletSheet(MERCHANT) as never } })
  const actor = createActor(parent).start()
  const tell = (command: WalletSheetCommand) => (actor.getSnapshot().children.sheet as { send: (c: WalletSheetCommand) => void }).send(command)
  return { reports, tell, stop: () => actor.stop() }
}

afterEach(() => vi.unstubAllGlobals())

describe('the browser’s own wallet sheet', () => {
  it('offers Apple Pay only where ApplePaySession says the device can pay, and Google Pay where the Payment Request API is', () => {
    vi.stubGlobal('PaymentRequest', undefined)
    expect([deviceCanPay('applePay'), deviceCanPay('googlePay')]).toEqual([false, false])
    vi.stubGlobal('ApplePaySession', FakeApplePaySession)
    vi.stubGlobal('PaymentRequest', class {})
    FakeApplePaySession.canPay = false
    expect(deviceCanPay('applePay')).toBe(false)
    FakeApplePaySession.canPay = true
    expect([deviceCanPay('applePay'), deviceCanPay('googlePay')]).toEqual([true, true])
  })

  it('begins Apple Pay’s session for what is left to pay, passes its merchant validation through the store, and gives its token', () => {
    vi.stubGlobal('ApplePaySession', FakeApplePaySession)
    const { reports, tell, stop } = openSheet('applePay')
    const session = FakeApplePaySession.last!
    expect([session.began, session.request.total]).toEqual([true, { label: 'Snackfolk', amount: '13.25' }])
    session.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' })
    expect(reports.at(-1)).toEqual({ type: 'wallet.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' })
    tell({ type: 'walletSheet.merchantValidated', merchantSession: '{"merchantSessionIdentifier":"m1"}' })
    expect(session.validated).toEqual({ merchantSessionIdentifier: 'm1' })
    session.onpaymentauthorized!({ payment: { token: { paymentData: { data: 'enc' }, paymentMethod: { network: 'Visa', displayName: 'Visa 4242' } } } })
    expect(session.completed).toBe(FakeApplePaySession.STATUS_SUCCESS)
    expect(reports.at(-1)).toEqual({
      type: 'wallet.authorized',
      token: { transientToken: btoa(JSON.stringify({ data: 'enc' })), cardType: 'visa', cardNumberMask: 'Visa 4242' },
    })
    // Paid, the session is the wallet's to close: stopping the sheet aborts nothing.
    stop()
    expect(session.aborted).toBe(false)
  })

  it('aborts an Apple Pay session still open when checkout moves on, and says a closed sheet was cancelled', () => {
    vi.stubGlobal('ApplePaySession', FakeApplePaySession)
    const open = openSheet('applePay')
    open.stop()
    expect(FakeApplePaySession.last!.aborted).toBe(true)
    const cancelled = openSheet('applePay')
    FakeApplePaySession.last!.oncancel!()
    expect(cancelled.reports.at(-1)).toEqual({ type: 'wallet.cancelled' })
  })

  it('shows Google Pay through the Payment Request API and gives its token; a dismissed sheet is cancelled', async () => {
    const asked: { methods: { supportedMethods: string }[]; details: unknown }[] = []
    let answer: () => Promise<unknown> = async () => ({
      complete: async () => {},
      details: { paymentMethodData: { tokenizationData: { token: '{"signature":"s"}' }, info: { cardNetwork: 'VISA', cardDetails: '4242' } } },
    })
    vi.stubGlobal(
      'PaymentRequest',
      class {
        constructor(methods: { supportedMethods: string }[], details: unknown) {
          asked.push({ methods, details })
        }
        show = () => answer()
        abort = async () => {}
      },
    )
    const paid = openSheet('googlePay')
    await vi.waitFor(() => expect(paid.reports).toHaveLength(1))
    expect(asked[0]!.methods[0]!.supportedMethods).toBe('https://google.com/pay')
    expect(asked[0]!.details).toEqual({ total: { label: 'Snackfolk', amount: { currency: 'USD', value: '13.25' } } })
    expect(paid.reports[0]).toEqual({
      type: 'wallet.authorized',
      token: { transientToken: '{"signature":"s"}', cardType: 'visa', cardNumberMask: '•••• 4242' },
    })

    answer = () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' }))
    const dismissed = openSheet('googlePay')
    await vi.waitFor(() => expect(dismissed.reports).toEqual([{ type: 'wallet.cancelled' }]))
  })
})
