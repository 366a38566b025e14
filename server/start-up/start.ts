import { openDatabase, SchemaTooNew, type OpenDatabase } from '../db/database.ts'
import { DataFolderInUse } from '../db/data-folder-lock.ts'
import { demoSeed, seedIfEmpty } from '../db/seed.ts'
import { DEMO_PICTURES } from '../db/seed/demo-pictures.ts'
import { loadContent } from '../content/content-snapshot.ts'
import { loadCatalog, type Catalog } from '../catalog/catalog.ts'
import { followChanges } from '../catalog/follow-changes.ts'
import { failureOf } from './log.ts'
import { createHandshakes, handshakeSecret } from '../identity/handshakes.ts'
import { createApp, type AppDeps } from '../app.ts'
import { GATEWAYS } from '../payments/gateways.ts'
import { randomBytes } from 'node:crypto'
import { openIdentity } from '../identity/identity.ts'
import { GRANTS_ENDED } from '../identity/grants.ts'
import { keptSecret } from '../db/kept-secret.ts'
import { identityClients } from '../identity/clients.ts'
import { ConfigError, publicOriginOf, type Env, type Sandbox } from './env.ts'
import { servedHosts, type Hosts } from '../http/hosts.ts'
import { developmentOperatorToken } from '../operator/token.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { Readiness } from '../http/health.ts'
import { stageOfHost } from '#domain/site.ts'
import type { ConfigFlags } from '#domain/content.ts'

export interface Store {
  app: ReturnType<typeof createApp>
  catalog: Catalog
  database: OpenDatabase
  seeded: boolean
  hosts: Hosts
  /** The sandboxes live on this store. */
  sandboxes: Sandbox[]
  /** The OpenID provider the sites sign shoppers in with. */
  identityIssuer: string
  /** The payment gateway the store takes payments through. */
  gateway: PaymentGateway
  /** The store's content as it stands: its configuration flags among it. */
  content: { readonly config: ConfigFlags }
}

/**
 * The sandboxes live on a store: each is on while every host it serves runs as development, and
 * with a production host only when `SANDBOXES` turns it on. The Google sandbox stands in only while
 * no Google client is set.
 */
export function liveSandboxes(env: Pick<Env, 'sandboxes' | 'google'>, hosts: Hosts): Sandbox[] {
  const on = (sandbox: Sandbox, development: boolean) => development || env.sandboxes.includes(sandbox)
  return [
    ...(!env.google && on('google', !hosts.production) ? (['google'] as const) : []),
    ...(on('payments', !hosts.production) ? (['payments'] as const) : []),
  ]
}

/** Where the contact form's messages go on a development store, unless SERVICE_EMAIL says otherwise. */
const DEVELOPMENT_SERVICE_EMAIL = 'service@snackfolk.example'

/** A store with a production host needs its real parts; a missing one stops the start with a one-line reason. */
function requireProductionParts(env: Env, hosts: Hosts, sandboxes: Sandbox[]) {
  const production = hosts.served.find((host) => host.stage === 'production')
  if (!production) return
  if (env.paymentGateway === 'sandbox' && !sandboxes.includes('payments')) {
    throw new ConfigError(
      `${production.name} runs as production, and the store has no payment processor but the sandbox, which is off in production: set SANDBOXES=payments to take payments through it`,
    )
  }
  if (!env.mailUrl) throw new ConfigError(`${production.name} runs as production: set MAIL_URL, the SMTP server the store's mail leaves through`)
  if (!env.serviceEmail) throw new ConfigError(`${production.name} runs as production: set SERVICE_EMAIL, the address the contact form's messages go to`)
  // The card frame a production store's shoppers are shown comes from a public name, never one of their own machine's.
  if (stageOfHost(env.paymentHost) === 'development')
    throw new ConfigError(
      `${production.name} runs as production, and PAYMENT_HOST "${env.paymentHost}" is a name of the shopper's own machine: set PAYMENT_HOST to the public host name the payment pages are served on`,
    )
}

/** How often a store process reads the whole stock again, in case a change's notification was lost. */
const CHECK_CATALOG_EVERY_MS = 30_000

