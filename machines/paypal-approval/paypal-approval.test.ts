import { expect } from 'vitest'
import { fromCallback } from 'xstate'
import { paypalApprovalModel, PAYPAL_ORDER, REQUEST } from './paypal-approval.model.ts'
import type { ApprovalWindowCommand } from './paypal-approval.machine.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn } from '../testing/form-checks.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(paypalApprovalModel, (input) => {
  const window = { opened: 0, open: false, shown: [] as string[] }
  const approvalWindow = fromCallback<ApprovalWindowCommand>(({ receive }) => {
    window.opened++
    window.open = true
    receive((command) => window.shown.push(command.url))
    return () => void (window.open = false)
  })
  const harness = startHarness(paypalApprovalModel, input, { provide: { actors: { approvalWindow } } })
  const now = () => harness.actor.getSnapshot()
  const pending = (src: string) => harness.calls[src]!.calls.filter((call) => !call.answered)
  return {
    harness,
    checks: {
      // The window opens as the chart starts, in the shopper's click, so the browser lets it open; nothing is asked of PayPal until it has.
      opening: () => {
        expect([window.opened, window.open]).toEqual([1, true])
        expect(harness.calls.createPayPalOrder!.calls).toEqual([])
      },
      // The window is open: the store makes the PayPal order for it.
      creating: () => {
        expect(pending('createPayPalOrder').map((call) => call.input)).toEqual([REQUEST])
        expect(window.shown).toEqual([])
      },
      // The window shows the order's own approval page.
      approving: () => expect([window.shown, window.open]).toEqual([[PAYPAL_ORDER.paymentRedirectURL], true]),
      checking: () => expect(pending('getPayPalStatus').map((call) => call.input)).toEqual([{ orderId: PAYPAL_ORDER.orderId }]),
      approved: () => {
        expect(now().output).toEqual({ approved: true, orderId: PAYPAL_ORDER.orderId, payerId: 'SBXPAYER1', amount: PAYPAL_ORDER.amount })
        expect(window.open).toBe(false)
      },
      // Every other end says why, and leaves no window open.
      refused: () => {
        const answered = answerIn(harness, 'getPayPalStatus') as { status: string } | undefined
        const said: Record<string, string> = { 'paypal.blocked': 'popupBlocked', 'paypal.cancel': 'paypalCancelled', 'paypal.windowClosed': 'paypalClosed' }
        const answers: Record<string, string> = { cancelled: 'paypalCancelled', declined: 'paypalDeclined', created: 'paypalClosed' }
        const why = said[harness.step.event?.type ?? ''] ?? answers[answered?.status ?? ''] ?? 'requestFailed'
        expect(now().output).toEqual({ approved: false, errorKey: why })
        expect(window.open).toBe(false)
        // A blocked window asks nothing of PayPal.
        if (why === 'popupBlocked') expect(harness.calls.createPayPalOrder!.calls).toEqual([])
      },
    },
  }
})
