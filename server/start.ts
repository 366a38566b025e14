import { openDatabase, type OpenDatabase } from './db/database.ts'
import { seedIfEmpty } from './db/seed.ts'
import { generateCatalog } from './db/seed/catalog.ts'
import { loadContent } from './content-snapshot.ts'
import { loadCatalog, type Catalog } from './catalog/catalog.ts'
import { createHandshakes, handshakeSecret } from './handshakes.ts'
import { createApp } from './app.ts'
import { createSandboxGateway, sandboxSecret } from './payments/sandbox-gateway.ts'
import { randomBytes } from 'node:crypto'
import { openIdentity } from './identity/identity.ts'
import { keptSecret } from './db/kept-secret.ts'
import { identityClients } from './identity/clients.ts'
import type { Env } from './env.ts'
import { ConfigError } from './env.ts'

export interface Store {
  app: ReturnType<typeof createApp>
  catalog: Catalog
  database: OpenDatabase
  seeded: boolean
}

/** Opens (and on first run seeds) the database and builds the app around it. */
export async function openStore(env: Env, distDir?: string): Promise<Store> {
  let database: OpenDatabase
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.databaseUrl ? undefined : env.dataDir })
  } catch (error) {
    const where = env.databaseUrl ? 'DATABASE_URL' : `DATA_DIR "${env.dataDir}"`
    throw new ConfigError(`${where}: the database could not be opened (${(error as Error).message.split('\n')[0]})`)
  }
  const seeded = await seedIfEmpty(database.db, generateCatalog(env.seedProductsPerBrand))
  const origin = env.publicOrigin ?? `http://localhost:${env.port}`
  const [content, catalog, secret, paymentSecret, identity, cartKey] = await Promise.all([
    loadContent(database.db),
    loadCatalog(database.db),
    handshakeSecret(database.db, env.handshakeSecret),
    sandboxSecret(database.db),
    openIdentity(database.db, { publicOrigin: origin, clients: identityClients(origin, env.hostMap), external: env.identity, google: env.google }),
    keptSecret(database.db, 'cart_account_key', () => randomBytes(32).toString('base64url')),
  ])
  const app = createApp({
    db: database.db,
    content,
    catalog,
    handshakes: createHandshakes(database.db, secret),
    hostMap: env.hostMap,
    businessSiteUrl: env.businessSiteUrl,
    inspect: env.inspect,
    gateway: createSandboxGateway(database.db, paymentSecret, env.paymentHost, env.paymentSession.lifeMs),
    paymentSession: env.paymentSession,
    paymentHost: env.paymentHost,
    missDelayMs: env.refusalWaitMs,
    identity,
    cartKey,
    distDir,
  })
  return { app, catalog, database, seeded }
}
