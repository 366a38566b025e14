import type { Context } from 'hono'
import { isPageRender } from './page-render.ts'

type NodeRequest = { headers: Record<string, string | string[] | undefined>; rawHeaders: string[] }

/** The headers of which Node keeps the first line only when one is sent twice: these are read from every line, joined, so a request naming two hosts names none the store serves. */
const FIRST_LINE_ONLY = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
])

/**
 * A request header's value, read from what Node's HTTP server parsed when the call came through it:
 * reading through the request's `Headers` checks the name again, trims the value and checks it for
 * characters Node's parser has already refused, at each read, and every API call read several. A
 * call made any other way (a page render's own calls, whose headers are the renderer's; a test's
 * request) is read as it came.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: NodeRequest } | undefined)?.incoming
  const lower = name.toLowerCase()
  if (!incoming || isPageRender(c)) return c.req.header(name)
  if (FIRST_LINE_ONLY.has(lower)) return everyLine(incoming.rawHeaders, lower)
  const value = incoming.headers[lower]
  // Node joins the lines of any other header sent twice with commas, as `Headers` does (`cookie` with
  // semicolons, and `set-cookie`, which a request does not send, as a list).
  return typeof value === 'string' ? value : undefined
}

/** A header's lines as the request sent them (Node's raw list, name then value), joined with commas. */
function everyLine(raw: string[], lower: string): string | undefined {
  let value: string | undefined
  for (let i = 0; i < raw.length; i += 2) {
    const line = raw[i]!
    if (line.length === lower.length && line.toLowerCase() === lower) value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`
  }
  return value
}