/**
 * Opens and migrates the store's database, and on first run seeds the demo where it is asked for
 * (`SEED=demo`) or every host the store serves runs as development; a store with a production host
 * starts empty, for the merchant's own catalog. A database that cannot be opened stops the start
 * with a one-line reason.
 */
export async function openStoreDatabase(env: Env): Promise<{ database: OpenDatabase; seeded: boolean }> {
  let seeded = false
  const { production } = servedHosts(publicOriginOf(env), env.hostMap)
  const demo = env.seed === 'demo' || !production ? demoSeed(env.seedProductsPerBrand) : undefined
  // The demo's free-order coupon is a development convenience: a store with any production host never has it.
  const catalog =
    demo && production ? { ...demo, coupons: { ...demo.coupons, coupons: demo.coupons.coupons.filter((coupon) => coupon.kind !== 'freeOrder') } } : demo
  try {
    const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.databaseUrl ? undefined : env.dataDir }, async (db) => {
      if (catalog) seeded = await seedIfEmpty(db, catalog)
    })
    return { database, seeded }
  } catch (error) {
    const where = env.databaseUrl ? 'DATABASE_URL' : `DATA_DIR "${env.dataDir}"`
    const reason = failureOf(error)
    if (error instanceof SchemaTooNew || error instanceof DataFolderInUse) throw new ConfigError(`${where}: ${reason}`)
    throw new ConfigError(`${where}: the database could not be opened (${reason})`)
  }
}

/** Opens (and on first run seeds) the database and builds the app around it. */
export async function openStore(env: Env, distDir?: string, without?: AppDeps['without'], readiness?: Readiness): Promise<Store> {
  const hosts = servedHosts(publicOriginOf(env), env.hostMap)
  const sandboxes = liveSandboxes(env, hosts)
  requireProductionParts(env, hosts, sandboxes)
  const opened = await openStoreDatabase(env)
  let { database } = opened
  const { seeded } = opened
  const [content, catalog, secret, payments, identity, cartKey] = await Promise.all([
    loadContent(database.db),
    loadCatalog(database.db),
    handshakeSecret(database.db, env.handshakeSecret),
    GATEWAYS[env.paymentGateway]({ db: database.db, paymentHost: env.paymentHost, sessionLifeMs: env.paymentSession.lifeMs }),
    openIdentity(database.db, {
      publicOrigin: hosts.publicOrigin,
      clients: identityClients(hosts),
      external: env.identity,
      google: env.google,
      googleSandbox: sandboxes.includes('google'),
    }),
    keptSecret(database.db, 'cart_account_key', () => randomBytes(32).toString('base64url')),
  ])
  const following = await followChanges(database, { catalog, content }, { checkEveryMs: env.catalogCheckEveryMs ?? CHECK_CATALOG_EVERY_MS })
  // A sign-out in any process ends its tokens in every process at once.
  const hearingSignOuts = await database.listen(
    [GRANTS_ENDED],
    (_, ids) => identity.forgetGrants(ids.split(' ')),
    () => identity.forgetGrants(),
  )
  const closeDatabase = database.close
  database = { ...database, close: () => Promise.all([following.stop(), hearingSignOuts.stop()]).then(closeDatabase) }
  const { gateway } = payments
  const operatorToken = env.operatorToken ?? (!hosts.production && env.dataDir ? developmentOperatorToken(env.dataDir) : undefined)
  const app = createApp({
    db: database.db,
    content,
    catalog,
    handshakes: createHandshakes(database.db, secret, env.sessionIdleMs),
    hosts,
    sandboxes,
    trustProxy: env.trustProxy,
    rateLimitScale: env.rateLimitScale,
    businessSiteUrl: env.businessSiteUrl,
    inspect: env.inspect,
    gateway,
    sandboxGateway: sandboxes.includes('payments') ? payments.sandbox : undefined,
    paymentSession: env.paymentSession,
    paymentHost: env.paymentHost,
    missDelayMs: env.refusalWaitMs,
    serviceEmail: env.serviceEmail ?? DEVELOPMENT_SERVICE_EMAIL,
    identity,
    cartKey,
    operatorToken,
    readiness,
    distDir,
    drawnPictures: DEMO_PICTURES,
    without,
  })
  return { app, catalog, database, seeded, hosts, sandboxes, identityIssuer: identity.issuer, gateway, content }
}
