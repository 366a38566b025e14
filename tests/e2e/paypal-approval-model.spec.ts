import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { fillContact, toPayment } from './shopper-at-checkout.ts'
import { paypalApprovalModel } from '#machines/paypal-approval/paypal-approval.model.ts'
import { PAYMENT_HOST } from './start-server.ts'

/** What the shopper is told on the payment step for each way PayPal does not pay (SPEC's messages). */
const SAID: Record<string, string> = {
  popupBlocked: 'Pop-ups must be enabled to continue.',
  requestFailed: 'Something went to wrong on server, please try again',
  paypalCancelled: 'You cancelled the PayPal payment. Choose how to pay.',
  paypalDeclined: 'PayPal declined this payment. Please choose another way to pay.',
  paypalClosed: 'The PayPal window closed before the payment was approved. Please try again.',
}

/** The payer's answers in the sandbox's approval window, by the status the store then reads. */
type Answer = 'approved' | 'cancelled' | 'declined' | 'created'
const BUTTONS: Record<Exclude<Answer, 'created'>, string> = {
  approved: 'Approve payment',
  cancelled: 'Cancel and return to the store',
  declined: 'Decline (sandbox)',
}

testModelPathsInBrowser(
  paypalApprovalModel,
  (page) => {
    let blocked = false
    let answer: Answer = 'approved'
    let paypal: Page | undefined
    return {
      starts: {
        // A shopper on the payment step chooses PayPal and continues: the window opens from that click.
        'a shopper pays with PayPal': async () => {
          await toPayment(page)
          await fillContact(page)
          await page.locator('.radio', { hasText: 'PayPal' }).click()
          const click = page.getByRole('button', { name: 'Continue with PayPal' }).click()
          if (blocked) return click
          ;[paypal] = await Promise.all([page.waitForEvent('popup'), click])
        },
      },
      arrange: {
        // The browser's pop-up blocker, as a shopper's browser set to block them behaves.
        'the browser blocks the window': async () => {
          blocked = true
          await page.addInitScript(() => {
            window.open = () => null
          })
        },
        'PayPal cannot be reached': () => page.route('**/services/paypal/paymentSession', (route) => route.abort('connectionrefused')),
        'the payer approved': async () => void (answer = 'approved'),
        'the payer cancelled': async () => void (answer = 'cancelled'),
        'PayPal declined': async () => void (answer = 'declined'),
        'the window was closed before an answer': async () => void (answer = 'created'),
        'the answer cannot be read': () => page.route('**/services/paypal/status*', (route) => route.abort('connectionrefused')),
      },
      events: {
        // The payer answers in the window (or closes it unanswered); the sandbox's page closes itself once answered.
        'paypal.windowClosed': async () => {
          if (answer === 'created') await paypal!.close()
          else await paypal!.getByRole('button', { name: BUTTONS[answer] }).click()
          await expect.poll(() => paypal!.isClosed()).toBe(true)
        },
        'paypal.cancel': () => page.getByRole('button', { name: 'Cancel PayPal' }).click(),
      },
      byTheStore: { 'paypal.blocked': 'the browser, answering window.open with no window as the shopper clicks' },
      states: {
        // PayPal's approval page, on the gateway's own host, for the order's amount; the store's page waits.
        approving: async () => {
          await expect(paypal!.getByText('PayPal sandbox: no real money moves')).toBeVisible()
          await expect(paypal!).toHaveURL(new RegExp(`^http://${PAYMENT_HOST.replaceAll('.', '\\.')}:\\d+/sandbox-gateway/paypal/checkoutnow\\?token=SBXPP-`))
          await expect(paypal!.locator('.amount')).toHaveText(/^\$\d+\.\d\d$/)
          await expect(page.getByText('Finish in the PayPal window.')).toBeVisible()
        },
        // Approved, the shopper reviews the order, PayPal paying it.
        approved: async () => {
          await expect(page).toHaveURL(/#review$/)
          await expect(page.locator('.checkout__pay-with').getByText('PayPal')).toBeVisible()
        },
        // Anything else leaves the shopper on payment, told why, no PayPal window left open.
        refused: async (expected) => {
          await expect(page).toHaveURL(/#payment$/)
          await expect(page.getByRole('main').getByRole('alert').filter({ hasText: SAID[expected.context.error] })).toBeVisible()
          await expect(page.getByRole('button', { name: 'Continue with PayPal' })).toBeEnabled()
          if (paypal) await expect.poll(() => paypal!.isClosed()).toBe(true)
        },
      },
    }
  },
  {
    // The window opens and PayPal's order is made within a moment of the click, and the answer is read within a moment of
    // the window closing: the shopper closes the window or gives up on it while PayPal's page shows.
    onlyIn: { 'paypal.windowClosed': ['approving'], 'paypal.cancel': ['approving'] },
  },
)
