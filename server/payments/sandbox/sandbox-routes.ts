import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { serveStatic } from '@hono/node-server/serve-static'
import { fail, InputError, ok } from '../../http/envelope.ts'
import { MessageId } from '#domain/envelope.ts'
import type { SandboxGateway } from './gateway.ts'
import { readJsonBody } from '../../http/json-body.ts'
import { isCardType } from '#domain/card.ts'
import { sandboxPayPalRoutes } from './paypal-routes.ts'
import { log } from '../../start-up/log.ts'
import { PLAIN_POLICY, SECURE_HEADERS } from '../../http/answer-headers.ts'

/** The gateway's pages a store's page embeds: the card fields, and the wallet sheet that stands in for a device's. */
const EMBEDDED_PAGES = { '/sandbox-gateway/card-frame.html': 'card-frame.html', '/sandbox-gateway/wallet/sheet': 'wallet-sheet.html' }
/** A capture context, a card number, its expiry and CVV: a few hundred bytes. */
export const GATEWAY_BODY_BYTES = 4 * 1024

/** Whom the gateway's embedded pages may speak to, and where they are built. */
export interface GatewaySite {
  /** The store's own origins: the only pages that may embed the card frame or the wallet sheet. */
  storeOrigins: readonly string[]
  /** The built app, whose pages and assets the gateway serves; none, and it serves none. */
  distDir?: string
}

/** A token the gateway gave, never cached; its refusal as the envelope says it. */
async function tokenAnswer(c: Context, tokenize: () => Promise<unknown>) {
  try {
    const token = await tokenize()
    c.header('Cache-Control', 'no-store')
    return ok(c, token)
  } catch (error) {
    if (error instanceof InputError) return fail(c, error.status, error.errorKey, error.message)
    throw error
  }
}

/** A built page of the gateway's, when the app was built. */
function builtPage(distDir: string | undefined, file: string): string | undefined {
  const path = distDir ? join(distDir, file) : undefined
  return path && existsSync(path) ? readFileSync(path, 'utf8') : undefined
}

/**
 * What the sandbox gateway serves on its own host name: the card frame, the wallet sheet, their assets,
 * the calls that turn card fields or the wallet's card into a transient token, and PayPal's approval window.
 * Nothing of the store is reachable here.
 */
export function sandboxGatewayRoutes(gateway: SandboxGateway, { storeOrigins, distDir }: GatewaySite) {
  const app = new Hono()
  // The store's security headers on every answer; the embedded pages are framed by the store, which their own policy names instead of X-Frame-Options.
  app.use(async (c, next) => {
    await next()
    const embedded = c.req.path in EMBEDDED_PAGES
    for (const [name, value] of Object.entries(SECURE_HEADERS)) if (!(embedded && name === 'X-Frame-Options')) c.res.headers.set(name, value)
    if (!c.res.headers.has('Content-Security-Policy') && !c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.res.headers.set('Content-Security-Policy', PLAIN_POLICY)
  })
  for (const [path, file] of Object.entries(EMBEDDED_PAGES)) {
    const html = builtPage(distDir, file)
    app.get(path, (c) => {
      // The page posts what the shopper gives it to the origin it is embedded by: only the store's own may ask for it.
      const origin = storeOrigins.find((storeOrigin) => storeOrigin === c.req.query('origin'))
      if (!html || !origin) return c.text('Not found', 404)
      c.header(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'none'; object-src 'none'; base-uri 'none'; frame-ancestors ${origin}`,
      )
      c.header('Cache-Control', 'no-store')
      return c.html(html)
    })
  }
  if (builtPage(distDir, EMBEDDED_PAGES['/sandbox-gateway/card-frame.html'])) app.use('/assets/*', serveStatic({ root: distDir }))
  const sizeGuard = bodyLimit({
    maxSize: GATEWAY_BODY_BYTES,
    onError: (c) => fail(c, 413, MessageId.bodyTooLarge, `The gateway takes at most ${GATEWAY_BODY_BYTES} bytes`),
  })
  app.post('/sandbox-gateway/tokens', sizeGuard, async (c) => {
    const read = readJsonBody(await c.req.text())
    if (!read.ok)
      return fail(c, 400, read.why === 'malformed' ? MessageId.malformedJson : MessageId.invalidInput, 'The request body is not the card fields as JSON')
    if (!read.body || typeof read.body !== 'object' || Array.isArray(read.body))
      return fail(c, 400, MessageId.invalidInput, 'The request body is not the card fields')
    const body = read.body as { captureContext?: unknown; cvvFor?: unknown; nameOnCard?: unknown; cardNumber?: unknown; expiry?: unknown; cvv?: unknown }
    return tokenAnswer(c, () =>
      gateway.tokenize({
        captureContext: typeof body.captureContext === 'string' ? body.captureContext : '',
        card: { nameOnCard: body.nameOnCard, cardNumber: body.cardNumber, expiry: body.expiry, cvv: body.cvv },
        cvvFor: isCardType(body.cvvFor) ? body.cvvFor : undefined,
        origin: c.req.header('origin'),
        now: new Date(),
      }),
    )
  })
  // The wallet sheet's call: the sandbox wallet's card as a payment token (Apple Pay's with the merchant session the store was given).
  app.post('/sandbox-gateway/wallet/tokens', sizeGuard, async (c) => {
    const read = readJsonBody(await c.req.text())
    const body = (read.ok && read.body && typeof read.body === 'object' && !Array.isArray(read.body) ? read.body : {}) as Record<string, unknown>
    const wallet = body.wallet === 'applePay' || body.wallet === 'googlePay' ? body.wallet : undefined
    if (!wallet) return fail(c, 400, MessageId.invalidInput, 'The request body names no wallet')
    return tokenAnswer(c, () =>
      gateway.walletToken({
        captureContext: typeof body.captureContext === 'string' ? body.captureContext : '',
        wallet,
        merchantSession: typeof body.merchantSession === 'string' ? body.merchantSession : undefined,
        origin: c.req.header('origin'),
        now: new Date(),
      }),
    )
  })
  app.route('/', sandboxPayPalRoutes(gateway))
  app.notFound((c) => c.text('Not found', 404))
  app.onError((error, c) => {
    // Never the request: it holds a card number.
    log.error({ method: c.req.method, path: c.req.path, failure: error.name }, 'A sandbox gateway request failed')
    return fail(c, 500, MessageId.serverError, 'The gateway could not complete this request')
  })
  return app
}
