import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openMailbox } from './mailbox.ts'

/** The host the run's store serves its payment pages on (the sandbox gateway's card frame and PayPal window): a public name, as a store with a production host needs. */
export const PAYMENT_HOST = 'pay.snackfolk.example'

/** The operator token of the run's store: journeys ship and cancel orders as an operator does. */
export const OPERATOR_TOKEN = 'the-journeys-operator-token-0123456789ab'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** A built store started on a free port of 127.0.0.1, as `npm start` runs it, with `env` added; its address, and how to stop it. */
export async function startStore(env: Record<string, string>): Promise<{ port: number; origin: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, STOP_WITH_PARENT: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The store did not start within 60 s')), 60_000)
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is open at')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.on('exit', (code) => reject(new Error(`The store exited with code ${code}`)))
  })
  return {
    port,
    origin,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    },
  }
}

/**
 * A store with a production host is seeded without the demo's free-order coupon, so the journeys add one of their own, as a
 * merchant would: the store's coupons file, exported and imported again with it.
 */
async function addFreeOrderCoupon(origin: string) {
  const headers = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' }
  const file = ((await (await fetch(`${origin}/operator/coupons`, { headers })).json()) as { data: { coupons: object[] } }).data
  file.coupons = [
    ...file.coupons.filter((coupon) => (coupon as { code: string }).code !== 'ONTHEHOUSE'),
    { code: 'ONTHEHOUSE', kind: 'freeOrder', minimum: '10.00' },
  ]
  const imported = await fetch(`${origin}/operator/coupons`, { method: 'POST', headers, body: JSON.stringify(file) })
  if (!imported.ok) throw new Error(`The journeys' coupons were refused: ${await imported.text()}`)
}

/** Starts the built store on a free port with a fresh database; Playwright stops it after the run. */
export default async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-e2e-'))
  // Mail leaves through the outbox to a mail server of the run's own, which keeps it for the tests to read.
  const mailboxFile = join(dataDir, 'mailbox.jsonl')
  const mailbox = await openMailbox(mailboxFile)
  process.env.E2E_MAILBOX = mailboxFile
  // A short payment session (45 s, warned 20 s before its end), so its warning and end can be seen.
  const store = await startStore({
    DATA_DIR: dataDir,
    // npm run test:postgres runs the journeys again on a PostgreSQL server, with two store processes (all but those of what the page itself shows).
    ...(process.env.E2E_DATABASE_URL && { DATABASE_URL: process.env.E2E_DATABASE_URL, WORKERS: '2' }),
    PAYMENT_SESSION_SECONDS: '45',
    PAYMENT_WARNING_SECONDS: '20',
    MAIL_URL: mailbox.url,
    SERVICE_EMAIL: 'care@snackfolk.example',
    MAIL_EVERY_SECONDS: '0.2',
    REFUSAL_WAIT_MS: '50',
    // A production host beside the development ones, with both sandboxes turned on for it, the demo asked for, the payment pages on a
    // public name, and limits raised for a run that signs in hundreds of times from one address.
    SITE_HOSTS: 'rewards.localhost=rewards:development,www.snackfolk.example=snacks:production',
    SANDBOXES: 'payments,google',
    SEED: 'demo',
    PAYMENT_HOST,
    RATE_LIMIT_SCALE: '100',
    OPERATOR_TOKEN,
  })
  await addFreeOrderCoupon(store.origin)
  process.env.E2E_PORT = String(store.port)
  return async () => {
    await store.stop()
    await mailbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
