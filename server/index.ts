import { createServer, type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { readEnv, ConfigError, type Env } from './env.ts'
import { openStore } from './start.ts'
import { smtpTransport, startOutboxSender } from './mail/outbox-sender.ts'
import { startSweeper } from './sweep.ts'
import { drawLandingPictures } from './landing-pictures.ts'

/** PORT 0 asks for a free port: it is chosen before the store opens, so the store knows its own address. */
function freePort(env: Env): Promise<number> {
  if (env.port !== 0) return Promise.resolve(env.port)
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, env.host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

try {
  const read = readEnv()
  const env = { ...read, port: await freePort(read) }
  const store = await openStore(env, env.distDir)
  // With no mail transport configured, mail stays in the outbox (npm run outbox reads it).
  if (env.mailUrl) startOutboxSender(store.database.db, smtpTransport(env.mailUrl), env.mailFrom, env.mailEveryMs)
  startSweeper(store.database.db, env, env.sweepEveryMs)
  const server = serve({ fetch: store.app.fetch, port: env.port, hostname: env.host }, () => {
    const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir
    const sandboxes = store.sandboxes.length > 0 ? store.sandboxes.join(', ') : 'none'
    console.log(`Snackfolk is open at ${store.hosts.publicOrigin} (data: ${where}${store.seeded ? ', seeded' : ''}; sandboxes: ${sandboxes})`)
    drawLandingPictures(store.app.fetch, store.hosts.publicOrigin).catch((error: Error) =>
      console.error(`The landing pages' pictures were not drawn ahead: ${error.message}`),
    )
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`PORT ${env.port}: ${error.code === 'EADDRINUSE' ? 'already in use' : error.message}`)
    process.exit(1)
  })
  const stop = () => {
    server.close()
    void store.database.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  if (process.env.STOP_WITH_PARENT === '1') {
    // A server started by a test run ends with it, even when the run is killed.
    const parent = process.ppid
    setInterval(() => process.ppid !== parent && stop(), 1000).unref()
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
