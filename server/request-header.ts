import type { Context } from 'hono'
import { isPageRender } from './pages.ts'

type NodeRequest = { headers: Record<string, string | string[] | undefined> }

/**
 * A request header's value, read from what Node's HTTP server parsed when the call came through it
 * (reading through the request's `Headers` checks the name and the value again at each read, which
 * every API call paid for each of the several headers it reads). A call made any other way (a page
 * render's own calls, whose headers are the renderer's; a test's request) is read as it came.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: NodeRequest } | undefined)?.incoming
  if (!incoming || isPageRender(c)) return c.req.header(name)
  const value = incoming.headers[name.toLowerCase()]
  // Node joins a header sent twice with commas, as `Headers` does; only `set-cookie` stays a list.
  return typeof value === 'string' ? value : undefined
}
