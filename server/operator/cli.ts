// npm run catalog / stock / order / outbox: an operator's commands, sent to the running store's operator API.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { operatorTokenFile } from './token.ts'
import { shaOf } from './catalog-pictures.ts'

const USAGE = `Usage:
  npm run catalog -- import <catalog.json>    make the store's catalog this file's, its pictures read from beside it
  npm run catalog -- export <catalog.json>    write the store's catalog to this file, its pictures beside it
  npm run content -- import <content.json>    make the store's banners, navigation, labels, pages and settings this file's
  npm run content -- export <content.json>    write them to this file, their pictures beside it
  npm run coupons -- import <coupons.json>    make the store's coupons this file's
  npm run coupons -- export <coupons.json>    write the store's coupons to this file
  npm run stock -- import <file.csv>          set stock levels (columns product_id, location, quantity[, pre_order])
  npm run order -- ship <order number> --carrier <name> --tracking <number>
  npm run order -- cancel <order number>
  npm run outbox [-- <how many>]              the newest mail the store wrote, sent or waiting

The store is found at STORE_URL (else PUBLIC_ORIGIN, else http://127.0.0.1:PORT); the token is
OPERATOR_TOKEN, else the one a development store keeps in DATA_DIR/operator-token.`

class Refused extends Error {}

const plural = (count: number, thing: string) => `${count} ${thing}${count === 1 ? '' : 's'}`

function storeUrl(): string {
  return (process.env.STORE_URL || process.env.PUBLIC_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/$/, '')
}

function token(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN
  const file = operatorTokenFile(resolve(process.env.DATA_DIR || '.data'))
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  throw new Refused(`No operator token: set OPERATOR_TOKEN (a development store keeps its own in ${file} once started)`)
}

async function call<T>(method: string, path: string, body?: string | Uint8Array<ArrayBuffer>, contentType = 'application/json'): Promise<T> {
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
  if (!response.ok || !answer.success) {
    const problems = (answer.data as { problems?: string[] } | undefined)?.problems
    throw new Refused(
      problems
        ? `${answer.message?.split(':')[0] ?? 'The file was not imported'}:\n  ${problems.join('\n  ')}`
        : `${response.status}: ${answer.message ?? response.statusText}`,
    )
  }
  return answer.data as T
}

async function bytesOf(path: string): Promise<Uint8Array> {
  const response = await fetch(`${storeUrl()}/operator${path}`, { headers: { authorization: `Bearer ${token()}` } })
  if (!response.ok) throw new Refused(`${response.status}: ${path} could not be read`)
  return new Uint8Array(await response.arrayBuffer())
}

type WithPictures = 'catalog' | 'content'

/** The picture paths a catalog file (its products and bundles) or a content file (its banners) names, as it names them. */
function picturePaths(kind: WithPictures, file: unknown): string[] {
  const items = (list: unknown) => (Array.isArray(list) ? (list as { picture?: unknown }[]) : [])
  const { products, bundles, banners } = (file ?? {}) as { products?: unknown; bundles?: unknown; banners?: unknown }
  const named = kind === 'catalog' ? [...items(products), ...items(bundles)] : items(banners)
  return [...new Set(named.flatMap((item) => (typeof item?.picture === 'string' ? [item.picture] : [])))]
}

