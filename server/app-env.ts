import type { ContentSnapshot } from './content/content-snapshot.ts'
import type { Catalog } from './catalog/catalog.ts'
import type { Carts } from './cart/carts.ts'
import type { Orders } from './orders/place-order.ts'
import type { Identity } from './identity/identity.ts'
import type { Customer } from './identity/customer.ts'
import type { Handshakes } from './identity/handshakes.ts'
import type { SiteConfig } from '#domain/site.ts'
import type { PaymentGateway } from './payments/gateway.ts'
import type { RateLimiter } from './http/rate-limits.ts'
import type { Hosts } from './http/hosts.ts'

/** What every request handler reads with `c.get` (`c.var` builds a new object of them all each time it is read). */
export interface AppEnv {
  Variables: {
    content: ContentSnapshot
    catalog: Catalog
    carts: Carts
    orders: Orders
    handshakes: Handshakes
    site: SiteConfig
    /** The configured origin of the host this call came to: what links to this site are built from. */
    origin: string
    hosts: Hosts
    /** The address the call comes from (a trusted proxy's word for it, when configured). */
    clientAddress: string
    rateLimit: RateLimiter
    /** The nonce of the page this request answers, drawn when the page first asks for it (empty where the store sets no policy). */
    nonce: string | undefined
    gateway: PaymentGateway
    /** The host name the payment gateway's card fields are served from. */
    paymentHost: string
    identity: Identity
    /** The signed-in customer, when the call carries a live access token. */
    customer?: Customer
    /** The request's id, in the log and in the answer's `X-Request-Id`. */
    requestId: string
    /** The request's JSON body, parsed once by the JSON guard; `{}` for an empty body. */
    body: unknown
  }
}
