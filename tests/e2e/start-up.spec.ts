import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { mailTo, readable } from './mailbox.ts'
import { PASSWORD, registered } from './customer.ts'
import { addToCart, cheapSnack } from './shopper-at-checkout.ts'
import { storeApi } from './api.ts'

/**
 * Holds the page's scripts back, as a phone on a slow connection does, until the test lets them go:
 * the shopper sees the server's page and acts on it before the browser's app has taken it over.
 */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page with its scripts held; `taken` settles once the app has taken the page over, after the scripts go. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page)
  const taken = page.goto(path)
  await page.getByRole('main').waitFor()
  return { release, taken }
}

/** The POST requests the page sent to an API path. */
function postsTo(page: Page, path: string) {
  const sent: unknown[] = []
  page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path) && sent.push(request.postDataJSON())))
  return sent
}

test('what a shopper types, chooses and ticks on the registration page before it is taken over is kept, and is what is registered', async ({ page }) => {
  const email = `early-${Date.now()}@example.com`
  const { release, taken } = await openHeld(page, '/createAccount')
  await page.getByRole('textbox', { name: 'First name' }).pressSequentially('Early')
  await page.getByRole('textbox', { name: 'Last name' }).pressSequentially('Bird')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
  const born = [
    [/Day$/, '4'],
    [/Month$/, 'July'],
    [/Year$/, '1990'],
    [/Gender$/, 'Female'],
  ] as const
  for (const [label, option] of born) await page.getByRole('combobox', { name: label }).selectOption({ label: option })
  await page.getByText('I accept the Terms & Conditions').click()
  release()
  await taken
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Early')
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Bird')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  for (const [label, option] of born) await expect(page.getByRole('combobox', { name: label }).locator('option:checked')).toHaveText(option)
  await expect(page.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).toBeChecked()

  // What the chart sends is what the shopper typed and chose before the page was theirs.
  const registered = postsTo(page, '/register-user')
  await page.getByLabel('Password', { exact: true }).fill('Snack-time-42')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  expect(registered).toEqual([
    expect.objectContaining({ firstName: 'Early', lastName: 'Bird', email, gender: 'female', birth: { day: '4', month: '7', year: '1990' } }),
  ])
})

test('a message typed and sent on the contact page before it is taken over is sent once, as typed', async ({ page }) => {
  const subject = `Early message ${randomBytes(3).toString('hex')}`
  const sent = postsTo(page, '/contactus')
  const { release, taken } = await openHeld(page, '/contactus')
  await page.getByRole('textbox', { name: 'Subject' }).pressSequentially(subject)
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially('Ana Lee')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially('ana@example.com')
  await page.getByRole('textbox', { name: 'How can we help?' }).pressSequentially('Sent before the page was ready.')
  await page.getByRole('button', { name: 'Send' }).click()
  // The browser did not send the form itself: the page is the one the shopper typed into.
  await expect(page).toHaveURL(/\/contactus$/)
  release()
  await taken
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your message is on its way to our service team')
  await expect.poll(() => mailTo('care@snackfolk.example').filter((mail) => readable(mail).includes(subject)).length, { timeout: 10_000 }).toBe(1)
  expect(readable(mailTo('care@snackfolk.example').find((mail) => readable(mail).includes(subject))!)).toContain('Sent before the page was ready.')
  expect(sent).toHaveLength(1)
})

test('an order looked up before the page is taken over is asked for once, as typed', async ({ page }) => {
  const asked = postsTo(page, '/v3/dopservice/orderlookup')
  const { release, taken } = await openHeld(page, '/orderlookup')
  await page.getByRole('textbox', { name: 'Order number' }).pressSequentially('SF-7K3Q9MZ')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially('nobody@example.com')
  await page.getByRole('button', { name: 'Find my order' }).click()
  release()
  await taken
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  expect(asked).toEqual([{ orderNumber: 'SF-7K3Q9MZ', email: 'nobody@example.com' }])
})

test('a shipping address typed and chosen at checkout before the page is taken over is kept, and Continue pressed then is made once, on what was typed', async ({
  page,
}) => {
  await addToCart(page, await cheapSnack(page))
  const zips = postsTo(page, '/webservices/zipcodevalidate')
  const { release, taken } = await openHeld(page, '/checkout')
  const typed = { 'First name': 'Early', 'Last name': 'Bird', Address: '12 Elm St', City: 'Albany', 'Zip code': '12207' }
  for (const [label, value] of Object.entries(typed)) await page.getByRole('textbox', { name: label, exact: true }).pressSequentially(value)
  await page.getByRole('combobox', { name: /State$/ }).selectOption({ label: 'New York' })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  release()
  await taken
  await expect(page.getByRole('group', { name: 'Billing address' })).toBeVisible()
  expect(zips).toEqual([{ zipcode: '12207' }])
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('button', { name: 'Shipping' }).click()
  for (const [label, value] of Object.entries(typed)) await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value)
  await expect(page.getByRole('combobox', { name: /State$/ }).locator('option:checked')).toHaveText('New York')
})

