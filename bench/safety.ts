import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { serve } from '@hono/node-server'
import { openStore as openInProcess } from '#server/start-up/start.ts'
import { rowsOf } from '#server/db/rows.ts'
import { sweep } from '#server/start-up/sweep.ts'
import { cookieJar } from '#server/testing/cookie-jar.ts'
import { passwordsChecked } from '#server/identity/passwords.ts'
import type { AppDeps } from '#server/app.ts'
import { DEFAULT_HOST_MAP, DEFAULT_PAYMENT_SESSION } from '#domain/site.ts'
import { load, type LoadRow } from './load.ts'
import { freePort } from './processes.ts'

const IDLE_MS = 24 * 3_600_000
export const HANDSHAKES = Number(process.env.BENCH_HANDSHAKES ?? 100_000)

/** A store in this process on a fresh embedded database, served on a free port of 127.0.0.1, with its limits raised so a load run is never refused. */
async function served(distDir: string, without?: AppDeps['without']) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const store = await openInProcess(
    {
      port,
      host: '127.0.0.1',
      dataDir: '',
      hostMap: DEFAULT_HOST_MAP,
      businessSiteUrl: 'https://business.snackfolk.example/',
      distDir,
      paymentGateway: 'sandbox',
      paymentHost: 'pay.localhost',
      mailFrom: 'orders@snackfolk.example',
      paymentSession: DEFAULT_PAYMENT_SESSION,
      publicOrigin: origin,
      refusalWaitMs: 10,
      sandboxes: [],
      trustProxy: 0,
      rateLimitScale: 100_000,
      sessionIdleMs: IDLE_MS,
      emptyCartKeepMs: 7 * 86_400_000,
      guestCartKeepMs: 90 * 86_400_000,
      sweepEveryMs: 15 * 60_000,
    },
    distDir,
    without,
  )
  const server = serve({ fetch: store.app.fetch, port, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const close = async () => {
    await new Promise((resolve) => server.close(resolve))
    await store.database.close()
  }
  return { store, origin, close }
}

/** The home page and the handshake with the Content-Security-Policy and the rate limits on, then with each left out. */
export async function safetyCost(distDir: string): Promise<LoadRow[]> {
  const rows: LoadRow[] = []
  for (const [label, without] of [
    ['policy and limits on', undefined],
    ['no policy', { contentSecurity: true }],
    ['no rate limits', { rateLimits: true }],
  ] as const) {
    const shop = await served(distDir, without)
    try {
      rows.push(await load(`/ (${label})`, { url: `${shop.origin}/` }))
      rows.push(await load(`handshake (${label})`, { url: `${shop.origin}/v2/dopservice/handshaking`, method: 'POST' }))
    } finally {
      await shop.close()
    }
  }
  return rows
}

const sessionsTable = async (db: Awaited<ReturnType<typeof served>>['store']['database']['db']) => {
  const [row] = rowsOf<{ n: number | string; bytes: number | string }>(
    await db.execute(sql`SELECT count(*) AS n, pg_total_relation_size('sessions') AS bytes FROM sessions`),
  )
  return { rows: Number(row!.n), bytes: Number(row!.bytes) }
}

/** The handshake table after many handshakes, and after one sweep once their idle time has passed. */
export async function handshakeTable(distDir: string) {
  const shop = await served(distDir)
  try {
    await load(`${HANDSHAKES} handshakes`, { url: `${shop.origin}/v2/dopservice/handshaking`, method: 'POST', amount: HANDSHAKES })
    const db = shop.store.database.db
    const before = await sessionsTable(db)
    const swept = await sweep(
      db,
      { sessionIdleMs: IDLE_MS, emptyCartKeepMs: 7 * 86_400_000, guestCartKeepMs: 90 * 86_400_000 },
      new Date(Date.now() + IDLE_MS + 60_000),
    )
    await db.execute(sql`VACUUM FULL sessions`)
    return { before, swept: swept.sessions, after: await sessionsTable(db) }
  } finally {
    await shop.close()
  }
}

/** Twenty wrong passwords for one account sent at once, each from its own sign-in page: how the store answers them. */
export async function simultaneousGuesses(distDir: string) {
  const shop = await served(distDir)
  try {
    const handshake = (await (await fetch(`${shop.origin}/v2/dopservice/handshaking`, { method: 'POST' })).json()).data
    const email = `guessed-${randomBytes(4).toString('hex')}@example.com`
    await fetch(`${shop.origin}/v2/dopservice/register-user`, {
      method: 'POST',
      headers: { ...handshake, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ana',
        lastName: 'Lee',
        email,
        password: 'Snack$2026',
        birth: { day: '4', month: '7', year: '1990' },
        gender: 'female',
        acceptedTerms: true,
        sourceID: 'SNACKFOLK_WEB',
      }),
    })
    const pages = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const browser = cookieJar()
        const authorize = new URL(`${shop.origin}/oidc/auth`)
        const verifier = randomBytes(32).toString('base64url')
        const params = {
          client_id: 'snackfolk-web',
          redirect_uri: `${shop.origin}/implicit/callback`,
          response_type: 'code',
          scope: 'openid',
          prompt: 'login',
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        }
        for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value)
        return { browser, page: new URL((await browser(authorize)).headers.get('location')!, shop.origin).href }
      }),
    )
    const checkedBefore = passwordsChecked()
    const answers = await Promise.all(
      pages.map(
        async ({ browser, page }) =>
          (
            await (
              await browser(`${page}/login`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email, password: 'Wrong$2026' }),
              })
            ).json()
          ).errorKey as string,
      ),
    )
    const refused = answers.filter((key) => key === 'signInRefused').length
    const locked = answers.filter((key) => key === 'accountLocked').length
    // Judged: the passwords the store (in this process) checked against the account.
    return { refused, locked, judged: passwordsChecked() - checkedBefore }
  } finally {
    await shop.close()
  }
}
