import { fromCallback } from 'xstate'

/** How often the store looks whether PayPal's window is still open. */
const WATCH_MS = 400
const FEATURES = 'popup,width=480,height=720'

/**
 * PayPal's approval window, as the store's page handles it: opened blank in the shopper's click
 * (before any call, so the browser lets it open), then shown PayPal's page, watched until it closes.
 */
export function approvalWindow() {
  let opened: Window | null = null
  const isOpen = () => opened !== null && !opened.closed
  return {
    actions: {
      openApprovalWindow: ({ self }: { self: { send: (event: { type: 'paypal.blocked' }) => void } }) => {
        opened = window.open('', 'paypal-approval', FEATURES)
        if (!opened) self.send({ type: 'paypal.blocked' })
      },
      showApprovalPage: (_: unknown, url: string) => {
        if (isOpen()) opened!.location.href = url
      },
      closeApprovalWindow: () => {
        if (isOpen()) opened!.close()
        opened = null
      },
    },
    actors: {
      watchApprovalWindow: fromCallback(({ sendBack }) => {
        const timer = setInterval(() => {
          if (isOpen()) return
          clearInterval(timer)
          sendBack({ type: 'paypal.windowClosed' })
        }, WATCH_MS)
        // Watching stops when checkout moves on: a window still open is closed with it.
        return () => {
          clearInterval(timer)
          if (isOpen()) opened!.close()
        }
      }),
    },
  }
}
