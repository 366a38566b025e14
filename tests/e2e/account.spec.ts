import type { Page } from '@playwright/test'
import { test, expect, expectNoAxeViolations, port } from './fixtures.ts'
import { holdSignIn, PASSWORD, registered, signedInCustomer, signOut } from './customer.ts'
import { storeApi } from './api.ts'
import { addToCart, cardFrame, cheapSnack, fillCard, fillContact, fillShipping } from './shopper-at-checkout.ts'
import { mailTo, readable } from './mailbox.ts'
import { OPERATOR_TOKEN } from './start-server.ts'

/** One of the account area's own pages, opened from its navigation. */
async function accountPage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
}

const screensViewed = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer as unknown as { event: string; screen_name?: string }[]).filter((e) => e.event === 'screen_view').map((e) => e.screen_name),
  )

test('a shopper signs in on the store’s own sign-in page, comes back where they were, and signs out', async ({ page }) => {
  const { email } = await registered(page.request)
  await page.goto('/all-snacks')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // An auth page: no header or footer; analytics hears the login popup shown.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect.poll(() => screensViewed(page)).toEqual(['login popup'])
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()

  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('Wrong$2026')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/all-snacks$/)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toMatch(/^ey/)

  await signOut(page)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull()
})

test('the sign-in page in Spanish has no axe violations', async ({ page }) => {
  await page.goto('/all-snacks?lang=es-us')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await expectNoAxeViolations(page)
})

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