/** Sends the file's pictures the store does not keep yet, then the file: the store imports it whole or not at all. */
async function importWithPictures<T>(kind: WithPictures, path: string): Promise<{ done: T; newPictures: number }> {
  if (!existsSync(path)) throw new Refused(`No file ${path}`)
  let file: unknown
  try {
    file = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Refused(`The ${kind} was not imported: ${path} is not JSON (${(error as Error).message})`)
  }
  const problems: string[] = []
  const pictures: Record<string, string> = {}
  const bytes = new Map<string, Uint8Array<ArrayBuffer>>()
  for (const picture of picturePaths(kind, file)) {
    const full = join(dirname(path), picture)
    if (picture.split(/[\\/]/).includes('..') || !existsSync(full)) problems.push(`picture "${picture}": no such file beside ${path}`)
    else {
      const read = new Uint8Array(readFileSync(full))
      pictures[picture] = shaOf(read)
      bytes.set(pictures[picture], read)
    }
  }
  const { missing } = await call<{ missing: string[] }>('POST', '/pictures/missing', JSON.stringify({ shas: [...bytes.keys()] }))
  const pathOf = new Map(Object.entries(pictures).map(([picture, sha]) => [sha, picture]))
  for (const sha of missing) {
    try {
      await call('POST', '/pictures', bytes.get(sha)!, 'application/octet-stream')
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      problems.push(`picture "${pathOf.get(sha)}": ${error.message.replace(/^\d+: /, '')}`)
    }
  }
  // With a picture refused, the file is still read by the store, so that every problem it has is named at once.
  const refused = picturePaths(kind, file).filter((picture) => problems.some((problem) => problem.startsWith(`picture "${picture}"`)))
  const sent = Object.fromEntries(Object.entries(pictures).filter(([picture]) => !refused.includes(picture)))
  try {
    return { done: await call<T>('POST', `/${kind}`, JSON.stringify({ [kind]: file, pictures: sent })), newPictures: missing.length }
  } catch (error) {
    if (!(error instanceof Refused) || problems.length === 0) throw error
    const more = error.message
      .split('\n  ')
      .slice(1)
      .filter((problem) => !refused.some((picture) => problem.includes(`"${picture}"`)))
    throw new Refused(`The ${kind} was not imported:\n  ${[...problems, ...more].join('\n  ')}`)
  }
}

/** Writes the store's catalog or content to the file, and each picture it names at its path beside it. */
async function exportWithPictures<T>(kind: WithPictures, path: string): Promise<{ file: T; pictures: number }> {
  const answer = await call<Record<string, unknown> & { pictures: Record<string, string> }>('GET', `/${kind}`)
  for (const [picture, sha] of Object.entries(answer.pictures)) {
    const full = join(dirname(path), picture)
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, await bytesOf(`/pictures/${sha}`))
  }
  writeFileSync(path, `${JSON.stringify(answer[kind], null, 2)}\n`)
  return { file: answer[kind] as T, pictures: Object.keys(answer.pictures).length }
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}

async function run(command: string | undefined, args: string[]) {
  if (command === 'catalog' && args[0] === 'import' && args[1]) {
    const { done, newPictures } = await importWithPictures<{ products: number; added: number; retired: number; bundles: number }>('catalog', args[1])
    console.log(
      `Imported ${done.products} products (${done.added} new, ${done.retired} retired: no longer sold) and ${done.bundles} bundles, with ${plural(newPictures, 'new picture')}. Every store process shows them within a moment.`,
    )
  } else if (command === 'catalog' && args[0] === 'export' && args[1]) {
    const { file, pictures } = await exportWithPictures<{ products: unknown[] }>('catalog', args[1])
    console.log(`Wrote ${plural(file.products.length, 'product')} to ${args[1]}, and ${plural(pictures, 'picture')} beside it.`)
  } else if (command === 'content' && args[0] === 'import' && args[1]) {
    const { done, newPictures } = await importWithPictures<{ banners: number; pages: number }>('content', args[1])
    console.log(
      `Imported the content: ${plural(done.banners, 'banner')} and ${plural(done.pages, 'page')}, with ${plural(newPictures, 'new picture')}. Every store process shows it within a moment.`,
    )
  } else if (command === 'content' && args[0] === 'export' && args[1]) {
    const { file, pictures } = await exportWithPictures<{ banners: unknown[] }>('content', args[1])
    console.log(`Wrote the content (${plural(file.banners.length, 'banner')}) to ${args[1]}, and ${plural(pictures, 'picture')} beside it.`)
  } else if (command === 'coupons' && args[0] === 'import' && args[1]) {
    if (!existsSync(args[1])) throw new Refused(`No file ${args[1]}`)
    const done = await call<{ coupons: number }>('POST', '/coupons', readFileSync(args[1], 'utf8'))
    console.log(`Imported ${plural(done.coupons, 'coupon')}: the store takes these and no others, within a moment in every process.`)
  } else if (command === 'coupons' && args[0] === 'export' && args[1]) {
    const file = await call<{ coupons: unknown[] }>('GET', '/coupons')
    writeFileSync(args[1], `${JSON.stringify(file, null, 2)}\n`)
    console.log(`Wrote ${plural(file.coupons.length, 'coupon')} to ${args[1]}.`)
  } else if (command === 'stock' && args[0] === 'import' && args[1]) {
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
