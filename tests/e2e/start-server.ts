import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openMailbox } from './mailbox.ts'

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

/** Starts the built store on a free port with a fresh database; Playwright stops it after the run. */
export default async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'snackfolk-e2e-'))
  // Mail leaves through the outbox to a mail server of the run's own, which keeps it for the tests to read.
  const mailboxFile = join(dataDir, 'mailbox.jsonl')
  const mailbox = await openMailbox(mailboxFile)
  process.env.E2E_MAILBOX = mailboxFile
  const server = spawn(process.execPath, ['server/index.ts'], {
    // A short payment session (45 s, warned 20 s before its end), so its warning and end can be seen.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // npm run test:postgres runs the journeys again on a PostgreSQL server, with two store processes.
      ...(process.env.E2E_DATABASE_URL && { DATABASE_URL: process.env.E2E_DATABASE_URL, WORKERS: '2' }),
      STOP_WITH_PARENT: '1',
      PAYMENT_SESSION_SECONDS: '45',
      PAYMENT_WARNING_SECONDS: '20',
      MAIL_URL: mailbox.url,
      SERVICE_EMAIL: 'care@snackfolk.example',
      MAIL_EVERY_SECONDS: '0.2',
      REFUSAL_WAIT_MS: '50',
      // A production host beside the development ones, with both sandboxes turned on for it, and limits raised for a run that signs in hundreds of times from one address.
      SITE_HOSTS: 'rewards.localhost=rewards:development,www.snackfolk.example=snacks:production',
      SANDBOXES: 'payments,google',
      RATE_LIMIT_SCALE: '100',
      OPERATOR_TOKEN,
    },
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
  process.env.E2E_PORT = String(port)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await mailbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
