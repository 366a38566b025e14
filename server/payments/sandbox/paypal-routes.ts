import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { SandboxGateway } from './gateway.ts'

/** The approval window's look: PayPal's blues, with the sandbox band that says no money moves. */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f5f7fa; }
.band { background: #ffd140; padding: 0.5rem 1rem; font-weight: 600; text-align: center; }
main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 0.75rem; box-shadow: 0 1px 4px #0002; }
h1 { color: #003087; font-size: 1.5rem; margin: 0 0 1rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
form { margin: 0.75rem 0; }
button { width: 100%; padding: 0.75rem; font: inherit; font-weight: 600; border-radius: 2rem; border: 2px solid #0070ba; cursor: pointer; }
.approve { background: #0070ba; color: #fff; }
.other { background: #fff; color: #003087; }
`

/** Closes the window once the payer has answered, so the store's page hears it closed and asks how it ended. */
const CLOSE_SCRIPT = `window.setTimeout(() => window.close(), 600)`

const POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

function page(title: string, body: string, closes = false) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<link rel="stylesheet" href="/sandbox-gateway/paypal/window.css">${closes ? '<script src="/sandbox-gateway/paypal/close.js" defer></script>' : ''}</head>
<body><p class="band">PayPal sandbox: no real money moves</p><main>${body}</main></body>
</html>`
}

const ANSWERS = {
  approved: 'You approved the payment. This window closes and the store takes you on.',
  cancelled: 'You cancelled. This window closes and you are back at the store.',
  declined: 'PayPal declined this payment. This window closes and you are back at the store.',
} as const

/**
 * PayPal's approval window as the sandbox gateway serves it on its own host: the amount, and the
 * sandbox payer's three answers (approve, cancel, and a decline to try the store's refusal).
 */
export function sandboxPayPalRoutes(gateway: SandboxGateway) {
  const app = new Hono()
  app.use('/sandbox-gateway/paypal/*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', POLICY)
    c.header('Cache-Control', 'no-store')
  })
  app.get('/sandbox-gateway/paypal/window.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
  app.get('/sandbox-gateway/paypal/close.js', (c) => c.body(CLOSE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  app.get('/sandbox-gateway/paypal/checkoutnow', async (c) => {
    const order = await gateway.paypalOrderToApprove(c.req.query('token') ?? '')
    if (!order) return c.html(page('PayPal', '<h1>This payment is not one PayPal knows.</h1>'), 404)
    if (order.status !== 'created') return c.html(page('PayPal', `<h1>This payment was ${escape(order.status)} already.</h1>`, true), 409)
    const answer = (decision: string, label: string, kind: string) =>
      `<form method="post" action="/sandbox-gateway/paypal/decide"><input type="hidden" name="token" value="${escape(order.orderId)}"><input type="hidden" name="decision" value="${decision}"><button class="${kind}">${label}</button></form>`
    return c.html(
      page(
        'PayPal: approve your payment',
        `<h1>Pay with PayPal</h1><p>Signed in as the sandbox buyer. The store asks for</p><p class="amount">${dollars(order.amountCents)}</p>` +
          answer('approved', 'Approve payment', 'approve') +
          answer('cancelled', 'Cancel and return to the store', 'other') +
          answer('declined', 'Decline (sandbox)', 'other'),
      ),
    )
  })
  app.post('/sandbox-gateway/paypal/decide', bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }), async (c) => {
    const form = await c.req.parseBody()
    const decision = form.decision
    if (typeof form.token !== 'string' || (decision !== 'approved' && decision !== 'cancelled' && decision !== 'declined'))
      return c.html(page('PayPal', '<h1>PayPal could not read this answer.</h1>'), 400)
    if (!(await gateway.decidePayPal(form.token, decision))) return c.html(page('PayPal', '<h1>This payment was answered already.</h1>', true), 409)
    return c.html(page('PayPal', `<h1>${ANSWERS[decision]}</h1>`, true))
  })
  return app
}
