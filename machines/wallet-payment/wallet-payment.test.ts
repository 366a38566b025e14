import { expect } from 'vitest'
import { fromCallback } from 'xstate'
import { MERCHANT_SESSION, VALIDATION_URL, WALLET_TOKEN, walletPaymentModel } from './wallet-payment.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import type { WalletPaymentRequest, WalletSheetCommand } from '#domain/wallet-sheet.ts'

modelTests(walletPaymentModel, (input) => {
  const sheet = { shown: [] as WalletPaymentRequest[], told: [] as WalletSheetCommand[], open: false }
  const walletSheet = fromCallback<WalletSheetCommand, WalletPaymentRequest>(({ input, receive }) => {
    sheet.shown.push(input)
    sheet.open = true
    receive((command) => sheet.told.push(command))
    return () => void (sheet.open = false)
  })
  const harness = startHarness(walletPaymentModel, input, { provide: { actors: { walletSheet } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // The sheet shows the wallet chosen and what is left to pay, from the start; Apple Pay's waits for the store's validation.
      awaitingValidation: () => {
        expect(input.wallet).toBe('applePay')
        expect([sheet.shown, sheet.open, sheet.told]).toEqual([[{ wallet: 'applePay', amount: 1325 }], true, []])
      },
      // The shopper can pay: Google Pay's sheet at once, Apple Pay's once the gateway's validation went to it.
      showing: () => {
        expect(sheet.shown).toEqual([{ wallet: input.wallet, amount: 1325 }])
        expect(sheet.open).toBe(true)
        expect(sheet.told).toEqual(input.wallet === 'applePay' ? [{ type: 'walletSheet.merchantValidated', merchantSession: MERCHANT_SESSION }] : [])
      },
      validating: () => {
        expect(harness.calls.validateMerchant!.calls.filter((call) => !call.answered).map((call) => call.input)).toEqual([{ validationURL: VALIDATION_URL }])
      },
      paid: () => {
        expect(now().output).toEqual({ paid: true, token: WALLET_TOKEN })
        expect(sheet.open).toBe(false)
      },
      // Every other end says why, and leaves no sheet open.
      refused: () => {
        const why: Record<string, string> = {
          'wallet.cancelled': 'walletCancelled',
          'wallet.failed': 'walletFailed',
          'xstate.error.actor.validateMerchant': 'walletValidationInvalid',
        }
        expect(now().output).toEqual({ paid: false, errorKey: why[harness.step.event!.type] })
        expect(sheet.open).toBe(false)
      },
    },
  }
})
