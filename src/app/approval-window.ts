import { fromCallback } from 'xstate'
import type { ApprovalWindowCommand, PayPalApprovalEvent } from '#machines/paypal-approval/paypal-approval.machine.ts'

/** How often the store looks whether PayPal's window is still open. */
const WATCH_MS = 400
const FEATURES = 'popup,width=480,height=720'

/**
 * PayPal's approval window, as the store's page handles it: opened blank as the chart starts, in
 * the shopper's click (before any call, so the browser lets it open), a window of its own for each
 * checkout; then shown PayPal's page, watched until it closes, and closed with the chart.
 */
export const approvalWindow = fromCallback<ApprovalWindowCommand>(({ sendBack, receive }) => {
  const report = (event: PayPalApprovalEvent) => sendBack(event)
  const opened = window.open('', '_blank', FEATURES)
  // A browser that blocks pop-ups gives no window, or one already closed.
  if (!opened || opened.closed) {
    report({ type: 'paypal.blocked' })
    return () => {}
  }
  report({ type: 'paypal.opened' })
  receive((command) => {
    if (!opened.closed) opened.location.href = command.url
  })
  const timer = setInterval(() => {
    if (!opened.closed) return
    clearInterval(timer)
    report({ type: 'paypal.windowClosed' })
  }, WATCH_MS)
  return () => {
    clearInterval(timer)
    if (!opened.closed) opened.close()
  }
})
