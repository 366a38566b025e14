import type { Page } from '@playwright/test'
import { expect, port, test } from './fixtures.ts'
import { PASSWORD, registered, signOut } from './customer.ts'
import { storeApi } from './api.ts'
import { cardFrame, toPayment } from './shopper-at-checkout.ts'

/** Every Content-Security-Policy violation any frame of the page reports, as the browser says it. */
async function watchPolicy(page: Page) {
  const violations: string[] = []
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => void violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      )
    })
  })
  page.on('console', (message) => void (message.text().includes('Content Security Policy') && violations.push(message.text())))
  return violations
}

/** Signs in through the store's own sign-in page, from the page the tab is on. */
async function signInHere(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

/** Signs out, through the provider's sign-out page and back to the store. */
async function signOutHere(page: Page) {
  await signOut(page)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`a newcomer signs in and out at http://${host}, the address they typed, and the sign-out ends the session`, async ({ page }) => {
    const violations = await watchPolicy(page)
    const origin = `http://${host}:${port()}`
    const { email } = await registered(page.request)
    await page.goto(`${origin}/`)
    await signInHere(page, email)
    expect(new URL(page.url()).origin).toBe(origin)
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'))

    await signOutHere(page)
    expect(new URL(page.url()).origin).toBe(origin)
    // The token copied before signing out reads nothing once the API stops believing its grant (a few seconds).
    const handshake = (await (await page.request.post('/v2/dopservice/handshaking')).json()).data
    const customer = async () =>
      (await (await page.request.get('/v2/dopservice/getcustomer', { headers: { ...handshake, 'X-Auth-Token': token! } })).json()).responseCode
    await expect.poll(customer, { timeout: 10_000 }).toBe(440)
    expect(violations).toEqual([])
  })
}

test('every page, the checkout’s card frame, and the sign-in and sign-out pages load under the store’s Content-Security-Policy with nothing refused', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const violations = await watchPolicy(page)
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  const bundles = await api.get('/v3/dopservice/getallbundles')
  const pages = [
    '/',
    '/all-snacks',
    '/all-snacks/chips',
    '/brands',
    '/flavors',
    `/product/${products[0].slug}`,
    `/bundle/${bundles[0].slug}`,
    '/varietypack',
    '/varietypack/customize',
    '/flaminhotshop',
    '/holidayshop',
    '/giftcards',
    '/maintenance',
    '/createAccount',
    '/cart',
    '/aboutus',
    '/faq',
    '/returns-policy',
    '/orderlookup',
    '/forgotpassword',
    '/resetpassword?token=unknown',
    '/thankyou',
  ]
  for (const path of pages) {
    const response = await page.goto(path)
    expect(response!.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[^']+'/)
    await expect(page.locator('main')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
  }
  await toPayment(page)
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()

  const { email } = await registered(page.request)
  await page.goto('/my-account')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await page.goto('/changepassword')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await signOutHere(page)
  await page.goto('/?lang=es-us')
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible()
  expect(violations).toEqual([])
})

test('the rewards site signs a shopper in through the Google sandbox and out again, with nothing the policy refuses', async ({ page }) => {
  const violations = await watchPolicy(page)
  const rewards = `http://rewards.localhost:${port()}`
  await page.goto(`${rewards}/`)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page.getByRole('heading', { name: 'Google (sandbox)' })).toBeVisible()
  await page.getByLabel('Google account email').fill(`rae-${Date.now()}@gmail.example`)
  await page.getByRole('button', { name: 'Continue as this Google account' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(rewards)
  await signOutHere(page)
  expect(new URL(page.url()).origin).toBe(rewards)
  expect(violations).toEqual([])
})
