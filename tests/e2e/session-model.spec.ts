import type { Page } from '@playwright/test'
import { expect, port } from './fixtures.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { sessionModel } from '#machines/session/session.model.ts'
import { PASSWORD, registered, signedInCustomer, signOut } from './customer.ts'

const HANDSHAKE = '**/v2/dopservice/handshaking'
const sessionValue = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key)

/** Session storage as a returning shopper's tab holds it, written before the store starts. */
async function returning(page: Page, values: Record<string, string>) {
  const handshake = (await (await page.request.post('/v2/dopservice/handshaking')).json()).data
  const stored: Record<string, string> = { ...handshake, handshakeDone: 'true', ...values }
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('sessionId')) return
    for (const [key, value] of entries) sessionStorage.setItem(key, value)
  }, Object.entries(stored))
}

testModelPathsInBrowser(
  sessionModel,
  (page) => {
    let customerToken = ''
    let handshakes = 0
    let handshakesSeen = 0
    let handshakesBefore = 0
    page.on('request', (request) => void (request.url().includes('/v2/dopservice/handshaking') && handshakes++))
    const store = () => page.getByRole('navigation', { name: 'Main' })
    return {
      starts: {
        // A first visit to a page that shows a flow from its first screen (a landing page loads the flows when the shopper first acts).
        'a first visit': () => page.goto('/cart').then(() => {}),
        'a returning guest': async () => {
          await returning(page, {})
          await page.goto('/')
        },
        'a returning customer whose sign-in renews': async () => {
          const customer = await signedInCustomer(`http://127.0.0.1:${port()}`)
          customerToken = customer.accessToken
          const expiresAt = String(Date.now() + customer.expiresIn * 1000)
          await returning(page, {
            accessToken: customer.accessToken,
            accountId: customer.accountId,
            refreshToken: customer.refreshToken,
            idToken: customer.idToken,
            tokenExpiresAt: expiresAt,
          })
          await page.goto('/')
        },
        'a returning customer with the expiry test flag': async () => {
          const customer = await signedInCustomer(`http://127.0.0.1:${port()}`)
          customerToken = customer.accessToken
          await returning(page, { accessToken: customer.accessToken, accountId: customer.accountId })
          await page.goto('/?testsessionexpirefeature')
        },
      },
      arrange: {
        'the server cannot be reached': () => page.route(HANDSHAKE, (route) => route.abort('connectionrefused'), { times: 1 }),
        'the provider cannot be reached': () =>
          page.route('**/oidc/.well-known/openid-configuration', (route) => route.abort('connectionrefused'), { times: 1 }),
      },
      events: {
        'session.retry': () => page.getByRole('button', { name: 'Try again?' }).click(),
        // The server has forgotten this tab's handshake: the next call is refused and a new one is made.
        'session.handshakeRejected': async () => {
          await page.route(
            '**/v2/dopservice/allbrands',
            (route) => route.fulfill({ status: 401, json: { success: false, responseCode: 401, errorKey: 'handshakeInvalid', message: 'unknown' } }),
            { times: 1 },
          )
          await store().getByRole('link', { name: 'Brands' }).click()
        },
        // A signed-in call answered 440.
        'session.expired': async () => {
          await page.route(
            '**/v2/dopservice/allbrands',
            (route) => route.fulfill({ status: 200, json: { success: false, responseCode: 440, message: 'expired' } }),
            { times: 1 },
          )
          await store().getByRole('link', { name: 'Brands' }).click()
        },
        // The shopper signs in on the provider's page with an account of their own, and comes back.
        'session.signedIn': async () => {
          const { email } = await registered(page.request)
          await page.getByRole('button', { name: 'Sign in', exact: true }).click()
          await page.getByRole('textbox', { name: 'Email' }).fill(email)
          await page.getByLabel('Password').fill(PASSWORD)
          await page.getByRole('button', { name: 'Sign in', exact: true }).click()
          await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
          customerToken = (await sessionValue(page, 'accessToken')) ?? ''
        },
        // Signing out goes through the provider's sign-out page and back, unless the provider cannot be reached.
        'session.signOut': () => signOut(page, 'page', { mayStay: true }),
        // A guest opening their account is sent to sign in; they walk away from it, back to the store.
        'session.securePageShown': async () => {
          await page.goto('/my-account')
          await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
          await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
          await page.goto('/')
        },
        'session.multipackListed': async () => {
          await store().getByRole('link', { name: 'Variety Packs' }).click()
          await page.getByRole('link', { name: 'Build your 30-pack' }).click()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your 30-pack')
        },
      },
      states: {
        handshaking: async (expected) => {
          // A new handshake is asked for: the first, a retry, or a new one after a refusal. The
          // attempts are counted from the first of them, as a slow check may come after the next.
          if (expected.context.attempts === 1) handshakesBefore = handshakesSeen
          await expect.poll(() => handshakes).toBeGreaterThanOrEqual(handshakesBefore + expected.context.attempts)
        },
        unavailable: async (expected) => {
          // Each attempt asked for one handshake, and no more came once the store gave up.
          expect(handshakes).toBe(handshakesBefore + expected.context.attempts)
          handshakesSeen = handshakes
          // The page the server rendered stays readable; going on to another page shows the store cannot start.
          if (await store().isVisible()) await store().getByRole('link', { name: 'Brands' }).click()
          await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible()
          await expect(page.getByRole('button', { name: 'Try again?' })).toBeVisible()
        },
        '#session.ready.guest': async (expected) => {
          await expect(store()).toBeVisible()
          handshakesSeen = handshakes
          await expect.poll(() => sessionValue(page, 'sessionId')).not.toBeNull()
          await expect.poll(() => sessionValue(page, 'accessToken')).toBeNull()
          await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
          if (expected.context.expired) {
            await expect(page.getByText('Your session has timed out. Please login to continue.')).toBeVisible()
            await expect(page).toHaveURL(/\/(\?.*)?$/)
          }
        },
        '#session.ready.customer': async (expected) => {
          await expect(store()).toBeVisible()
          handshakesSeen = handshakes
          // The test flag's expiry ends the sign-in a second after the variety packs show, however slow the page was to get there: the next step sees it end.
          if (expected.matches({ ready: { customer: 'expiryTestScheduled' } })) return
          expect(await sessionValue(page, 'accessToken')).toBe(customerToken)
          await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
        },
      },
    }
  },
  {
    skip: {
      'after renewDelay': 'an access token lives 15 minutes: its renewal is walked by the model tests and the server tests, not by waiting in a browser',
      'a provider with no sign-out page': 'the store’s own provider always has a sign-out page; a provider without one is walked by the model tests',
    },
  },
)
