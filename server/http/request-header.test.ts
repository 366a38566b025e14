import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { serve, type ServerType } from '@hono/node-server'
import { requestHeader } from './request-header.ts'
import type { IncomingMessage } from 'node:http'
import { renderCalls } from './page-render.ts'

/** Headers as a route reads them, for a call through Node's server and for the same call made by a page's render. */
describe('a request header', () => {
  const read = (c: Parameters<typeof requestHeader>[0]) =>
    c.json({
      session: requestHeader(c, 'sessionId') ?? null,
      repeated: requestHeader(c, 'X-Repeated') ?? null,
      absent: requestHeader(c, 'encstr') ?? null,
      host: requestHeader(c, 'host') ?? null,
    })
  const app = new Hono().get('/read', read).get('/render', async (c) => {
    const call = renderCalls((request, env) => app.fetch(request, env), (c.env as { incoming?: IncomingMessage }).incoming)
    return c.json(await (await call('http://store.test/read', { headers: { sessionId: 'the renderer' } })).json())
  })
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port
        resolve()
      })
    })
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, hosts = ['Host', 'store.test']) =>
    new Promise<unknown>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        headers: [...hosts, 'SessionID', ' s-1 ', 'x-repeated', 'a', 'X-Repeated', 'b'] as unknown as Record<string, string>,
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode, body: text }))
      })
      req.on('error', reject).end()
    })

  it('through Node’s server is read whatever its case, trimmed, a repeated one joined with commas as Headers joins it', async () => {
    expect(await get('/read')).toEqual({ status: 200, body: JSON.stringify({ session: 's-1', repeated: 'a, b', absent: null, host: 'store.test' }) })
  })

  it('naming two hosts names both, where Node keeps the first (so no site the store serves is named)', async () => {
    const twice = (await get('/read', ['Host', 'store.test', 'Host', 'evil.example'])) as { body: string }
    expect(JSON.parse(twice.body)).toMatchObject({ host: 'store.test, evil.example' })
  })

  it('in a page render’s own call is the renderer’s, not the shopper’s request’s', async () => {
    expect(await get('/render')).toEqual({ status: 200, body: JSON.stringify({ session: 'the renderer', repeated: null, absent: null, host: null }) })
  })
})
