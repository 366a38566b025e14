// npm run stock / order / outbox: an operator's commands, sent to the running store's operator API.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { operatorTokenFile } from './token.ts'

const USAGE = `Usage:
  npm run stock -- import <file.csv>          set stock levels (columns product_id, location, quantity[, pre_order])
  npm run order -- ship <order number> --carrier <name> --tracking <number>
  npm run order -- cancel <order number>
  npm run outbox [-- <how many>]              the newest mail the store wrote, sent or waiting

The store is found at STORE_URL (else PUBLIC_ORIGIN, else http://127.0.0.1:PORT); the token is
OPERATOR_TOKEN, else the one a development store keeps in DATA_DIR/operator-token.`

class Refused extends Error {}

function storeUrl(): string {
  return (process.env.STORE_URL || process.env.PUBLIC_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/$/, '')
}

function token(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN
  const file = operatorTokenFile(resolve(process.env.DATA_DIR || '.data'))
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  throw new Refused(`No operator token: set OPERATOR_TOKEN (a development store keeps its own in ${file} once started)`)
}

async function call<T>(method: string, path: string, body?: string, contentType = 'application/json'): Promise<T> {
  const url = `${storeUrl()}/operator${path}`
  let response: Response
  try {
    response = await fetch(url, { method, headers: { authorization: `Bearer ${token()}`, ...(body !== undefined && { 'content-type': contentType }) }, body })
  } catch (error) {
    if (error instanceof Refused) throw error
    throw new Refused(
      `No store answers at ${storeUrl()} (${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}): start it, or set STORE_URL`,
    )
  }
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; data?: T }
  if (!response.ok || !answer.success) throw new Refused(`${response.status}: ${answer.message ?? response.statusText}`)
  return answer.data as T
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}

async function run(command: string | undefined, args: string[]) {
  if (command === 'stock' && args[0] === 'import' && args[1]) {
    if (!existsSync(args[1])) throw new Refused(`No file ${args[1]}`)
    const done = await call<{ rows: number; changed: number; notified: number }>('POST', '/stock', readFileSync(args[1], 'utf8'), 'text/csv')
    console.log(`Imported ${done.rows} rows: ${done.changed} changed the stock; ${done.notified} shoppers who asked are mailed that a product is back.`)
  } else if (command === 'order' && args[0] === 'ship' && args[1]) {
    const carrier = option(args, 'carrier')
    const trackingNumber = option(args, 'tracking')
    if (!carrier || !trackingNumber) throw new Refused('Shipping needs --carrier <name> and --tracking <number>')
    await call('POST', `/orders/${encodeURIComponent(args[1])}/ship`, JSON.stringify({ carrier, trackingNumber }))
    console.log(`${args[1].toUpperCase()} is shipped with ${carrier} (${trackingNumber}); its payment is captured and the customer mailed.`)
  } else if (command === 'order' && args[0] === 'cancel' && args[1]) {
    await call('POST', `/orders/${encodeURIComponent(args[1])}/cancel`, '{}')
    console.log(`${args[1].toUpperCase()} is cancelled: its payment given back, its stock returned and the customer mailed.`)
  } else if (command === 'outbox') {
    type Message = {
      createdAt: string
      recipient: string
      subject: string
      body: string
      sentAt: string | null
      attempts: number
      lastError: string | null
      nextAttemptAt: string
    }
    const messages = await call<Message[]>('GET', `/outbox?limit=${Number(args[0]) || 10}`)
    if (messages.length === 0) console.log('The outbox is empty.')
    for (const message of messages) {
      const state = message.sentAt
        ? `sent ${message.sentAt}`
        : message.attempts > 0
          ? `waiting, ${message.attempts} failed, next try ${message.nextAttemptAt}: ${message.lastError}`
          : 'waiting'
      console.log(`— ${message.createdAt}  to ${message.recipient}  (${state})\nSubject: ${message.subject}\n\n${message.body}\n`)
    }
  } else {
    throw new Refused(USAGE)
  }
}

try {
  await run(process.argv[2], process.argv.slice(3))
} catch (error) {
  if (!(error instanceof Refused)) throw error
  console.error(error.message)
  process.exit(1)
}
