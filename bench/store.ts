import { freePort, startUntil } from './processes.ts'

/** Node's flags for the server, as `npm start` gives them: a larger young generation keeps latency even under load. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64']

/**
 * A store process started for a run, on the data `env` names (`DATA_DIR` or `DATABASE_URL`): its
 * address, a shopper's headers (with `headers` added) and a way to call it. Its limits are raised:
 * the load runs send thousands of calls a second from one address. It logs at `info`, whatever this
 * run's own level, as its start is read from its log.
 */
export async function openStore(env: Record<string, string>, headers: Record<string, string> = {}) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const store = await startUntil(
    'node',
    [...SERVER_NODE_FLAGS, 'server/index.ts'],
    { PORT: String(port), PUBLIC_ORIGIN: origin, RATE_LIMIT_SCALE: '100000', LOG_LEVEL: 'info', ...env },
    /is open at/,
  )
  const handshake = (await (await fetch(`${origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()).data
  const shopper = { ...handshake, 'content-type': 'application/json', ...headers }
  const call = async (path: string, body?: unknown) =>
    (await fetch(`${origin}${path}`, { method: body ? 'POST' : 'GET', headers: shopper, body: body ? JSON.stringify(body) : undefined })).json()
  return { child: store.child, origin, headers: shopper, call }
}

export type Store = Awaited<ReturnType<typeof openStore>>

/** Sets products' stock at the first location through the store's operator API, as `npm run stock -- import` does. */
export async function setStock(origin: string, operatorToken: string, levels: { productId: string; quantity: number }[]): Promise<void> {
  const answer = await fetch(`${origin}/operator/stock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/csv' },
    body: `product_id,location,quantity\n${levels.map(({ productId, quantity }) => `${productId},1,${quantity}`).join('\n')}\n`,
  })
  if (!answer.ok) throw new Error(`setting stock: ${answer.status} ${await answer.text()}`)
}
