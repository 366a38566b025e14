import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import type { Env } from './env.ts'
import { openStore } from './start.ts'
import { smtpTransport, startOutboxSender } from '../mail/outbox-sender.ts'
import { startSweeper } from './sweep.ts'
import { drawLandingPictures } from '../content/landing-pictures.ts'
import { exitWhenLogged, log } from './log.ts'
import { OWN_CALL_ENV } from '../http/request-log.ts'

/** What a store process tells the process that started it once it takes requests. */
export interface OpenMessage {
  open: string
}

/** How long a stopping store waits for the requests in flight before it closes their connections. */
const IN_FLIGHT_WAIT_MS = 10_000

/** Opens the store and serves it on its port: alone, or as one of several processes sharing the port. */
export async function runStore(env: Env) {
  let stopping = false
  const store = await openStore(env, env.distDir, undefined, { stopping: () => stopping })
  // With no mail transport configured, mail stays in the outbox (npm run outbox reads it).
  const stopSending = env.mailUrl ? startOutboxSender(store.database.db, smtpTransport(env.mailUrl), env.mailFrom, env.mailEveryMs) : async () => {}
  const stopSweeping = startSweeper(store.database.db, store.gateway, env, env.sweepEveryMs)
  const server = serve({ fetch: store.app.fetch, port: env.port, hostname: env.host }, () => {
    const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir
    const sandboxes = store.sandboxes.length > 0 ? store.sandboxes.join(', ') : 'none'
    const processes = env.workers && env.workers > 1 ? `; ${env.workers} processes` : ''
    const empty =
      store.catalog.products.length === 0
        ? ' It has no catalog yet, and shows shoppers its maintenance page until one is imported: npm run catalog -- import catalog.json (see docs/operating.md, "Your catalog").'
        : ''
    const line = `Snackfolk is open at ${store.hosts.publicOrigin} (data: ${where}${store.seeded ? ', seeded' : ''}${processes}; sandboxes: ${sandboxes}).${empty}`
    if (cluster.isWorker) process.send!({ open: line } satisfies OpenMessage)
    else log.info(line)
    drawLandingPictures((request) => store.app.fetch(request, OWN_CALL_ENV), store.hosts.publicOrigin).catch((error: Error) =>
      log.warn({ failure: error.message }, "The landing pages' pictures were not drawn ahead"),
    )
  })
  // The store serves HTTP/1.1 (serve's default): a Node http.Server.
  const http = server as Server
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.fatal(`PORT ${env.port}: ${error.code === 'EADDRINUSE' ? 'already in use' : error.message}`)
    exitWhenLogged(1)
  })

  // Stopping: take no new connection, finish the requests in flight (closing their connections after a while), then the mail, the sweep and the database.
  const stop = () => {
    if (stopping) return
    stopping = true
    log.info('Stopping: finishing the requests in flight')
    const hurry = setTimeout(() => http.closeAllConnections(), IN_FLIGHT_WAIT_MS)
    server.close(async () => {
      clearTimeout(hurry)
      await Promise.all([stopSending(), stopSweeping()])
      await store.database.close()
      log.info('Stopped')
      exitWhenLogged(0)
    })
    http.closeIdleConnections()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  if (process.env.STOP_WITH_PARENT === '1') {
    // A server started by a test run ends with it, even when the run is killed.
    const parent = process.ppid
    setInterval(() => process.ppid !== parent && stop(), 1000).unref()
  }
}
