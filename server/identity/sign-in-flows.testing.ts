import { expect } from 'vitest'
import * as oauth from 'oauth4webapi'
import { cookieJar } from '../testing/cookie-jar.ts'
import { discover, finishSignIn, signInUrl, type SignInClient } from '#api/sign-in.ts'
import { SITES } from '#domain/site.ts'

type Browser = ReturnType<typeof cookieJar>

/** A registration that keeps every rule, for an email of the test's choosing. */
export const REGISTRATION = {
  firstName: 'Ana',
  lastName: 'Lee',
  password: 'Snack$2026',
  birth: { day: '4', month: '7', year: '1990' },
  gender: 'female',
  acceptedTerms: true,
  newsletters: ['NL-STORE'],
  sourceID: SITES.snacks.sourceId,
}

/**
 * A shopper's browser against a listening store at `origin()`: sent to the provider with PKCE,
 * signing in on the store's own page or through the Google sandbox, each redirect walked by hand.
 */
export function signInFlows(origin: () => string) {
  /** Follows the provider's redirects until it sends the shopper back to the site, or to the store's sign-in page again. */
  async function follow(browser: Browser, from: URL, google?: string): Promise<URL> {
    let next = from
    for (let hops = 0; next.pathname !== '/implicit/callback' && !/^\/interaction\/[\w-]+$/.test(next.pathname); hops++) {
      if (hops > 12) throw new Error(`the provider never sent the shopper back: ${next}`)
      if (google && next.pathname.startsWith('/sandbox-google/interaction/')) {
        const page = await (await browser(next)).text()
        expect(page).toContain('This is a sandbox standing for Google.')
        const answer = await browser(next, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: google }).toString(),
        })
        next = new URL(answer.headers.get('location')!, origin())
        continue
      }
      const response = await browser(next)
      if (!response.headers.get('location')) throw new Error(`${next} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      next = new URL(response.headers.get('location')!, origin())
    }
    return next
  }

  /** A shopper's browser sent to the provider with PKCE: where it lands (the store's sign-in page), and how to finish once the provider sends it back. */
  async function startSignIn(site = origin()) {
    const browser = cookieJar()
    const client: SignInClient = { issuer: `${origin()}/oidc`, clientId: SITES.snacks.identityClientId, redirectUri: `${site}/implicit/callback` }
    const server = await discover(client.issuer)
    const codeVerifier = oauth.generateRandomCodeVerifier()
    const pending = { state: oauth.generateRandomState(), codeVerifier, returnTo: '/' }
    const authorize = await browser(signInUrl(client, server, { ...pending, codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier) }))
    expect(authorize.status).toBe(303)
    const interaction = new URL(authorize.headers.get('location')!, origin())
    expect(interaction.pathname).toMatch(/^\/interaction\/[\w-]+$/)
    return { browser, interaction, finish: (returned: URL) => finishSignIn(client, server, returned, pending) }
  }

  /** Email and password on the store's sign-in page of a sign-in under way; the provider's refusal, or the tokens it gives. */
  async function givePassword(started: Awaited<ReturnType<typeof startSignIn>>, email: string, password: string) {
    const { browser, interaction, finish } = started
    const login = await browser(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const answer = await login.json()
    if (!answer.success) return { refused: answer as { errorKey: string } }
    return { signedIn: await finish(await follow(browser, new URL(answer.data.redirectTo))) }
  }

  /** A shopper's browser signing in on the store's own page: the provider's redirects, the page's calls, and the code exchanged with PKCE. */
  async function signIn(email: string, password: string) {
    const started = await startSignIn()
    const details = await (await started.browser(`${started.interaction}/details`)).json()
    expect(details.data.prompt).toBe('login')
    return givePassword(started, email, password)
  }

  /** "Sign in with Google" through the sandbox as `email`: signed in, or back on the store's page, which waits for the account's password. */
  async function throughGoogle(email: string) {
    const started = await startSignIn()
    const google = (
      await (await started.browser(`${started.interaction}/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()
    ).data.redirectTo as string
    const back = await follow(started.browser, new URL(google), email)
    if (back.pathname === '/implicit/callback') return { signedIn: await started.finish(back) }
    const details = (await (await started.browser(`${back}/details`)).json()).data as { loginHint: string; linkGoogle: boolean }
    return { waiting: { ...started, details } }
  }

  return { startSignIn, givePassword, signIn, throughGoogle }
}
