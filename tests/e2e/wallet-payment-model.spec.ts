import { expect } from './fixtures.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { fillContact, pressInSheet, toPayment } from './shopper-at-checkout.ts'
import { walletPaymentModel } from '#machines/wallet-payment/wallet-payment.model.ts'
import { BRAND_NAMES } from '#domain/payment.ts'

/** What the shopper is told on the payment step for each way a wallet does not pay. */
const SAID: Record<string, string> = {
  walletCancelled: 'You closed the wallet without paying. Choose how to pay.',
  walletFailed: 'The wallet could not pay. Please choose another way to pay.',
  walletValidationInvalid: 'The wallet could not confirm this store. Please choose another way to pay.',
}

testModelPathsInBrowser(walletPaymentModel, (page) => {
  /** The payment sandbox's sheet, over the page. */
  const sheet = page.frameLocator('dialog.wallet-sheet iframe')
  /** A shopper on the payment step chooses the wallet and continues: its sheet opens. */
  const payWith = (wallet: keyof typeof BRAND_NAMES) => async () => {
    await toPayment(page)
    await fillContact(page)
    await page.locator('.radio', { hasText: BRAND_NAMES[wallet] }).click()
    await page.getByRole('button', { name: `Continue with ${BRAND_NAMES[wallet]}` }).click()
  }
  return {
    starts: { 'a shopper pays with Apple Pay': payWith('applePay'), 'a shopper pays with Google Pay': payWith('googlePay') },
    arrange: {
      'the gateway refuses the validation': () =>
        page.route('**/services/apple-pay/paymentSession', (route) =>
          route.fulfill({ status: 400, json: { success: false, responseCode: 400, errorKey: 'walletValidationInvalid', message: 'refused' } }),
        ),
      // The gateway cannot be reached from the sheet as the shopper pays.
      'the sheet cannot pay': () => page.route('**/sandbox-gateway/wallet/tokens', (route) => route.abort('connectionrefused')),
    },
    events: {
      'the shopper pays in the sheet': () => pressInSheet(sheet.getByRole('button', { name: /^Pay with / })),
      'the sheet cannot pay': () => pressInSheet(sheet.getByRole('button', { name: /^Pay with / })),
      'the shopper closes the sheet': () => pressInSheet(sheet.getByRole('button', { name: 'Cancel' })),
    },
    byTheStore: { 'wallet.validateMerchant': 'Apple Pay’s sheet, asking as soon as it shows' },
    states: {
      // The sheet stands in for the wallet's own, clearly marked, with what is left to pay; the shopper can pay once the
      // store is validated (at once for Google Pay). Apple Pay's sheet asks for the validation as it shows, so the
      // moments before are the store's own and not the shopper's to see.
      showing: async (expected) => {
        await expect(sheet.getByText('Payment sandbox: this sheet stands in for the wallet’s own. No real card is charged.')).toBeVisible()
        await expect(sheet.getByRole('heading', { name: BRAND_NAMES[expected.context.wallet as keyof typeof BRAND_NAMES] })).toBeVisible()
        const left = await page.locator('.checkout__left-to-pay dd').last().textContent()
        await expect(sheet.getByRole('definition').filter({ hasText: left! })).toBeVisible()
        await expect(sheet.getByRole('button', { name: /^Pay with / })).toBeEnabled()
      },
      // Paid, the shopper reviews the order, the wallet paying it.
      paid: async (expected) => {
        await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0)
        await expect(page).toHaveURL(/#review$/)
        await expect(page.locator('.checkout__pay-with').getByText(BRAND_NAMES[expected.context.wallet as keyof typeof BRAND_NAMES])).toBeVisible()
      },
      // Anything else leaves the shopper on payment, told why, no sheet left open.
      refused: async (expected) => {
        await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0)
        await expect(page).toHaveURL(/#payment$/)
        await expect(page.getByRole('main').getByRole('alert').filter({ hasText: SAID[expected.context.error] })).toBeVisible()
      },
    },
  }
})
