import { createHash, randomBytes } from 'node:crypto'
import { hashPassword, passwordMatches } from '#server/identity/passwords.ts'
import { cookieJar } from '#server/testing/cookie-jar.ts'

const PASSWORD = 'Snack$2026'
export const SIGN_IN_SHOPPERS = 20

interface Shop {
  origin: string
  headers: Record<string, string>
  call: (path: string, body?: unknown) => Promise<{ data: any; errorKey?: string }>
}

/** The full sign-in round trip a shopper's browser makes: authorize, the sign-in page's password, the redirects back, and the code exchanged with PKCE. */
async function roundTrip(origin: string, email: string) {
  const go = cookieJar()
  const verifier = randomBytes(32).toString('base64url')
  const redirectUri = `${origin}/implicit/callback`
  const authorize = new URL(`${origin}/oidc/auth`)
  const params = {
    client_id: 'snackfolk-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    prompt: 'login',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value)
  let next = new URL((await go(authorize.href)).headers.get('location')!, origin).href
  const login = await (
    await go(`${next}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  ).json()
  if (!login.success) throw new Error(`sign-in refused: ${login.errorKey}`)
  next = login.data.redirectTo
  while (!next.includes('/implicit/callback')) next = new URL((await go(next)).headers.get('location')!, origin).href
  const code = new URL(next).searchParams.get('code')!
  const tokens = await (
    await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'snackfolk-web', code_verifier: verifier }),
    })
  ).json()
  if (!tokens.access_token) throw new Error(`no access token: ${JSON.stringify(tokens)}`)
  return tokens.access_token as string
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const register = async (shop: Shop) => {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`
  const made = await shop.call('/v2/dopservice/register-user', {
    firstName: 'Ana',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    birth: { day: '4', month: '7', year: '1990' },
    gender: 'female',
    acceptedTerms: true,
    sourceID: 'SNACKFOLK_WEB',
  })
  if (!made.data?.accountId) throw new Error(`registering ${email}: ${made.errorKey}`)
  return { email, accountId: made.data.accountId as string }
}

/** A new customer, signed in: what a browser keeps in session storage after the sign-in. */
export async function signedInCustomer(shop: Shop) {
  const { email, accountId } = await register(shop)
  return { accessToken: await roundTrip(shop.origin, email), accountId }
}

/** Sign-in round trips by 20 shoppers at once, each with an account of their own, `count` in all. */
export async function signInLoad(shop: Shop, count: number) {
  const emails: string[] = []
  for (let i = 0; i < SIGN_IN_SHOPPERS; i++) emails.push((await register(shop)).email)
  const times: number[] = []
  let started = 0
  const begin = performance.now()
  await Promise.all(
    emails.map(async (email) => {
      while (started++ < count) {
        const t = performance.now()
        await roundTrip(shop.origin, email)
        times.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - begin) / 1000
  times.sort((a, b) => a - b)
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), perSecond: Math.round(times.length / seconds), count: times.length }
}

/** What one password costs: hashing it (at registration) and checking it (at each sign-in), the median of 20 in this process. */
export async function argon2Cost() {
  const kept = await hashPassword(PASSWORD)
  const time = async (work: () => Promise<unknown>) => {
    const runs: number[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      await work()
      runs.push(performance.now() - t)
    }
    return runs.sort((a, b) => a - b)[10]!
  }
  return { hash: await time(() => hashPassword(PASSWORD)), check: await time(() => passwordMatches(PASSWORD, kept)) }
}
