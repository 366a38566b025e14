import { Hono } from 'hono'
import { serve } from '@hono/node-server'

/** The baseline: bare Hono routes answering fixed JSON, whatever the method, nothing else. */
const routes = JSON.parse(process.env.BARE_ROUTES ?? '{}') as Record<string, unknown>
const app = new Hono()
for (const [path, body] of Object.entries(routes)) app.all(path, (c) => c.json(body as object))
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`bare ${info.port}`))
const parent = process.ppid
setInterval(() => process.ppid !== parent && server.close(() => process.exit(0)), 1000).unref()
process.once('SIGTERM', () => server.close(() => process.exit(0)))
