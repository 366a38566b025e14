// The payment sandbox's wallet sheet. It stands in for Apple Pay's and Google Pay's own sheets where no
// device wallet can be had, on the gateway's own host: the store's page only hears a payment token.
import { BRAND_NAMES, PaymentMessage, type Wallet } from '#domain/payment.ts'
import { walletSheetEnvelope, walletSheetMessage, type FromWalletSheet, type ToWalletSheet, type WalletToken } from '#domain/wallet-sheet.ts'
import { gatewayPage } from './gateway-page.ts'
import './wallet-sheet.css'

const TEXT = {
  'en-us': {
    sandbox: 'Payment sandbox: this sheet stands in for the wallet’s own. No real card is charged.',
    card: 'Card',
    total: 'Pay Snackfolk',
    pay: 'Pay with {wallet}',
    cancel: 'Cancel',
    validating: 'Checking the store with {wallet}…',
    paying: 'Paying…',
    failed: '{wallet} could not pay. Close this sheet and try again.',
  },
  'es-us': {
    sandbox: 'Pasarela de prueba: esta hoja sustituye a la de la billetera. No se cobra ninguna tarjeta real.',
    card: 'Tarjeta',
    total: 'Pagar a Snackfolk',
    pay: 'Pagar con {wallet}',
    cancel: 'Cancelar',
    validating: 'Comprobando la tienda con {wallet}…',
    paying: 'Pagando…',
    failed: '{wallet} no pudo pagar. Cierra esta hoja e inténtalo de nuevo.',
  },
}

const { parentOrigin, text } = gatewayPage(TEXT)

const pay = document.getElementById('pay') as HTMLButtonElement
const status = document.getElementById('status')!
let shown: { wallet: Wallet; captureContext: string; merchantSession?: string } | undefined

const say = (line: string) => (status.textContent = shown ? line.replace('{wallet}', BRAND_NAMES[shown.wallet]) : line)

function post(message: FromWalletSheet) {
  if (parentOrigin) window.parent.postMessage(walletSheetEnvelope(message), parentOrigin)
}

function show(message: Extract<ToWalletSheet, { kind: 'show' }>) {
  shown = { wallet: message.wallet, captureContext: message.captureContext }
  const name = BRAND_NAMES[message.wallet]
  document.title = `${name} (sandbox)`
  document.getElementById('wallet-name')!.textContent = name
  document.getElementById('amount')!.textContent = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'USD' }).format(
    message.amount / 100,
  )
  pay.textContent = text.pay.replace('{wallet}', name)
  // Apple Pay asks the merchant to validate itself before the shopper can pay; Google Pay does not.
  if (message.wallet === 'applePay') {
    say(text.validating)
    post({ kind: 'validateMerchant', validationURL: `${window.location.origin}/sandbox-gateway/apple-pay/validate` })
  } else pay.disabled = false
}

async function authorize() {
  if (!shown) return
  pay.disabled = true
  say(text.paying)
  try {
    const response = await fetch('/sandbox-gateway/wallet/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captureContext: shown.captureContext, wallet: shown.wallet, merchantSession: shown.merchantSession }),
    })
    const body = (await response.json()) as { data?: WalletToken; errorKey?: string }
    if (!response.ok || !body.data) throw new Error(body.errorKey)
    post({ kind: 'authorized', token: body.data })
  } catch {
    say(text.failed)
    post({ kind: 'failed', errorKey: PaymentMessage.walletFailed })
  }
}

pay.addEventListener('click', () => void authorize())
document.getElementById('cancel')!.addEventListener('click', () => post({ kind: 'cancelled' }))
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') post({ kind: 'cancelled' })
})

window.addEventListener('message', (event) => {
  // Only the page the sheet was opened for may speak to it.
  if (event.origin !== parentOrigin || event.source !== window.parent) return
  const message = walletSheetMessage<ToWalletSheet>(event.data)
  if (message?.kind === 'show' && !shown) show(message)
  else if (message?.kind === 'merchantValidated' && shown) {
    shown.merchantSession = message.merchantSession
    say('')
    pay.disabled = false
    pay.focus()
  }
})
post({ kind: 'ready' })
