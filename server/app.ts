import { Hono, type Context, type Next } from 'hono'
import { errors } from 'oidc-provider'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './app-env.ts'
import type { ContentSnapshot } from './content/content-snapshot.ts'
import type { Catalog } from './catalog/catalog.ts'
import type { Database } from './db/database.ts'
import type { Handshakes } from './identity/handshakes.ts'
import { fail, InputError, refusal } from './http/envelope.ts'
import { handshakeRoutes } from './identity/handshake-routes.ts'
import { contentRoutes } from './content/content-routes.ts'
import { contactUsRoutes } from './content/contact-us-routes.ts'
import { catalogRoutes } from './catalog/catalog-routes.ts'
import { shopperRoutes } from './catalog/shopper-routes.ts'
import { cartRoutes } from './cart/cart-routes.ts'
import { persistCartRoutes } from './cart/persist-cart-routes.ts'
import { estimateRoutes } from './cart/estimate-routes.ts'
import { availabilityRoutes } from './cart/availability-routes.ts'
import { multipackRoutes } from './cart/multipack-routes.ts'
import { createSavedMultipacks } from './cart/saved-multipacks.ts'
import { slowedMisses } from './http/slowed-misses.ts'
import { orderRoutes } from './orders/order-routes.ts'
import { sandboxGatewayRoutes } from './payments/sandbox/sandbox-routes.ts'
import type { SandboxGateway } from './payments/sandbox/gateway.ts'
import type { PaymentGateway } from './payments/gateway.ts'
import { createCarts } from './cart/carts.ts'
import { createOrders } from './orders/place-order.ts'
import { createCouponUses } from './orders/coupon-uses.ts'
import { createReorders } from './orders/reorder.ts'
import { createNotifyRequests } from './catalog/notify-requests.ts'
import { createStoredPictures } from './catalog/stored-pictures.ts'
import { createContactMessages } from './content/contact-us.ts'
import { createAddressBook } from './identity/addresses.ts'
import { createSavedCards } from './payments/saved-cards.ts'
import { createOperator } from './operator/operator.ts'
import { imageRoutes } from './catalog/picture-routes.ts'
import { identityRoutes } from './identity/identity-routes.ts'
import { accountRoutes } from './identity/account-routes.ts'
import { accountCartRoutes } from './cart/account-cart-routes.ts'
import { reorderRoutes } from './orders/reorder-routes.ts'
import { addressRoutes } from './identity/address-routes.ts'
import { savedCardRoutes } from './payments/saved-card-routes.ts'
import { searchEngineRoutes } from './content/search-engine-routes.ts'
import type { Identity } from './identity/identity.ts'
import { builtApp, pageRoutes } from './content/pages.ts'
import { isPageRender } from './http/page-render.ts'
import { MessageId, ResponseCode } from '#domain/envelope.ts'
import { siteForHost, type PaymentSessionTimes, type SiteConfig } from '#domain/site.ts'
import { requestHostname, type Hosts } from './http/hosts.ts'
import { requestHeader } from './http/request-header.ts'
import type { Sandbox } from './start-up/env.ts'
import { jsonBodyGuard } from './http/json-body.ts'
import { clientAddress, rateLimiter, type RateLimiter } from './http/rate-limits.ts'
import { answerHeaders } from './http/secure-headers.ts'
import { operatorRoutes } from './operator/operator-routes.ts'
import { healthz, readyz, type Readiness } from './http/health.ts'
import { requestLog } from './http/request-log.ts'
import { log } from './start-up/log.ts'

export interface AppDeps {
  db: Database
  content: ContentSnapshot
  catalog: Catalog
  handshakes: Handshakes
  /** The hosts the store serves, from configuration. */
  hosts: Hosts
  /** The sandboxes live on this store. */
  sandboxes: Sandbox[]
  /** How many proxies in front of the store are believed (`X-Forwarded-For`, `X-Forwarded-Host`). */
  trustProxy?: number
  /** Multiplies every rate limit. */
  rateLimitScale?: number
  /** The bench leaves out the policy header or the rate limits to measure what each costs; the store always has both. */
  without?: { contentSecurity?: boolean; rateLimits?: boolean }
  businessSiteUrl: string
  /** Whether `?inspect` opens the Stately inspector; unset, it does on development hosts only. */
  inspect?: boolean
  /** The payment gateway the store pays through. */
  gateway: PaymentGateway
  /** The payment sandbox, when it is live: its card frame, wallet sheet and PayPal window are served on `paymentHost`. */
  sandboxGateway?: SandboxGateway
  /** The host name of the gateway's card fields (another origin than the store's). */
  paymentHost: string
  /** The card's payment session times, given to the page; the gateway's capture contexts live as long. */
  paymentSession?: PaymentSessionTimes
  /** Whether the process is stopping, for /readyz. */
  readiness?: Readiness
  /** The token the operator API asks for (`OPERATOR_TOKEN`); without one the operator API is absent. */
  operatorToken?: string
  /** How long the second refusal in a row to one asker waits (order lookup, sign-in, registration); each after waits twice as long. */
  missDelayMs?: number
  /** Accounts and the store's own identity provider. */
  identity: Identity
  /** The key that derives an account cart's token. */
  cartKey: string
  /** The store's service address: the contact form's messages go there. */
  serviceEmail: string
  /** The built app to serve; absent in API-only tests. */
  distDir?: string
  /** Where the store's own pictures were drawn ahead as files (the demo's); the others are drawn when asked for. */
  drawnPictures?: string
}

