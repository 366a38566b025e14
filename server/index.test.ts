import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { writeTestBuild } from './testing/test-store.ts'

const scratch = mkdtempSync(join(tmpdir(), 'snackfolk-index-'))
const dist = join(scratch, 'dist')
mkdirSync(dist)
writeTestBuild(dist)
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function run(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: '0', STOP_WITH_PARENT: '1', DIST_DIR: dist, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const ready = until
    ? new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => until.test(stdout) && resolve())
        void exited.then(() => reject(new Error(`exited early: ${stderr}`)))
      })
    : Promise.resolve()
  return { child, exited, ready, output: () => ({ stdout, stderr }) }
}

/** A call to the store at 127.0.0.1:`port` as the host `host` names (fetch cannot name a host of its own). */
function asHost(port: number, host: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, method, path, headers: { host, 'x-forwarded-proto': 'https', ...headers } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, text }))
    })
    call.on('error', reject)
    call.end(body)
  })
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

describe('starting the server', () => {
  const refusals: [string, Record<string, string>, RegExp][] = [
    ['a PORT that is not a number', { PORT: 'abc', DATA_DIR: scratch }, /^PORT must be a whole number from 0 to 65535, got "abc"$/],
    ['a PORT out of range', { PORT: '70000', DATA_DIR: scratch }, /^PORT must be a whole number/],
    ['a DATA_DIR that is a file', { DATA_DIR: join(scratch, 'a-file') }, /^DATA_DIR ".*a-file" is not a writable folder/],
    ['a DATABASE_URL that is not PostgreSQL', { DATABASE_URL: 'mysql://db.example/shop' }, /^DATABASE_URL must start with postgres:\/\//],
    ['a DATABASE_URL that is not a URL', { DATABASE_URL: 'not a url' }, /^DATABASE_URL is not a URL/],
    [
      'a DIST_DIR with no built app',
      { DATA_DIR: join(scratch, 'data-nodist'), DIST_DIR: scratch + '/empty' },
      /^DIST_DIR ".*empty" has no built app: run "npm run build"$/,
    ],
    [
      'an introspection client without its secret',
      { IDENTITY_ISSUER: 'https://id.example', IDENTITY_CLIENT_ID: 'shop', IDENTITY_INTROSPECTION_CLIENT_ID: 'shop-api', DATA_DIR: scratch },
      /^IDENTITY_INTROSPECTION_CLIENT_ID and IDENTITY_INTROSPECTION_CLIENT_SECRET go together/,
    ],
    [
      'a SEED that is not the demo',
      { SEED: 'production', DATA_DIR: scratch },
      /^SEED is "demo" \(the demo's catalog and content, on any host\) or unset, got "production"$/,
    ],
    ['an INSPECT that is neither true nor false', { INSPECT: 'maybe', DATA_DIR: scratch }, /^INSPECT must be true or false, got "maybe"$/],
    ['a MAIL_URL that is not SMTP', { MAIL_URL: 'http://mail.example', DATA_DIR: scratch }, /^MAIL_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['a SERVICE_EMAIL that is not an email address', { SERVICE_EMAIL: 'care at snackfolk', DATA_DIR: scratch }, /^SERVICE_EMAIL must be an email address/],
    [
      'a PAYMENT_GATEWAY the store does not have',
      { PAYMENT_GATEWAY: 'stripe', DATA_DIR: scratch },
      /^PAYMENT_GATEWAY names a payment processor the store has \(sandbox\), got "stripe"$/,
    ],
    ['a PAYMENT_HOST that is not a host name', { PAYMENT_HOST: 'pay/host', DATA_DIR: scratch }, /^PAYMENT_HOST must be a host name/],
    [
      'a SANDBOXES naming no sandbox',
      { SANDBOXES: 'google,stripe', DATA_DIR: scratch },
      /^SANDBOXES lists sandboxes to turn on, comma-separated \(google, payments\), got "google,stripe"$/,
    ],
    ['a TRUST_PROXY that is not a count of proxies', { TRUST_PROXY: 'yes', DATA_DIR: scratch }, /^TRUST_PROXY must be true, false or how many proxies/],
    ['a RATE_LIMIT_SCALE that is not a number above 0', { RATE_LIMIT_SCALE: '0', DATA_DIR: scratch }, /^RATE_LIMIT_SCALE must be a number above 0/],
    [
      'a production host with no payment processor but the sandbox, off in production',
      { PUBLIC_ORIGIN: 'https://www.snackfolk.example', MAIL_URL: 'smtp://mail.snackfolk.example:587', DATA_DIR: scratch },
      /^www\.snackfolk\.example runs as production, and the store has no payment processor but the sandbox, which is off in production: set SANDBOXES=payments/,
    ],
    [
      'a production host with no MAIL_URL',
      { PUBLIC_ORIGIN: 'https://www.snackfolk.example', SANDBOXES: 'payments', DATA_DIR: scratch },
      /^www\.snackfolk\.example runs as production: set MAIL_URL/,
    ],
    [
      'a production rewards host in SITE_HOSTS with no MAIL_URL',
      { SITE_HOSTS: 'rewards.snackfolk.example=rewards:production', SANDBOXES: 'payments', DATA_DIR: scratch },
      /^rewards\.snackfolk\.example runs as production: set MAIL_URL/,
    ],
    [
      'a production host with no SERVICE_EMAIL for the contact form',
      { PUBLIC_ORIGIN: 'https://www.snackfolk.example', SANDBOXES: 'payments', MAIL_URL: 'smtp://127.0.0.1:1', DATA_DIR: scratch },
      /^www\.snackfolk\.example runs as production: set SERVICE_EMAIL/,
    ],
    [
      'a production store whose payment pages would come from a name of the shopper’s own machine',
      {
        PUBLIC_ORIGIN: 'https://www.snackfolk.example',
        SANDBOXES: 'payments',
        MAIL_URL: 'smtp://127.0.0.1:1',
        SERVICE_EMAIL: 'care@snackfolk.example',
        DATA_DIR: scratch,
      },
      /^www\.snackfolk\.example runs as production, and PAYMENT_HOST "pay\.localhost" is a name of the shopper's own machine/,
    ],
    [
      'a production host served beside a development public origin, with the payment pages on a name of the shopper’s own machine',
      {
        SITE_HOSTS: 'www.snackfolk.example=snacks:production',
        SANDBOXES: 'payments',
        MAIL_URL: 'smtp://127.0.0.1:1',
        SERVICE_EMAIL: 'care@snackfolk.example',
        DATA_DIR: scratch,
      },
      /^www\.snackfolk\.example runs as production, and PAYMENT_HOST "pay\.localhost" is a name of the shopper's own machine/,
    ],
    ['a WORKERS that is not a count', { WORKERS: 'many', DATA_DIR: scratch }, /^WORKERS must be a whole number from 1 to 64, got "many"$/],
    [
      'several WORKERS on the embedded database',
      { WORKERS: '2', DATA_DIR: scratch },
      /^WORKERS=2 needs DATABASE_URL: the embedded database in DATA_DIR is one process's/,
    ],
    ['a DATABASE_URL nobody answers', { DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop' }, /^DATABASE_URL: the database could not be opened/],
  ]
  writeFileSync(join(scratch, 'a-file'), 'not a folder')

  for (const [what, env, reason] of refusals) {
    it(`exits at start with a one-line reason for ${what}`, async () => {
      const server = run(env)
      expect(await server.exited).toBe(1)
      const lines = server.output().stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(reason)
    })
  }

  // Two servers started and stopped one after the other, each seeding a database: slow on a busy machine.
  it('prints its address, and stops cleanly on Ctrl-C with the database closed', async () => {
    const dataDir = join(scratch, 'data')
    const first = run({ DATA_DIR: dataDir }, /is open at http:\/\/127\.0\.0\.1:\d+ \(data: .*, seeded; sandboxes: google, payments\)/)
    await first.ready
    first.child.kill('SIGINT')
    expect(await first.exited).toBe(0)

    const second = run({ DATA_DIR: dataDir }, /is open at/)
    await second.ready
    expect(second.output().stdout).not.toContain('seeded')
    // Its log's reader goes away (a closed pipe, a log shipper that died): it still stops when asked.
    second.child.stdout.destroy()
    second.child.kill('SIGINT')
    expect(await second.exited).toBe(0)
  }, 45_000)

  it('keeps answering while its log is not read, and its reader is given every line once it reads again', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const store = run({ DATA_DIR: join(scratch, 'data-unread-log'), PORT: String(port), PUBLIC_ORIGIN: origin }, /is open at/)
    await store.ready
    store.child.stdout.pause()
    // Far more lines than the pipe and the reader's buffer hold: a store that waited for its reader would stop answering.
    const calls = 3000
    for (let i = 0; i < calls; i += 50)
      await Promise.all(Array.from({ length: 50 }, async () => expect((await fetch(`${origin}/v2/dopservice/nothing-here`)).status).toBe(401)))
    const answered = () =>
      store
        .output()
        .stdout.split('\n')
        .filter((line) => line.includes('"path":"/v2/dopservice/nothing-here"')).length
    expect(answered()).toBeLessThan(calls)
    store.child.stdout.resume()
    await expect.poll(answered, { timeout: 10_000 }).toBe(calls)
    store.child.kill('SIGINT')
    expect(await store.exited).toBe(0)
    expect(store.output().stdout).toContain('Stopped')
  }, 45_000)

  it('runs a production host with only the sandboxes SANDBOXES turns on, and says which are live', async () => {
    const production = run(
      {
        DATA_DIR: join(scratch, 'data'),
        PUBLIC_ORIGIN: 'https://www.snackfolk.example',
        SANDBOXES: 'payments',
        MAIL_URL: 'smtp://127.0.0.1:1',
        SERVICE_EMAIL: 'care@snackfolk.example',
        PAYMENT_HOST: 'pay.snackfolk.example',
      },
      /is open at/,
    )
    await production.ready
    expect(production.output().stdout).toMatch(/is open at https:\/\/www\.snackfolk\.example \(data: .*; sandboxes: payments\)/)
    production.child.kill('SIGINT')
    expect(await production.exited).toBe(0)
  })

  it('starts a production store empty, showing its maintenance page until its merchant imports a catalog, then sells it', async () => {
    const port = await freePort()
    const token = 'the-merchant-operator-token-of-production-01'
    const production = run(
      {
        PORT: String(port),
        DATA_DIR: join(scratch, 'data-opening'),
        PUBLIC_ORIGIN: 'https://www.snackfolk.example',
        SANDBOXES: 'payments',
        MAIL_URL: 'smtp://127.0.0.1:1',
        SERVICE_EMAIL: 'care@snackfolk.example',
        PAYMENT_HOST: 'pay.snackfolk.example',
        OPERATOR_TOKEN: token,
        TRUST_PROXY: '1',
      },
      /is open at/,
    )
    await production.ready
    expect(production.output().stdout).toContain(
      'It has no catalog yet, and shows shoppers its maintenance page until one is imported: npm run catalog -- import catalog.json',
    )
    const shop = (method: string, path: string, body?: string, headers?: Record<string, string>) =>
      asHost(port, 'www.snackfolk.example', method, path, body, headers)
    expect(await shop('GET', '/all-snacks')).toMatchObject({ status: 307, location: '/maintenance' })
    expect((await shop('GET', '/maintenance')).status).toBe(200)
    expect(JSON.parse((await shop('GET', '/readyz')).text)).toMatchObject({ status: 'ready', catalog: 'none yet' })

    const operating = readFileSync(new URL('../docs/operating.md', import.meta.url), 'utf8')
    const catalog = JSON.parse(/### Your catalog[\s\S]*?```json\n([\s\S]*?)```/.exec(operating)![1]!) as { products: { picture?: string }[] }
    delete catalog.products[0]!.picture
    const imported = await shop('POST', '/operator/catalog', JSON.stringify({ catalog }), {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    })
    expect(imported.status, imported.text).toBe(200)
    for (let tries = 0; (await shop('GET', '/all-snacks')).status !== 200; tries++) {
      expect(tries).toBeLessThan(50)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(JSON.parse((await shop('GET', '/readyz')).text)).toMatchObject({ status: 'ready', catalog: '1 product' })
    production.child.kill('SIGINT')
    expect(await production.exited).toBe(0)
  }, 60_000)

  it('refuses a second process on a data folder one serves, and a database migrated past its code, each with a one-line reason', async () => {
    const dataDir = join(scratch, 'data-held')
    const first = run({ DATA_DIR: dataDir }, /is open at/)
    await first.ready
    const second = run({ DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output().stderr.trim()).toMatch(
      new RegExp(
        `^DATA_DIR ".*data-held": it is open in another store process \\(pid ${first.child.pid}\\); one process at a time serves an embedded database[^\\n]*$`,
      ),
    )
    first.child.kill('SIGINT')
    expect(await first.exited).toBe(0)

    const database = new PGlite(dataDir)
    await database.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from a newer store', ${Date.parse('2100-01-01')})`)
    await database.close()
    const older = run({ DATA_DIR: dataDir })
    expect(await older.exited).toBe(1)
    expect(older.output().stderr.trim()).toMatch(/^DATA_DIR ".*data-held": its schema is newer than this code's \(migrated 2100-01-01T00:00:00.000Z, [^\n]*$/)
  }, 60_000)

  it('takes an operator command sent to it while it runs, its token made in the data folder of a development store', async () => {
    const dataDir = join(scratch, 'data-operated')
    const store = run({ DATA_DIR: dataDir }, /is open at/)
    await store.ready
    const port = /127\.0\.0\.1:(\d+)/.exec(store.output().stdout)![1]!
    const file = join(scratch, 'stock.csv')
    writeFileSync(file, 'product_id,location,quantity\nP00001,1,40\nP00002,2,0\n')
    const command = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['server/operator/cli.ts', ...args], {
          env: { ...process.env, PORT: port, DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.on('exit', (code) => resolve({ code, output }))
      })
    expect(await command(['stock', 'import', file])).toEqual({
      code: 0,
      output: 'Imported 2 rows: 2 changed the stock; 0 shoppers who asked are mailed that a product is back.\n',
    })
    expect(await command(['order', 'cancel', 'SF-2222222'])).toEqual({ code: 1, output: '404: No order SF-2222222\n' })

    // The catalog, out and back in with a picture beside it, and out again the same.
    const exported = join(scratch, 'exported', 'catalog.json')
    mkdirSync(dirname(exported))
    expect(await command(['catalog', 'export', exported])).toEqual({ code: 0, output: `Wrote 240 products to ${exported}, and 0 pictures beside it.\n` })
    const catalog = JSON.parse(readFileSync(exported, 'utf8')) as { products: { picture?: string; price: string }[] }
    mkdirSync(join(dirname(exported), 'pictures'))
    writeFileSync(
      join(dirname(exported), 'pictures', 'first.png'),
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } })
        .png()
        .toBuffer(),
    )
    writeFileSync(join(dirname(exported), 'pictures', 'second.png'), 'not a picture')
    catalog.products[0]!.picture = 'pictures/first.png'
    catalog.products[1]!.picture = 'pictures/second.png'
    catalog.products[2]!.price = 'free'
    writeFileSync(exported, JSON.stringify(catalog))
    expect(await command(['catalog', 'import', exported])).toEqual({
      code: 1,
      output: `The catalog was not imported:\n  picture "pictures/second.png": This is not a picture the store takes (JPEG, PNG, WebP or AVIF)\n  products[2] (P00003).price is not a price like "3.49"\n`,
    })
    delete catalog.products[1]!.picture
    catalog.products[2]!.price = '2.99'
    writeFileSync(exported, JSON.stringify(catalog))
    expect(await command(['catalog', 'import', exported])).toEqual({
      code: 0,
      output: 'Imported 240 products (0 new, 0 retired: no longer sold) and 12 bundles, with 0 new pictures. Every store process shows them within a moment.\n',
    })
    const again = join(scratch, 'again', 'catalog.json')
    mkdirSync(dirname(again))
    expect((await command(['catalog', 'export', again])).output).toBe(`Wrote 240 products to ${again}, and 1 picture beside it.\n`)
    expect(readFileSync(again, 'utf8')).toBe(`${JSON.stringify(JSON.parse(readFileSync(again, 'utf8')), null, 2)}\n`)
    expect(JSON.parse(readFileSync(again, 'utf8'))).toEqual(catalog)
    expect(readFileSync(join(dirname(again), 'pictures', 'first.png'))).toEqual(readFileSync(join(dirname(exported), 'pictures', 'first.png')))
    store.child.kill('SIGINT')
    expect(await store.exited).toBe(0)
  }, 45_000)

  it('stops on SIGTERM by taking no new connection and finishing the request in flight, then closes the database', async () => {
    // A second wrong order lookup in a row is answered after REFUSAL_WAIT_MS: a request in flight for that long.
    const store = run({ DATA_DIR: join(scratch, 'data-stopping'), REFUSAL_WAIT_MS: '3000' }, /is open at/)
    await store.ready
    const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(store.output().stdout)![0]
    const handshake = (await (await fetch(`${origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()) as { data: Record<string, string> }
    const lookup = () =>
      fetch(`${origin}/v3/dopservice/orderlookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sessionId: handshake.data.sessionId!, rnduts: handshake.data.rnduts!, encstr: handshake.data.encstr! },
        body: JSON.stringify({ orderNumber: 'SF-2222222', email: 'ana@example.com' }),
      })
    expect((await lookup()).status).toBe(404)
    const inFlight = lookup()
    await new Promise((resolve) => setTimeout(resolve, 500))
    store.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow()
    const answered = await inFlight
    expect(answered.status).toBe(404)
    expect(answered.headers.get('x-request-id')).toBeTruthy()
    expect(await store.exited).toBe(0)
    expect(store.output().stdout).toMatch(/Stopping: finishing the requests in flight[\s\S]*orderlookup[\s\S]*Stopped/)
  }, 45_000)
})
