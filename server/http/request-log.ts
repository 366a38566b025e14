import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { Context, Next } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { log } from '../start-up/log.ts'
import { clientAddress } from './rate-limits.ts'
import { requestHeader } from './request-header.ts'
import { isPageRender } from './page-render.ts'

/** A request id a proxy in front may give, kept when it is of this shape; else the store draws its own. */
const GIVEN_ID = /^[\w.:-]{1,64}$/
/** Marks the store's own calls to itself (the landing pictures drawn as it opens): they are not logged. */
const OWN_CALL = Symbol('own call')
export const OWN_CALL_ENV = { ownCall: OWN_CALL }
const unlogged = (c: Context) => (c.env as { ownCall?: symbol } | undefined)?.ownCall === OWN_CALL || isPageRender(c)

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
    // Through Node's server, the id goes on its answer before anything is written, whoever writes it (the
    // identity provider writes its own). Put on an answer already made, the id would cost it the plain headers
    // it was made with (its fastest way out), or with Hono's c.header a copy, body and all.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    if (outgoing) outgoing.setHeader('X-Request-Id', id)
    try {
      await next()
    } finally {
      if (!outgoing) c.res.headers.set('X-Request-Id', id)
      log.info(
        {
          reqId: id,
          method: c.req.method,
          path: c.req.url.includes('?') ? `${c.req.path}?[query left out]` : c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          address: clientAddress(c, trustProxy),
        },
        'request',
      )
    }
  }
}
