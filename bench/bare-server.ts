import { Hono } from 'hono'
import { serve } from '@hono/node-server'

/** The baseline: a bare Hono route returning the given JSON, nothing else. */
const body = JSON.parse(process.env.BARE_JSON ?? '{}')
const handshake = JSON.parse(process.env.BARE_HANDSHAKE_JSON ?? '{}')
const app = new Hono().get('/navigationlist', (c) => c.json(body)).post('/handshaking', (c) => c.json(handshake))
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`bare ${info.port}`))
const parent = process.ppid
setInterval(() => process.ppid !== parent && server.close(() => process.exit(0)), 1000).unref()
process.once('SIGTERM', () => server.close(() => process.exit(0)))