test('a shopper registers, every rule said beside its field, then signs in with the email already filled', async ({ page }) => {
  const email = `bo-${Date.now()}@example.com`
  await page.goto('/createAccount')
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create account' }).click()
  for (const message of [
    'Email is required.',
    'Pasword is required.',
    'Day is required.',
    'Month is required.',
    'Year is required.',
    'Gender is required.',
    'Terms & Conditions is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused()
  await expectNoAxeViolations(page)

  await page.getByRole('textbox', { name: 'First name' }).fill('Bo')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('snack')
  await expect(page.getByRole('list', { name: 'Your password needs' }).getByText('A lowercase letter')).toContainText('(done)')
  await expect(page.getByRole('list', { name: 'Your password needs' }).getByText('A symbol')).toContainText('(to do)')
  await password.fill(PASSWORD)
  await choose(page, /Day$/, '4')
  await choose(page, /Month$/, 'July')
  await choose(page, /Year$/, String(new Date().getFullYear() - 10))
  await choose(page, /Gender$/, 'Female')
  await page.getByText('I accept the Terms & Conditions').click()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Sorry! You must be 18 or older to register for the concert.')).toBeVisible()

  await choose(page, /Year$/, '1990')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

  // Signed out and in again, the account is theirs as registered.
  await signOut(page)
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('link', { name: 'My account' }).click()
  await accountPage(page, 'My profile')
  await expect(page.getByText('Bo Park')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
})

test('registration in Spanish has no axe violations', async ({ page }) => {
  await page.goto('/createAccount?lang=es-us')
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Debes aceptar los Términos y condiciones')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('my account sends a guest to sign in and back, shows the profile, and signing out there leaves it', async ({ page }) => {
  const { email } = await registered(page.request)
  await page.goto('/my-account/my-profile')
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/my-account\/my-profile$/)
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Ana Lee')).toBeVisible()
  await expect(page.getByText('July 4, 1990')).toBeVisible()
  await expectNoAxeViolations(page)

  // My profile: a new last name and a newsletter.
  await page.getByRole('button', { name: 'Change my profile' }).click()
  await page.getByRole('textbox', { name: 'Last name' }).fill('L')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park')
  await page.getByText('Snackfolk news and offers').click()
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Ana Park')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  await expect(page.getByText('Snackfolk news and offers')).toBeVisible()

  // My addresses: the first one saved is the primary one, and checkout starts from it.
  await accountPage(page, 'My addresses')
  await page.getByRole('button', { name: 'Add an address' }).click()
  await page.getByRole('button', { name: 'Save the address' }).click()
  await expect(page.getByText('Zip code must be exactly 5 digits.')).toBeVisible()
  await fillShipping(page)
  await page.getByRole('button', { name: 'Save the address' }).click()
  await expect(page.getByText('Primary address')).toBeVisible()
  await expect(page.getByText('12 Elm St')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your address is saved.' })).toBeVisible()
  await expectNoAxeViolations(page)
  await signOut(page, 'main')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
})

test('a forgotten password: a link by email sets a new one once, and the shopper signs in with it', async ({ page }) => {
  const { email } = await registered(page.request)
  await page.goto('/all-snacks')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  // The link, as the shopper finds it in their inbox.
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1)
  const link = /https?:\/\/\S+\/resetpassword\?token=[\w-]+/.exec(readable(mailTo(email)[0]!))![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('New password', { exact: true }).fill('crunch')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('Crunch$2027')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('Crunch$2027')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('New password', { exact: true }).fill('Crunch$2028')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('This link was used already or has expired. Ask for a new one.')).toBeVisible()
})

test('forgot password in Spanish has no axe violations', async ({ page }) => {
  await page.goto('/forgotpassword?lang=es-us')
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a guest cart is merged into the account’s at sign-in, a second browser finds the same cart, and signing out leaves it behind', async ({
  page,
  browser,
}) => {
  const { email } = await registered(page.request)
  const signInHere = async (shopper: Page) => {
    // The mini cart the add opened is closed first.
    await shopper.keyboard.press('Escape')
    await expect(shopper.getByRole('dialog')).toHaveCount(0)
    await shopper.getByRole('button', { name: 'Sign in', exact: true }).click()
    await shopper.getByRole('textbox', { name: 'Email' }).fill(email)
    await shopper.getByLabel('Password').fill(PASSWORD)
    await shopper.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(shopper.getByRole('button', { name: 'Sign out' })).toBeVisible()
  }
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  const [chips, bars] = (products as Parameters<typeof addToCart>[1][]).filter((p) => p.availability === 'inStock' && p.availableQty >= 10)

  await addToCart(page, chips!)
  await signInHere(page)
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()

  const other = await browser.newPage({ baseURL: page.url().replace(/\/cart$/, '') })
  await addToCart(other, bars!)
  await signInHere(other)
  // The guest cart joins the account's once signed in: the header counts both before the cart page is opened.
  await expect(other.getByRole('link', { name: /^Cart, 2 items$/ })).toBeVisible()
  await other.goto('/cart')
  await expect(other.getByRole('main').getByRole('link', { name: chips!.title })).toBeVisible()
  await expect(other.getByRole('main').getByRole('link', { name: bars!.title })).toBeVisible()
  await expect(other.getByRole('link', { name: /^Cart, 2 items$/ })).toBeVisible()

  // The reloaded page waits for the store's flows, a handshake and the cart: slow while the other worker signs in.
  await page.reload()
  await expect(page.getByRole('link', { name: /^Cart, \d+ items$/ })).toHaveAccessibleName('Cart, 2 items', { timeout: 15_000 })

  await signOut(other, 'banner')
  await expect(other.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()
  await other.close()
})

/** From the cart to the payment step, the shipping address typed. */
async function toPaymentFromCart(page: Page) {
  await page.goto('/checkout')
  // A customer starts with their name filled in.
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ana')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0)
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
}

test('a customer buys signed in, finds the order in My orders, and Reorder puts it back in the cart', async ({ page }) => {
  const { email } = await registered(page.request)
  const snack = await cheapSnack(page)
  await addToCart(page, snack)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()

  await toPaymentFromCart(page)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await fillContact(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  const number = (await page.locator('.thank-you__number strong').textContent())!
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()

  await page.getByRole('link', { name: 'My account' }).click()
  await accountPage(page, 'My orders')
  await page.getByRole('link', { name: number }).click()
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByText(`1 × ${snack.title}`)).toBeVisible()
  await expect(page.locator('.order-status')).toHaveText('Placed: we are packing it.')
  // The operator ships it: the order shows its carrier and tracking number.
  const shipped = await page.request.post(`/operator/orders/${number}/ship`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  })
  expect(shipped.status()).toBe(200)
  await page.reload()
  await expect(page.locator('.order-status')).toHaveText('Shipped: it is on its way. Carrier: UPS. Tracking number: 1Z999AA10123456784.')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Reorder' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
})

test('a customer saves the card they pay with, pays with it again by its CVV alone, and deletes it from My saved cards', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  await holdSignIn(page, customer)
  const buy = async () => {
    await addToCart(page, await cheapSnack(page))
    await page.keyboard.press('Escape')
    await toPaymentFromCart(page)
    await fillContact(page)
  }
  await buy()
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByText('Save this card').click()
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()

  // Next time the saved card is offered first, and only its security code is asked.
  await buy()
  await expect(page.getByRole('radio', { name: 'visa •••• 1111, expires 12/30' })).toBeChecked()
  await expect(cardFrame(page).getByLabel('Card number')).toBeHidden()
  await cardFrame(page).getByLabel('Security code (CVV)').fill('12')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(cardFrame(page).getByText('Enter the 3 or 4 digits of the security code.')).toBeVisible()
  await cardFrame(page).getByLabel('Security code (CVV)').fill('321')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid with visa •••• 1111')

  // My saved cards: deleted once the customer says yes, and no longer offered.
  await page.goto('/my-account/my-saved-cards')
  await expect(page.getByRole('listitem').filter({ hasText: 'visa •••• 1111, expires 12/30' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete visa •••• 1111' }).click()
  await page.getByRole('button', { name: 'Keep it' }).click()
  await page.getByRole('button', { name: 'Delete visa •••• 1111' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText('No saved cards.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'The card is deleted.' })).toBeVisible()
  await page.reload()
  await expect(page.getByText('No saved cards.')).toBeVisible()
  await buy()
  await expect(page.getByRole('radio', { name: /••••/ })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked()
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
})

test('a customer changes their password from My account; a wrong current password is said beside it', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  await holdSignIn(page, customer)
  await page.goto('/my-account')
  // The account's pages are listed once.
  for (const section of ['My profile', 'My orders', 'My addresses', 'My variety packs', 'My saved cards', 'Change password'])
    await expect(page.getByRole('main').getByRole('link', { name: section })).toHaveCount(1)
  // Each screen analytics names is reported as it shows.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My addresses' }).click()
  await expect.poll(() => screensViewed(page)).toEqual(['my addresses'])
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await expect.poll(() => screensViewed(page)).toEqual(['my addresses', 'change password'])
  await expectNoAxeViolations(page)
  await page.getByLabel('Current password').fill('Wrong$2026')
  await page.getByLabel('New password', { exact: true }).fill('Crunch$2027')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Authentication Failed. Your username or password is incorrect.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toBeFocused()
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible()
})

test('five wrong passwords lock the account for a while, said on the sign-in page', async ({ page }) => {
  const { email } = await registered(page.request)
  await page.goto('/all-snacks')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('Password').fill(`Wrong$${i}000`)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByLabel('Password')).toHaveValue('')
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been locked due to too many incorrect password attempts' })).toBeVisible()
  // Even the right password waits now.
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been locked' })).toBeVisible()
  await expect(page).toHaveURL(/\/interaction\//)
})

test('the account pages in Spanish have no axe violations', async ({ page, baseURL }) => {
  // Seven pages, each checked whole by axe.
  test.setTimeout(120_000)
  const customer = await signedInCustomer(baseURL!)
  await roadTripSaved(page, customer)
  await holdSignIn(page, customer, '/?lang=es-us')
  // The choice of language is kept once the Spanish page shows.
  await expect(page.getByRole('heading', { name: 'Encuentra tu próximo snack favorito' })).toBeVisible()
  for (const address of [
    '/my-account',
    '/my-account/my-profile',
    '/my-account/my-orders',
    '/my-account/my-addresses',
    '/my-account/my-variety-packs',
    '/my-account/my-saved-cards',
  ]) {
    await page.goto(address)
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/resetpassword?token=unknown')
  await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a shopper signs in with Google through the sandbox, and the password sign-in points them back to Google', async ({ page }) => {
  const email = `gia-${Date.now()}@gmail.example`
  const throughTheSandbox = async () => {
    await expect(page.getByRole('heading', { name: 'Google (sandbox)' })).toBeVisible()
    await expect(page.getByText('This is a sandbox standing for Google.')).toBeVisible()
    await page.getByLabel('Google account email').fill(email)
    await page.getByRole('button', { name: 'Continue as this Google account' }).click()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  }
  await page.goto('/all-snacks')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await throughTheSandbox()
  await expect(page).toHaveURL(/\/all-snacks$/)

  await signOut(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const said = page.getByRole('alert').filter({ hasText: 'Account already exists. Please login' })
  await expect(said).toBeVisible()
  await said.getByRole('button', { name: 'through Google sign in' }).click()
  // Still signed in at Google (its own session), the shopper comes straight back signed in.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

/** The customer's saved mix "Road trip": 15 packs of a snack in stock, and 15 of one sold out since. */
async function roadTripSaved(page: Page, customer: { accessToken: string }) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { multipack: true, sort: 'name' })
  type Snack = { id: string; title: string; availability: string; availableQty: number }
  const [chips, bars] = (products as Snack[]).filter((p) => p.availability === 'inStock' && p.availableQty >= 30)
  const soldOut = (products as Snack[]).find((p) => p.availability !== 'inStock')!
  await api.post(
    '/v3/dopservice/b2c/mixpack',
    {
      name: 'Road trip',
      picks: [
        { productId: chips!.id, quantity: 15 },
        { productId: soldOut.id, quantity: 15 },
      ],
    },
    { 'X-Auth-Token': customer.accessToken },
  )
  return { chips: chips!, bars: bars! }
}

test('a customer builds a 30-pack, saves it to My variety packs, and mends a saved mix whose snack sold out in the builder', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  const { chips, bars } = await roadTripSaved(page, customer)
  await holdSignIn(page, customer)

  // A new mix, saved under a name of the customer's own.
  await page.goto('/varietypack/customize')
  for (let i = 0; i < 30; i++) await page.getByRole('button', { name: `One more pack of ${chips.title}` }).click()
  await page.getByRole('button', { name: 'Save to My variety packs' }).click()
  await expect(page.getByText('Give your mix a name of up to 60 letters.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name your mix' }).fill('All chips')
  await page.getByRole('button', { name: 'Save to My variety packs' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toHaveText('Saved as All chips in My variety packs.')
  await page.getByRole('status').getByRole('link', { name: 'My variety packs' }).click()
  await expect(page).toHaveURL(/\/my-account\/my-variety-packs$/)
  await expect(page.getByRole('region', { name: 'My variety packs' }).getByRole('heading', { level: 3 })).toHaveText(['All chips', 'Road trip'])
  await expectNoAxeViolations(page)

  // The saved mix with a sold-out snack is mended in the builder and saved again in its place.
  await page.getByRole('link', { name: 'Edit and replace Road trip' }).click()
  await expect(page.getByRole('alert')).toContainText('We’re sorry, but one or more of your selected items are no longer available.')
  await page.getByRole('button', { name: 'Edit and replace' }).click()
  for (let i = 0; i < 15; i++) await page.getByRole('button', { name: `One more pack of ${bars.title}` }).click()
  await expect(page.getByRole('textbox', { name: 'Name your mix' })).toHaveValue('Road trip')
  await page.getByRole('button', { name: 'Save to My variety packs' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toHaveText('Saved as Road trip in My variety packs.')
  await page.goto('/my-account/my-variety-packs')
  const roadTrip = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Road trip' }) })
  await expect(roadTrip).toContainText(`15 × ${chips.title}, 15 × ${bars.title}`)
  await expect(page.getByRole('button', { name: 'Add to cart Road trip' })).toBeEnabled()
  await expect(page.getByRole('region', { name: 'My variety packs' }).getByRole('heading', { level: 3 })).toHaveText(['Road trip', 'All chips'])
})

test('on the rewards site, registering joins Snackfolk Rewards: the member number comes with the sign-in, and the same email is sent to sign in', async ({
  page,
}) => {
  const email = `ola-${Date.now()}@example.com`
  const rewards = `http://rewards.localhost:${port()}`
  const register = async () => {
    await page.goto(`${rewards}/createAccount`)
    await expect(page.getByText('Your account makes you a Snackfolk Rewards member.')).toBeVisible()
    await page.getByRole('textbox', { name: 'First name' }).fill('Ola')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lund')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await choose(page, /Day$/, '4')
    await choose(page, /Month$/, 'July')
    await choose(page, /Year$/, '1990')
    await choose(page, /Gender$/, 'Female')
    await page.getByText('I accept the Terms & Conditions').click()
    await page.getByRole('button', { name: 'Create account' }).click()
  }
  const calls: string[] = []
  page.on(
    'request',
    (request) =>
      void (
        /verifyemailfortastyrewards|createcustomer|createprofile|register-user/.test(request.url()) &&
        calls.push(new URL(request.url()).pathname.split('/').pop()!)
      ),
  )
  await register()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  expect(calls).toEqual(['verifyemailfortastyrewards', 'createcustomer', 'createprofile', 'register-user'])
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  const loyaltyId = await page.evaluate(() => sessionStorage.getItem('loyaltyId'))
  expect(loyaltyId).toMatch(/^SR\d{10}$/)
  // My profile shows the member number.
  await page.getByRole('link', { name: 'My account' }).click()
  await accountPage(page, 'My profile')
  await expect(page.getByRole('definition').filter({ hasText: loyaltyId! })).toBeVisible()
  await expectNoAxeViolations(page)
  await signOut(page, 'banner')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('loyaltyId'))).toBeNull()

  // The same email again: it has an account, and the rest of the message is the way to sign in.
  await register()
  await expect(page.getByRole('alert')).toContainText('Account already exists. Please login through Snackfolk Rewards sign in')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'through Snackfolk Rewards sign in' }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
})

test('on the rewards site, a member finds the programme’s own pages, and an email of the Canadian programme or the blended site is sent to sign in there', async ({
  page,
}) => {
  const rewards = `http://rewards.localhost:${port()}`
  // The footer: the programme's site in the shopper's language, its shop and its forgotten-password page (the development variants on this host).
  await page.goto(`${rewards}/`)
  const programme = page.getByRole('navigation', { name: 'Snackfolk Rewards programme' })
  await expect(programme.getByRole('link', { name: 'Snackfolk Rewards', exact: true })).toHaveAttribute(
    'href',
    'https://rewards.staging.snackfolk.example/en-us',
  )
  await expect(programme.getByRole('link', { name: 'Rewards shop' })).toHaveAttribute('href', 'https://rewards.staging.snackfolk.example/shop')
  await expect(programme.getByRole('link', { name: 'Forgot your Snackfolk Rewards password?' })).toHaveAttribute(
    'href',
    'https://rewards.staging.snackfolk.example/account/forgot-password',
  )
  await page.goto(`${rewards}/?lang=es-us`)
  await expect(
    page.getByRole('navigation', { name: 'Programa Snackfolk Rewards' }).getByRole('link', { name: 'Snackfolk Rewards', exact: true }),
  ).toHaveAttribute('href', 'https://rewards.staging.snackfolk.example/es-us')
  // The store's own site has none of them.
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Snackfolk Rewards programme' })).toHaveCount(0)

  // The programme answers that the email is a Canadian member's, then a blended site account's.
  const register = async (errorKey: string, spanish = false) => {
    const lang = spanish ? 'es' : ''
    await page.route('**/v2/dopservice/verifyemailfortastyrewards', (route) =>
      route.fulfill({ status: 409, json: { success: false, responseCode: 409, errorKey, message: errorKey } }),
    )
    await page.goto(`${rewards}/createAccount?lang=${spanish ? 'es-us' : 'en-us'}`)
    await page.getByRole('textbox', { name: lang ? 'Nombre' : 'First name' }).fill('Ola')
    await page.getByRole('textbox', { name: lang ? 'Apellido' : 'Last name' }).fill('Lund')
    await page.getByRole('textbox', { name: lang ? 'Correo electrónico' : 'Email' }).fill(`ola-${Date.now()}@example.com`)
    await page.getByLabel(lang ? 'Contraseña' : 'Password', { exact: true }).fill(PASSWORD)
    await choose(page, lang ? /Día$/ : /Day$/, '4')
    await choose(page, lang ? /Mes$/ : /Month$/, lang ? 'Julio' : 'July')
    await choose(page, lang ? /Año$/ : /Year$/, '1990')
    await choose(page, lang ? /Género$/ : /Gender$/, lang ? 'Femenino' : 'Female')
    await page.getByText(lang ? 'Acepto los Términos y condiciones' : 'I accept the Terms & Conditions').click()
    // A press made before the page's flows have started is sent once they have: the stand-in answers it before it is taken away.
    const answered = page.waitForResponse('**/v2/dopservice/verifyemailfortastyrewards')
    await page.getByRole('button', { name: lang ? 'Crear cuenta' : 'Create account' }).click()
    await answered
    await page.unroute('**/v2/dopservice/verifyemailfortastyrewards')
  }
  await register('pepTRCAUserIdExists')
  await expect(page.getByRole('alert')).toContainText('Account already exists. Please login through Snackfolk Rewards Canada sign in')
  await expect(page.getByRole('alert').getByRole('link', { name: 'through Snackfolk Rewards Canada sign in' })).toHaveAttribute(
    'href',
    'https://rewards-ca.staging.snackfolk.example/account/sign-in',
  )
  await expectNoAxeViolations(page)
  await register('socialIdExists', true)
  await expect(page.getByRole('alert').getByRole('link', { name: 'con Snackfolk' })).toHaveAttribute(
    'href',
    'https://www.staging.snackfolk.example/account/sign-in',
  )
  await expect(page.getByRole('alert')).toContainText('La cuenta ya existe. Inicia sesión con Snackfolk')
})
