import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { storeApi } from './api.ts'
import { addToCart, cheapSnack, fillCard, fillContact, fillShipping } from './shopper-at-checkout.ts'
import { mailTo } from './mailbox.ts'
import { holdSignIn, PASSWORD, signedInCustomer } from './customer.ts'
import { CART_OWNER_KEY, CART_WAITING_KEY } from '#machines/cart/cart.actors.ts'

const CHANGES = '**/v3/dopservice/b2c/savecartwebdata'

/** The shopper's cart as the server has it: each line's quantity by its id. */
async function serverCart(page: Page) {
  const owner = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_OWNER_KEY)
  expect(owner).not.toBeNull()
  const api = await storeApi(page.request)
  const cart = await api.post('/v3/dopservice/b2c/getcartwebdata', { ...owner, locale: 'en-us' })
  return Object.fromEntries((cart.cartItems as { lineId: string; quantity: number }[]).map((line) => [line.lineId, line.quantity]))
}

/** The changes the browser still keeps for the server. */
const waitingInBrowser = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, CART_WAITING_KEY)

const saving = (page: Page) => page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('status')

/** The shopper adds the snack, sees it saved, and opens the cart page. */
async function toCartWith(page: Page, snack: { slug: string; title: string }) {
  await page.goto(`/product/${snack.slug}`)
  await page.getByRole('button', { name: `Add to cart ${snack.title}` }).click()
  await expect(saving(page)).toContainText('All changes saved.')
  await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
}

test('an add whose requests never reach the server is kept, shown, and sent again until the server has it, once', async ({ page }) => {
  const snack = await cheapSnack(page)
  let refused = 0
  await page.route(CHANGES, (route) => (refused++ < 2 ? route.abort('connectionrefused') : route.fallback()))
  await page.goto(`/product/${snack.slug}`)
  await page.getByRole('button', { name: `Add to cart ${snack.title}` }).click()
  // The mini cart names the snack at once, and says the store is being tried again.
  await expect(saving(page)).toContainText(`Adding: ${snack.title}`)
  await expect(saving(page)).toContainText('We couldn’t reach the store. Trying again: 1 change is waiting.')
  await expect(saving(page)).toContainText('All changes saved.', { timeout: 10_000 })
  expect(refused).toBe(3)
  expect(await serverCart(page)).toEqual({ [snack.id]: 1 })
  expect(await waitingInBrowser(page)).toBe(0)
})

