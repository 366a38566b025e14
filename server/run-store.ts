import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import type { Env } from './env.ts'
import { openStore } from './start.ts'
import { smtpTransport, startOutboxSender } from './mail/outbox-sender.ts'
import { startSweeper } from './sweep.ts'
import { drawLandingPictures } from './landing-pictures.ts'

/** What a store process tells the process that started it once it takes requests. */
export interface OpenMessage {
  open: string
}

/** Opens the store and serves it on its port: alone, or as one of several processes sharing the port. */
export async function runStore(env: Env) {
  const store = await openStore(env, env.distDir)
  // With no mail transport configured, mail stays in the outbox (npm run outbox reads it).
  if (env.mailUrl) startOutboxSender(store.database.db, smtpTransport(env.mailUrl), env.mailFrom, env.mailEveryMs)
  startSweeper(store.database.db, env, env.sweepEveryMs)
  const server = serve({ fetch: store.app.fetch, port: env.port, hostname: env.host }, () => {
    const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir
    const sandboxes = store.sandboxes.length > 0 ? store.sandboxes.join(', ') : 'none'
    const processes = env.workers && env.workers > 1 ? `; ${env.workers} processes` : ''
    const line = `Snackfolk is open at ${store.hosts.publicOrigin} (data: ${where}${store.seeded ? ', seeded' : ''}${processes}; sandboxes: ${sandboxes})`
    if (cluster.isWorker) process.send!({ open: line } satisfies OpenMessage)
    else console.log(line)
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
}
