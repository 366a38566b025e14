import { serve } from '@hono/node-server'
import { readEnv, ConfigError } from './env.ts'
import { openStore } from './start.ts'
import { smtpTransport, startOutboxSender } from './mail/outbox-sender.ts'

try {
  const env = readEnv()
  const store = await openStore(env, env.distDir)
  // With no mail transport configured, mail stays in the outbox (npm run outbox reads it).
  if (env.mailUrl) startOutboxSender(store.database.db, smtpTransport(env.mailUrl), env.mailFrom, env.mailEveryMs)
  const server = serve({ fetch: store.app.fetch, port: env.port, hostname: env.host }, (info) => {
    const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir
    console.log(`Snackfolk is open at http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port} (data: ${where}${store.seeded ? ', seeded' : ''})`)
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