test('an e-gift card chosen, typed and added before the gift card page is taken over goes into the cart once, as typed, when the store has opened the cart', async ({
  page,
}) => {
  const changes = postsTo(page, '/v3/dopservice/b2c/savecartwebdata')
  const { release, taken } = await openHeld(page, '/giftcards')
  await page.getByRole('radiogroup', { name: 'Amount' }).getByText('$25.00').click()
  await page.getByRole('textbox', { name: "Recipient's first name" }).pressSequentially('Bea')
  await page.getByRole('textbox', { name: "Recipient's last name" }).pressSequentially('Ruiz')
  await page.getByRole('textbox', { name: "Recipient's email" }).pressSequentially('bea@example.com')
  // Pressed while the store has not even shaken hands: the card waits for the cart, it is not refused as busy.
  await page.getByRole('button', { name: 'Add gift card to cart' }).click()
  await expect(page).toHaveURL(/\/giftcards$/)
  release()
  await taken
  await expect(page.getByRole('button', { name: 'Send another gift card' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
  await expect(page.getByText('Your cart was busy changing')).toHaveCount(0)
  expect(changes).toEqual([
    expect.objectContaining({
      change: expect.objectContaining({
        type: 'addGiftCard',
        giftCard: expect.objectContaining({ amountCents: 2500, firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com' }),
      }),
    }),
  ])
})

test('packs added to the builder before it is taken over are in the mix once it is, each once, in order', async ({ page }) => {
  const { release, taken } = await openHeld(page, '/varietypack/customize')
  const more = page.getByRole('button', { name: /^One more pack of / })
  const [first, second] = [(await more.nth(0).getAttribute('aria-label'))!, (await more.nth(1).getAttribute('aria-label'))!]
  for (const name of [first, first, second, first, second]) await page.getByRole('button', { name, exact: true }).click()
  release()
  await taken
  await expect(page.getByRole('main').getByRole('status')).toHaveText('5 of 30 packs')
  const multipack = page.getByRole('complementary', { name: 'Your mix' }).getByRole('listitem')
  await expect(multipack).toHaveCount(2)
  await expect(multipack.nth(0)).toContainText(`3 × ${first.replace('One more pack of ', '')}`)
  await expect(multipack.nth(1)).toContainText(`2 × ${second.replace('One more pack of ', '')}`)
})

test('a recommended mix sent to the cart before the builder is taken over goes in once, when the store has opened the cart', async ({ page }) => {
  const api = await storeApi(page.request)
  const multipacks: { id: string; unavailable: string[] }[] = await api.get('/v3/dopservice/b2c/recommendedvarietypacklist?locale=en-us')
  const multipack = multipacks.find((offered) => offered.unavailable.length === 0)!
  const changes = postsTo(page, '/v3/dopservice/b2c/savecartwebdata')
  const { release, taken } = await openHeld(page, `/varietypack/customize?mix=${multipack.id}`)
  await page.getByRole('button', { name: 'Add variety pack to cart' }).click()
  // The press shows it was taken, and waits for the page's chart.
  await expect(page.getByRole('button', { name: 'Add variety pack to cart' })).toHaveAttribute('data-held', '')
  release()
  await taken
  await expect(page.getByRole('heading', { name: 'Your variety pack is in the cart' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
  expect(changes).toEqual([expect.objectContaining({ change: expect.objectContaining({ type: 'addMultipack' }) })])
})

test('words typed into the header search before the page is taken over get their suggestions', async ({ page }) => {
  const { release, taken } = await openHeld(page, '/')
  await page.getByRole('searchbox', { name: 'Search snacks' }).pressSequentially('jalepeno')
  release()
  await taken
  await expect(page.getByRole('combobox', { name: 'Search snacks' })).toHaveValue('jalepeno')
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
})

test('a store whose server cannot be reached says so, and comes alive when the shopper tries again', async ({ page }) => {
  await page.route('**/v2/dopservice/handshaking', (route) => route.abort('connectionrefused'))
  await page.goto('/cart')
  const notice = page.getByRole('alert').filter({ hasText: 'We can’t reach the store right now. We’ll keep trying.' })
  await expect(notice).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.unroute('**/v2/dopservice/handshaking')
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible()
})

test('while the next page loads, the page going away takes no tap; the home banner that promises the builder opens it', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('link', { name: /Build a 30-pack your way/ })
  await expect(banner).toHaveAttribute('href', '/varietypack/customize')
  // The first line of the banner in view when the shopper taps.
  const box = await page
    .getByRole('region', { name: 'Featured' })
    .getByRole('link')
    .first()
    .evaluate((link) => {
      const { x, y, width, height } = link.getClientRects()[0]!
      return { x, y, width, height }
    })

  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/v3/dopservice/b2c/recommendedvarietypacklist**', async (route) => {
    await released
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Variety Packs' }).click()
  await expect(page).toHaveURL(/\/varietypack$/)
  // The home page is still drawn, set aside: a tap on its banner goes nowhere.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variety packs')
  await expect(page).toHaveURL(/\/varietypack$/)
  await page.getByRole('link', { name: 'Build your 30-pack' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your 30-pack')
})

test('a customer who presses Sign out on their account before the page is taken over is signed out once it is', async ({ page, baseURL }) => {
  const { email } = await registered(page.request)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 })
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'))

  // Opened by the frame, not the page: the journeys' page waits for the app to take the page over, and this one leaves before it does.
  const release = await holdScripts(page)
  void page.mainFrame().goto(`${baseURL}/my-account`)
  const signOut = page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Sign out' })
  await signOut.click()
  await expect(signOut).toHaveAttribute('data-held', '')
  const roundTrip = page.waitForURL(/\/oidc\/session\/end/)
  release()
  await roundTrip
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/'))
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  // The server stops taking the customer's token.
  const handshake = (await (await page.request.post('/v2/dopservice/handshaking')).json()).data
  const customer = async () =>
    (await (await page.request.get('/v2/dopservice/getcustomer', { headers: { ...handshake, 'X-Auth-Token': token! } })).json()).responseCode
  await expect.poll(customer, { timeout: 10_000 }).toBe(440)
})

test('a guest who opens their account in a new tab, before the store has shaken hands, is sent to sign in', async ({ page }) => {
  // Each call the store makes waits a moment, so the account page asks who is shopping before the store knows.
  await page.route('**/v2/dopservice/handshaking', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.goto('/my-account/my-orders', { waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})
