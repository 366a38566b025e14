import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/** Marks the API calls a page's render makes in this process: no request from outside can carry it. */
const PAGE_RENDER = Symbol('page render')

/** Whether a call is one a page's render made in this process (it carries no handshake, and needs none). */
export const isPageRender = (c: Context) => (c.env as { pageRender?: symbol } | undefined)?.pageRender === PAGE_RENDER

/** The API as a page's render calls it: the store's own app, in this process, for the shopper's address (their limits apply). */
export function renderCalls(appFetch: (request: Request, env: unknown) => Response | Promise<Response>, incoming: IncomingMessage | undefined): typeof fetch {
  return async (input, init) => appFetch(new Request(input, init), { incoming, pageRender: PAGE_RENDER })
}