export const API_PREFIXES = ['/v2/dopservice', '/v3/dopservice', '/webservices', '/services', '/api'] as const
export const MAX_BODY_BYTES = 64 * 1024

/** The methods of the calls that carry a body (any other is answered without reading one). */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Limits request bodies. A body that says its length within the limit (Node holds it to that
 * length) is let through, which spares building its stream at all; a body sent in chunks is counted
 * as it streams.
 */
function bodySizeGuard() {
  const tooLarge = (c: Context) => fail(c, 413, MessageId.bodyTooLarge, `Request bodies are limited to ${MAX_BODY_BYTES} bytes`)
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  return async (c: Context<AppEnv>, next: Next) => {
    const length = requestHeader(c, 'Content-Length')
    if (length === undefined || !/^\d+$/.test(length)) return limit(c, next)
    return Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next()
  }
}

/** A failure as the operator's log shows it: what failed and where, never the statement's parameters (they hold shoppers' data). */
export function describeFailure(error: Error): string {
  const message = error.message.replace(/\nparams:[\s\S]*$/, '')
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .slice(0, 6)
  return [`${error.name}: ${message}${cause}`, ...frames].join('\n')
}

/**
 * Who makes an API call: every call but the handshake itself carries a valid handshake, and one that
 * carries `X-Auth-Token` a signed-in customer's: a token the provider did not sign for the store, or
 * one whose time ran out, is answered 440 and the app signs the shopper out.
 */
function callerGuard() {
  return async (c: Context<AppEnv>, next: Next) => {
    if (c.req.path !== '/v2/dopservice/handshaking' && !isPageRender(c)) {
      const values = { sessionId: requestHeader(c, 'sessionId'), rnduts: requestHeader(c, 'rnduts'), encstr: requestHeader(c, 'encstr') }
      if (!values.sessionId || !values.rnduts || !values.encstr) {
        return fail(c, 401, MessageId.handshakeMissing, 'The sessionId, rnduts and encstr headers are required')
      }
      const verified = c.get('handshakes').verify(values)
      if (!(typeof verified === 'boolean' ? verified : await verified)) return fail(c, 401, MessageId.handshakeInvalid, 'The handshake values are not valid')
    }
    const token = requestHeader(c, 'X-Auth-Token')
    if (token) {
      const customer = await c.get('identity').customerOf(token)
      if (!customer) return c.json(refusal(ResponseCode.sessionExpired, MessageId.sessionTimedOut, 'The sign-in has ended or is not valid'), 401)
      c.set('customer', customer)
    }
    return next()
  }
}

