import { fromCallback } from 'xstate'
import { msg } from '@lingui/core/macro'
import { i18n } from '#i18n/i18n.ts'
import type { ApiClient } from '#api/client.ts'
import { createCaptureContext } from '#api/orders.ts'
import type { Locale } from '#domain/locale.ts'
import { BRAND_NAMES, PaymentMessage } from '#domain/payment.ts'
import {
  walletSheetEnvelope,
  walletSheetMessage,
  SHEET_READY_MS,
  type FromWalletSheet,
  type ToWalletSheet,
  type WalletPaymentRequest,
  type WalletSheetCommand,
  type WalletSheetReport,
} from '#domain/wallet-sheet.ts'

/**
 * The payment sandbox's stand-in for a wallet's sheet, where no device wallet can be had: the
 * gateway's own sheet page, on the gateway's host, in a dialog over the store's page. It talks to the
 * page as Apple Pay's and Google Pay's sheets do: merchant validation asked, a payment token given.
 * The dialog's own Close (or Escape) closes it whatever the page inside does; a sheet that never shows
 * fails after `SHEET_READY_MS`.
 */
export function sandboxWalletSheet(api: ApiClient, locale: () => Locale) {
  return fromCallback<WalletSheetCommand, WalletPaymentRequest>(({ input, sendBack, receive }) => {
    const dialog = document.createElement('dialog')
    dialog.className = 'wallet-sheet'
    dialog.setAttribute('aria-label', `${BRAND_NAMES[input.wallet]} (sandbox)`)
    const frame = document.createElement('iframe')
    frame.title = `${BRAND_NAMES[input.wallet]} (sandbox)`
    const close = document.createElement('button')
    close.type = 'button'
    close.className = 'wallet-sheet__close'
    close.textContent = i18n._(msg`Close`)
    dialog.append(close, frame)
    document.body.append(dialog)
    dialog.showModal()

    let sheet: { origin: string; captureContext: string } | undefined
    const post = (message: ToWalletSheet) => sheet && frame.contentWindow?.postMessage(walletSheetEnvelope(message), sheet.origin)
    const report = (event: WalletSheetReport) => sendBack(event)
    const controller = new AbortController()
    const notShown = setTimeout(() => report({ type: 'wallet.failed', errorKey: PaymentMessage.walletFailed }), SHEET_READY_MS)
    createCaptureContext(api, controller.signal).then(
      (grant) => {
        // The gateway says which wallets it takes in this capture context.
        if (!grant.wallets.includes(input.wallet)) return report({ type: 'wallet.failed', errorKey: PaymentMessage.walletFailed })
        sheet = { origin: grant.frameOrigin, captureContext: grant.captureContext }
        frame.src = `${grant.frameOrigin}/sandbox-gateway/wallet/sheet?origin=${encodeURIComponent(window.location.origin)}&lang=${locale()}`
      },
      () => controller.signal.aborted || report({ type: 'wallet.failed', errorKey: PaymentMessage.walletFailed }),
    )

    const onMessage = (event: MessageEvent) => {
      if (!sheet || event.origin !== sheet.origin || event.source !== frame.contentWindow) return
      const message = walletSheetMessage<FromWalletSheet>(event.data)
      if (message?.kind === 'ready') {
        clearTimeout(notShown)
        post({ kind: 'show', wallet: input.wallet, amount: input.amount, captureContext: sheet.captureContext })
      } else if (message?.kind === 'validateMerchant') report({ type: 'wallet.validateMerchant', validationURL: message.validationURL })
      else if (message?.kind === 'authorized') report({ type: 'wallet.authorized', token: message.token })
      else if (message?.kind === 'cancelled') report({ type: 'wallet.cancelled' })
      else if (message?.kind === 'failed') report({ type: 'wallet.failed', errorKey: message.errorKey })
    }
    // Close and Escape close the sheet as its own Cancel does.
    const onCancel = (event: Event) => {
      event.preventDefault()
      report({ type: 'wallet.cancelled' })
    }
    window.addEventListener('message', onMessage)
    dialog.addEventListener('cancel', onCancel)
    close.addEventListener('click', onCancel)
    receive((command) => {
      if (command.type === 'walletSheet.merchantValidated') post({ kind: 'merchantValidated', merchantSession: command.merchantSession })
    })
    return () => {
      clearTimeout(notShown)
      controller.abort()
      window.removeEventListener('message', onMessage)
      dialog.removeEventListener('cancel', onCancel)
      dialog.close()
      dialog.remove()
    }
  })
}
