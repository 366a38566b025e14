import type { ContentSnapshot } from './content-snapshot.ts'
import type { Catalog } from './catalog/catalog.ts'
import type { Database } from './db/database.ts'
import type { Carts } from './cart/carts.ts'
import type { Orders } from './orders/place-order.ts'
import type { Customer, Identity } from './identity/identity.ts'
import type { Handshakes } from './handshakes.ts'
import type { SiteConfig } from '../src/domain/site.ts'
import type { SandboxGateway } from './payments/sandbox-gateway.ts'

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database
    content: ContentSnapshot
    catalog: Catalog
    carts: Carts
    orders: Orders
    handshakes: Handshakes
    site: SiteConfig
    gateway: SandboxGateway
    /** The host name the payment gateway's card fields are served from. */
    paymentHost: string
    identity: Identity
    /** The signed-in customer, when the call carries a live access token. */
    customer?: Customer
    /** The request's JSON body, parsed once by the JSON guard; `{}` for an empty body. */
    body: unknown
  }
}