/** A host the store does not serve: in development a page is sent to the address the store prints; anything else is misdirected (421). */
function unservedHost(c: Context<AppEnv>, hosts: Hosts, hostname: string) {
  const url = new URL(c.req.url)
  if (hosts.stage === 'development' && (c.req.method === 'GET' || c.req.method === 'HEAD'))
    return c.redirect(`${hosts.publicOrigin}${url.pathname}${url.search}`, 307)
  return fail(c, 421, MessageId.unknownHost, `This store does not serve ${hostname}`)
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const sites = new Map<string, SiteConfig>()
  const trustProxy = deps.trustProxy ?? 0
  const rateLimit: RateLimiter = deps.without?.rateLimits ? async () => ({ allowed: true }) : rateLimiter(deps.db, deps.rateLimitScale ?? 1)
  const carts = createCarts(deps.db, deps.cartKey)
  const orders = createOrders({ db: deps.db, catalog: deps.catalog, carts, gateway: deps.gateway, now: () => new Date() })
  // Each served host's site, from configuration: its stage is never a request's to choose.
  for (const host of deps.hosts.served) {
    const found = siteForHost(
      host.name,
      { [host.name]: { site: host.site, stage: host.stage } },
      deps.businessSiteUrl,
      deps.inspect,
      deps.paymentSession,
      deps.identity.issuer,
      deps.sandboxes.includes('payments'),
    )
    sites.set(host.name, { ...found, identityClientId: deps.identity.clientIdFor(found.id) })
  }

  // The gateway's host is another site: its own routes, none of the store's.
  const gatewaySite = deps.sandboxGateway
    ? sandboxGatewayRoutes(deps.sandboxGateway, {
        storeOrigins: deps.hosts.served.map((host) => host.origin),
        distDir: deps.distDir,
      })
    : undefined
  const policy = deps.without?.contentSecurity
    ? undefined
    : { frameOriginFor: (origin: string) => deps.gateway.frameOriginFor(origin), identityIssuer: deps.identity.issuer }
  const dress = answerHeaders(policy)
  // Health checks come from a load balancer at any host name, and are not logged.
  app.get('/healthz', healthz)
  app.get('/readyz', readyz(deps.db, deps.catalog, deps.readiness ?? { stopping: () => false }))
  app.use(requestLog(trustProxy))
  // The host's values for every handler, and the security headers on whatever they answer.
  app.use(async (c, next) => {
    const hostname = requestHostname((name) => requestHeader(c, name), c.req.url, trustProxy)
    if (gatewaySite && hostname === deps.paymentHost) return gatewaySite.fetch(c.req.raw)
    const host = deps.hosts.find(hostname)
    if (!host) return unservedHost(c, deps.hosts, hostname)
    c.set('site', sites.get(host.name)!)
    c.set('origin', host.origin)
    c.set('hosts', deps.hosts)
    c.set('clientAddress', clientAddress(c, trustProxy))
    c.set('rateLimit', rateLimit)
    c.set('content', deps.content)
    c.set('catalog', deps.catalog)
    c.set('carts', carts)
    c.set('orders', orders)
    c.set('handshakes', deps.handshakes)
    c.set('gateway', deps.gateway)
    c.set('paymentHost', deps.paymentHost)
    c.set('identity', deps.identity)
    // Without a policy a page carries no nonce.
    if (!policy) c.set('nonce', '')
    await next()
    dress(c)
  })

  // A call that carries a body has it read and checked before its caller is; a GET or HEAD carries none and passes no body guard.
  for (const prefix of API_PREFIXES) {
    app.on(BODY_METHODS, `${prefix}/*`, bodySizeGuard(), jsonBodyGuard())
    app.use(`${prefix}/*`, callerGuard())
  }
  app.on(BODY_METHODS, '/interaction/*', bodySizeGuard(), jsonBodyGuard())
  const misses = slowedMisses(deps.db, deps.missDelayMs ?? 500)
  const addressBook = createAddressBook(deps.db)
  app.route(
    '/operator',
    operatorRoutes(
      deps.operatorToken,
      misses,
      createOperator({ db: deps.db, gateway: deps.gateway, catalog: deps.catalog, publicOrigin: deps.hosts.publicOrigin }),
    ),
  )
  app.route('/', identityRoutes(misses))

  app.route('/v2/dopservice', handshakeRoutes())
  app.route('/v2/dopservice', contentRoutes())
  app.route('/', catalogRoutes())
  app.route('/', shopperRoutes(createNotifyRequests(deps.db, deps.catalog)))
  app.route('/', cartRoutes(createCouponUses(deps.db)))
  app.route('/v2/dopservice', persistCartRoutes())
  app.route('/', estimateRoutes())
  app.route('/', availabilityRoutes())
  app.route('/v3/dopservice/b2c', multipackRoutes(createSavedMultipacks(deps.db)))
  app.route('/', orderRoutes(misses))
  app.route('/', contactUsRoutes(createContactMessages(deps.db, deps.serviceEmail)))
  app.route('/', accountRoutes(misses, addressBook))
  app.route('/', accountCartRoutes())
  app.route('/', reorderRoutes(createReorders({ db: deps.db, catalog: deps.catalog, carts })))
  app.route('/', addressRoutes(addressBook))
  app.route('/', savedCardRoutes(createSavedCards(deps.db, deps.gateway)))
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => fail(c, 404, MessageId.notFound, `No API at ${c.req.method} ${c.req.path}`))
  }
  app.route('/images', imageRoutes(createStoredPictures(deps.db), deps.drawnPictures))
  app.route('/', searchEngineRoutes())
  if (deps.distDir)
    app.route(
      '/',
      pageRoutes(builtApp(deps.distDir), deps.distDir, (request, env) => app.fetch(request, env)),
    )

  app.notFound((c) => fail(c, 404, MessageId.notFound, `Nothing at ${c.req.path}`))
  app.onError((error, c) => {
    if (error instanceof InputError) return fail(c, error.status, error.errorKey, error.message, error.data)
    // The provider's refusal of a sign-in step (no interaction cookie, an ended interaction): the sign-in is unknown here.
    if (error instanceof errors.OIDCProviderError && error.statusCode < 500) return fail(c, 404, MessageId.notFound, `No such sign-in: ${error.message}`)
    log.error({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, failure: describeFailure(error) }, 'A request failed')
    return fail(c, 500, MessageId.serverError, 'The server could not complete this request')
  })
  return app
}
