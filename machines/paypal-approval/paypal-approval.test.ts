import { expect } from 'vitest'
import { paypalApprovalModel, PAYPAL_ORDER, REQUEST } from './paypal-approval.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn } from '../testing/form-checks.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(paypalApprovalModel, (input) => {
  const shown: string[] = []
  const windows = { opened: 0 }
  const harness = startHarness(paypalApprovalModel, input, {
    provide: { actions: { openApprovalWindow: () => void windows.opened++, showApprovalPage: (_: unknown, url: string) => void shown.push(url) } },
  })
  const now = () => harness.actor.getSnapshot()
  const pending = (src: string) => harness.calls[src]!.calls.filter((call) => !call.answered)
  return {
    harness,
    checks: {
      // The window opens as the chart starts, in the shopper's click, so the browser lets it open.
      opening: () => {
        expect(windows.opened).toBe(1)
        expect(pending('createPayPalOrder').map((call) => call.input)).toEqual([REQUEST])
      },
      // The window shows the order's own approval page.
      approving: () => {
        expect(shown).toEqual([PAYPAL_ORDER.paymentRedirectURL])
        expect(harness.step.did('closeApprovalWindow')).toBe(0)
      },
      checking: () => {
        expect(pending('getPayPalStatus').map((call) => call.input)).toEqual([{ orderId: PAYPAL_ORDER.orderId }])
        expect(harness.step.did('closeApprovalWindow')).toBe(1)
      },
      approved: () => expect(now().output).toEqual({ approved: true, orderId: PAYPAL_ORDER.orderId, payerId: 'SBXPAYER1' }),
      // Every other end says why, and leaves no window open.
      refused: () => {
        const answered = answerIn(harness, 'getPayPalStatus') as { status: string } | undefined
        const said: Record<string, string> = { 'paypal.blocked': 'popupBlocked', 'paypal.cancel': 'paypalCancelled' }
        const answers: Record<string, string> = { cancelled: 'paypalCancelled', declined: 'paypalDeclined', created: 'paypalClosed' }
        const why = said[harness.step.event?.type ?? ''] ?? answers[answered?.status ?? ''] ?? 'requestFailed'
        expect(now().output).toEqual({ approved: false, errorKey: why })
        // Given up on, or PayPal unreachable, the store closes the window itself.
        const closesIt = harness.step.event?.type === 'paypal.cancel' || (harness.step.before?.matches('opening') && why === 'requestFailed')
        expect(harness.step.did('closeApprovalWindow')).toBe(closesIt ? 1 : 0)
      },
    },
  }
})
