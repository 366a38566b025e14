import { createHash, randomBytes } from 'node:crypto'
import { request as requests, type APIRequestContext, type Page } from '@playwright/test'
import { expect, takenOver } from './fixtures.ts'
import { storeApi } from './api.ts'

export const PASSWORD = 'Snack$2026'

/** A fresh shopper's account, registered through the API. */
export async function registered(request: APIRequestContext, email = `ana-${randomBytes(6).toString('hex')}@example.com`) {
  const api = await storeApi(request)
  const account = await api.post('/v2/dopservice/register-user', {
    firstName: 'Ana',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    birth: { day: '4', month: '7', year: '1990' },
    gender: 'female',
    acceptedTerms: true,
    sourceID: 'SNACKFOLK_WEB',
  })
  expect(account?.accountId, `registering ${email}`).toBeTruthy()
  return { email, accountId: account.accountId as string }
}

/**
 * A registered shopper signed in as a browser would be, but without one: the provider's code flow
 * with PKCE walked by a client of its own, for tests that start with a customer already signed in.
 */
export async function signedInCustomer(baseURL: string) {
  const client = await requests.newContext({ baseURL })
  try {
    const account = await registered(client)
    const verifier = randomBytes(32).toString('base64url')
    const redirectUri = `${baseURL}/implicit/callback`
    const authorize = new URL('/oidc/auth', baseURL)
    const params = {
      client_id: 'snackfolk-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'e2e',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }
    for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value)
    let next = (await client.get(authorize.href, { maxRedirects: 0 })).headers()['location']!
    const uid = new URL(next, baseURL).pathname.split('/').pop()!
    const login = await (await client.post(`/interaction/${uid}/login`, { data: { email: account.email, password: PASSWORD } })).json()
    next = login.data.redirectTo
    while (!next.includes('/implicit/callback')) next = (await client.get(next, { maxRedirects: 0 })).headers()['location']!
    const code = new URL(next, baseURL).searchParams.get('code')!
    const tokens = await (
      await client.post('/oidc/token', {
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'snackfolk-web', code_verifier: verifier },
      })
    ).json()
    expect(tokens.access_token, JSON.stringify(tokens)).toBeTruthy()
    return {
      ...account,
      accessToken: tokens.access_token as string,
      refreshToken: tokens.refresh_token as string,
      idToken: tokens.id_token as string,
      expiresIn: tokens.expires_in as number,
    }
  } finally {
    await client.dispose()
  }
}

/**
 * Signs out with the button `within` the page (its banner, its main), and waits for the round trip
 * through the provider's sign-out page to bring the tab back to the store; `mayStay` when the
 * provider may not be reached, and the tab stays where it is.
 */
export async function signOut(page: Page, within: 'banner' | 'main' | 'page' = 'page', { mayStay = false } = {}) {
  const roundTrip = page
    .waitForURL(/\/oidc\/session\/end/, mayStay ? { timeout: 3_000 } : {})
    .then(() => page.waitForURL((url) => !url.pathname.startsWith('/oidc/'), { waitUntil: 'load' }))
    .catch((error: unknown) => {
      if (!mayStay) throw error
    })
  const scope = within === 'page' ? page : page.getByRole(within)
  await scope.getByRole('button', { name: 'Sign out' }).first().click()
  await roundTrip
  // Back on a page of the store, loaded whole: the browser takes it over before it is used.
  await takenOver(page)
}

/** The tab holds the customer's sign-in, as it does after they sign in. */
export async function holdSignIn(page: Page, customer: { accessToken: string; accountId: string }, path = '/') {
  await page.goto(path)
  await page.evaluate(
    ({ token, accountId }) => {
      sessionStorage.setItem('accessToken', token)
      sessionStorage.setItem('accountId', accountId)
    },
    { token: customer.accessToken, accountId: customer.accountId },
  )
}
