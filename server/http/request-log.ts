import { randomUUID } from 'node:crypto'
import type { Context, Next } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { requestLines } from '../start-up/log.ts'
import { plainHeadersOf } from './answer-headers.ts'
import { clientAddress } from './rate-limits.ts'
import { requestHeader } from './request-header.ts'
import { isPageRender } from './page-render.ts'

/** A request id a proxy in front may give, kept when it is of this shape; else the store draws its own. */
const GIVEN_ID = /^[\w.:-]{1,64}$/
/** Marks the store's own calls to itself (the landing pictures drawn as it opens): they are not logged. */
const OWN_CALL = Symbol('own call')
export const OWN_CALL_ENV = { ownCall: OWN_CALL }
const unlogged = (c: Context) => (c.env as { ownCall?: symbol } | undefined)?.ownCall === OWN_CALL || isPageRender(c)

/** The header of @hono/node-server's RESPONSE_ALREADY_SENT: an answer the handler wrote to Node itself (the identity provider's). */
const ALREADY_SENT = 'x-hono-already-sent'

/**
 * Puts the request's id on its answer. An answer made with plain headers has it put among them, and
 * leaves as it was made, the fastest way; any other on its own headers (Hono's c.header would copy
 * an answer already made, body and all).
 */
function setRequestId(c: Context, id: string) {
  const plain = plainHeadersOf(c.res)
  // Node's server writes an answer's plain headers as they are when it writes the answer; an answer made any other way
  // (a test's call, with the platform's own Response) took its headers in as it was made.
  const throughNode = (c.env as { outgoing?: unknown } | undefined)?.outgoing !== undefined
  if (plain && throughNode) plain['X-Request-Id'] = id
  else if (!c.res.headers.has(ALREADY_SENT)) c.res.headers.set('X-Request-Id', id)
}

/**
 * Gives every request an id, answered in `X-Request-Id` (a trusted proxy's own id is kept), and
 * logs each answer: its method, path, status, time and address, with the query string left out
 * (a reset link carries its token there) and nothing of its headers or body. The calls a page's
 * render makes in this process belong to the page's request, and are not logged apart.
 */
export function requestLog(trustProxy: number) {
  return async (c: Context<AppEnv>, next: Next) => {
    if (unlogged(c)) return next()
    const started = performance.now()
    const given = trustProxy > 0 ? requestHeader(c, 'x-request-id') : undefined
    const id = given && GIVEN_ID.test(given) ? given : randomUUID()
    c.set('requestId', id)
    try {
      await next()
    } finally {
      setRequestId(c, id)
      requestLines.write({
        reqId: id,
        method: c.req.method,
        path: c.req.url.includes('?') ? `${c.req.path}?[query left out]` : c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        // As the host's middleware read it; a request refused before (for a host the store does not serve) has it read here.
        address: c.get('clientAddress') ?? clientAddress(c, trustProxy),
      })
    }
  }
}