test('a change the server applied whose answer was lost is sent again and applied once', async ({ page }) => {
  const snack = await cheapSnack(page)
  let dropped = 0
  await page.route(CHANGES, async (route) => {
    if (dropped++ > 0) return route.fallback()
    // The server has the change; its answer never reaches the browser.
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.goto(`/product/${snack.slug}`)
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
  await page.getByRole('button', { name: `Add to cart ${snack.title}` }).click()
  await expect(saving(page)).toContainText('All changes saved.', { timeout: 10_000 })
  expect(await serverCart(page)).toEqual({ [snack.id]: 2 })
})

test('offline, the cart keeps the shopper’s changes and says so; back online, it sends them, and the server has the quantities chosen', async ({
  page,
  context,
}) => {
  const snack = await cheapSnack(page)
  await toCartWith(page, snack)

  await context.setOffline(true)
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${snack.title}` })
  for (let taps = 0; taps < 3; taps++) await page.getByRole('main').getByRole('button', { name: 'One more' }).click()
  await expect(quantity).toHaveValue('4')
  const status = page.getByRole('main').getByRole('status').filter({ hasText: 'offline' })
  await expect(status).toContainText(/You’re offline\. [12] changes? (is|are) kept here and will be saved when you’re back online\./)
  expect(await waitingInBrowser(page)).toBeGreaterThan(0)
  await expect(page.getByText('You’re offline. Changes to your cart are kept here and sent when you’re back online.')).toBeVisible()
  // The totals are the server's last pricing: the page says they wait for the changes, and makes no promise about free shipping.
  await expect(page.getByText('Totals update once your changes are saved.')).toBeVisible()
  await expect(page.getByText('Free shipping is worked out once your changes are saved.')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('You’re offline. Changes to your cart are kept here and sent when you’re back online.')).toBeHidden()
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible({ timeout: 10_000 })
  expect(await serverCart(page)).toEqual({ [snack.id]: 4 })
  await expect(page.getByText('Totals update once your changes are saved.')).toBeHidden()
  await expect(page.getByText(/more for free shipping|ships free/)).toBeVisible()
})

test('changes still waiting when the page is reloaded are sent by the page that comes back, once each', async ({ page }) => {
  const snack = await cheapSnack(page)
  await toCartWith(page, snack)

  // The server cannot be reached: the changes wait in the browser.
  await page.route(CHANGES, (route) => route.abort('connectionrefused'))
  await page.getByRole('main').getByRole('button', { name: 'One more' }).click()
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${snack.title}` })).toHaveValue('2')
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Trying again' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'One more' }).click()
  await expect.poll(() => waitingInBrowser(page)).toBe(2)

  await page.unroute(CHANGES)
  await page.reload()
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${snack.title}` })).toHaveValue('3')
  await expect.poll(() => waitingInBrowser(page), { timeout: 10_000 }).toBe(0)
  expect(await serverCart(page)).toEqual({ [snack.id]: 3 })
})

test('an add whose answer was lost just before the shopper signs in is in the account’s cart once, beside what the account held', async ({ page, baseURL }) => {
  // The customer's account holds a snack from another visit.
  const customer = await signedInCustomer(baseURL!)
  const api = await storeApi(page.request)
  const [earlier, snack] = (
    (await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })).products as {
      id: string
      slug: string
      title: string
      availability: string
      availableQty: number
    }[]
  ).filter((p) => p.availability === 'inStock' && p.availableQty >= 5)
  const guest = await api.put('/v2/dopservice/update-persist-cart', {
    isAuth: false,
    email: '',
    accountId: '',
    cartamount: 0,
    persistCartData: [{ kind: 'product', itemId: earlier!.id, quantity: 1 }],
  })
  await api.post(
    '/v3/dopservice/b2c/mergecart',
    { guest: { cartId: guest.persistCartId, cartToken: guest.cartToken } },
    { 'X-Auth-Token': customer.accessToken },
  )

  // As a guest on this browser: the add reaches the server, its answer does not, and the store cannot be reached again until the shopper has signed in.
  let sent = 0
  let signedIn = false
  // What reached the server, in order: the carts are merged only once the add is saved.
  const reached: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/v3/dopservice/b2c/mergecart')) reached.push('merge')
  })
  await page.route(CHANGES, async (route) => {
    if (sent++ === 0) {
      await route.fetch()
      return route.abort('connectionreset')
    }
    if (!signedIn) return route.abort('connectionrefused')
    reached.push('add')
    return route.fallback()
  })
  await page.goto(`/product/${snack!.slug}`)
  await page.getByRole('button', { name: `Add to cart ${snack!.title}` }).click()
  await expect(saving(page)).toContainText('We couldn’t reach the store.')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  signedIn = true

  // The add is saved once, then the carts are merged: the snack once, beside the account's.
  await expect(page.getByRole('link', { name: /^Cart, 2 items$/ })).toBeVisible({ timeout: 15_000 })
  await page.goto('/cart')
  for (const title of [earlier!.title, snack!.title]) await expect(page.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('1')
  expect(await waitingInBrowser(page)).toBe(0)
  expect(reached.slice(0, 2)).toEqual(['add', 'merge'])
})

const ORDERS = '**/v3/dopservice/submittedorder'

/** The dearest snacks in stock, which the gift card and coupon journeys buy while these run. */
const BOUGHT_ELSEWHERE = 3

/** A snack with stock to spare that other journeys leave alone: one of the dearer half of the list, past the dearest few. */
async function quietSnack(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceDesc' }, { locationNumber: '1' })
  const stocked = (products as { id: string; slug: string; title: string; priceCents: number; availability: string; availableQty: number }[]).filter(
    (p) => p.availability === 'inStock' && p.availableQty >= 5,
  )
  return stocked[BOUGHT_ELSEWHERE + Math.floor(Math.random() * (Math.ceil(stocked.length / 2) - BOUGHT_ELSEWHERE))]!
}

/** What the east location (Albany's) holds of a product, as the store says. */
async function stockOf(page: Page, productId: string) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceDesc' }, { locationNumber: '1' })
  return (products as { id: string; availableQty: number }[]).find((p) => p.id === productId)!.availableQty
}

/** The snack in the cart, shipping to Albany, paid by a card, the order on review; the confirmation goes to `email`. */
async function toReview(page: Page, email: string) {
  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
  await fillContact(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled()
}

const confirmations = (email: string) => mailTo(email).filter((mail) => mail.text.includes('Your Snackfolk order'))
const thankYou = (page: Page) => page.getByRole('heading', { name: 'Thank you for your order!' })
const orderNumberOn = async (page: Page) => new URL(page.url()).searchParams.get('order')

test('an order the server placed whose answer was lost is found, not placed again: the thank-you page, one confirmation, its stock taken once', async ({
  page,
}) => {
  const snack = await quietSnack(page)
  const email = `lost-${crypto.randomUUID()}@example.com`
  const stock = await stockOf(page, snack.id)
  await addToCart(page, snack)
  await toReview(page, email)
  let sent = 0
  await page.route(ORDERS, async (route) => {
    sent++
    // The server places the order; its answer never reaches the browser.
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(thankYou(page)).toBeVisible()
  expect(sent).toBe(1)
  await expect.poll(() => confirmations(email).length, { timeout: 10_000 }).toBe(1)
  expect(confirmations(email)[0]!.text).toContain(await orderNumberOn(page))
  await expect.poll(() => stockOf(page, snack.id)).toBe(stock - 1)
})

test('a page reloaded while its order is on the way shows the order placed, and places no other', async ({ page }) => {
  const snack = await quietSnack(page)
  const email = `reload-${crypto.randomUUID()}@example.com`
  const stock = await stockOf(page, snack.id)
  await addToCart(page, snack)
  await toReview(page, email)
  let placed: () => void
  const onServer = new Promise<void>((resolve) => (placed = resolve))
  // The server places the order; the page is reloaded before its answer comes.
  await page.route(ORDERS, async (route) => {
    await route.fetch()
    placed()
  })
  await page.getByRole('button', { name: /^Place order/ }).click()
  await onServer
  await page.reload()
  await expect(thankYou(page)).toBeVisible()
  await expect.poll(() => confirmations(email).length, { timeout: 10_000 }).toBe(1)
  expect(confirmations(email)[0]!.text).toContain(await orderNumberOn(page))
  await expect.poll(() => stockOf(page, snack.id)).toBe(stock - 1)
})

test('Place order pressed on two tabs of one cart places one order, which both tabs show', async ({ page, context }) => {
  const snack = await quietSnack(page)
  const email = `tabs-${crypto.randomUUID()}@example.com`
  const stock = await stockOf(page, snack.id)
  await addToCart(page, snack)
  const other = await context.newPage()
  await toReview(page, email)
  await toReview(other, email)
  await Promise.all([page.getByRole('button', { name: /^Place order/ }).click(), other.getByRole('button', { name: /^Place order/ }).click()])
  await expect(thankYou(page)).toBeVisible()
  await expect(thankYou(other)).toBeVisible()
  expect(await orderNumberOn(other)).toBe(await orderNumberOn(page))
  await expect.poll(() => confirmations(email).length, { timeout: 10_000 }).toBe(1)
  await expect.poll(() => stockOf(page, snack.id)).toBe(stock - 1)
})

test('an address and a profile change that never reach the store keep what was typed, say so, and are saved when sent again', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  await holdSignIn(page, customer)
  await page.goto('/my-account/my-addresses')
  const notSent = page.getByRole('main').getByRole('alert').filter({ hasText: 'We couldn’t reach the store. Nothing you typed is lost: try again.' })

  await page.route('**/webservices/createaddress', (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: 'Add an address' }).click()
  await fillShipping(page, { Address: '9 Harbor Rd' })
  await page.getByRole('button', { name: 'Save the address' }).click()
  await expect(notSent).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('9 Harbor Rd')
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Albany')
  await page.unroute('**/webservices/createaddress')
  await page.getByRole('button', { name: 'Save the address' }).click()
  await expect(page.getByText('9 Harbor Rd')).toBeVisible()
  await expect(page.getByText('Primary address')).toBeVisible()
  await expect(notSent).toBeHidden()

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My profile' }).click()
  await page.route('**/v2/dopservice/updateaccount', (route) => route.abort('connectionrefused'))
  await page.getByRole('button', { name: 'Change my profile' }).click()
  await page.getByRole('textbox', { name: 'Last name' }).fill('Harbor')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(notSent).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Harbor')
  await page.unroute('**/v2/dopservice/updateaccount')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText(/ Harbor$/)).toBeVisible()
})
