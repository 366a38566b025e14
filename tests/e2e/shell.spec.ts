import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, expectNoAxeViolations, port } from './fixtures.ts'
import { signedInCustomer } from './customer.ts'

async function apiNavigation(request: APIRequestContext, locale = 'en-us') {
  const handshake = (await (await request.post('/v2/dopservice/handshaking')).json()).data
  const response = await request.get(`/v2/dopservice/navigationlist?locale=${locale}`, { headers: handshake })
  return (await response.json()).data as { label: string; path: string; menuSeq: number }[]
}

test('the home page shows the navigation from the API, in menuSeq order, for the screens that exist', async ({ page, request }) => {
  const items = await apiNavigation(request)
  await page.goto('/')
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
  await expect(links).toHaveText(['All Snacks', 'Brands', 'Flavors', 'Variety Packs', "Flamin' Hot Shop", 'About Us', 'FAQ'])
  const shown = await links.allTextContents()
  const inMenuSeqOrder = [...items]
    .sort((a, b) => a.menuSeq - b.menuSeq)
    .map((i) => i.label)
    .filter((label) => shown.includes(label))
  expect(shown).toEqual(inMenuSeqOrder)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next favorite snack')
  await expect(page).toHaveTitle('Snackfolk.com')
})

test('a navigation link opens its page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
})

test('?lang=es-us gives Spanish that survives a reload', async ({ page }) => {
  await page.goto('/?lang=es-us')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu próximo snack favorito')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Quiénes somos' })).toBeVisible()
  await page.goto('/')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu próximo snack favorito')
  await expect(page.getByText('Envío gratis en pedidos de más de $15')).toBeVisible()
})

test('an es-us path segment chooses Spanish, at the page’s one address with the language asked', async ({ page }) => {
  await page.goto('/es-us/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
  await expect(page).toHaveURL(/\/faq\?lang=es-us$/)
})

test('the language switcher changes the language of the page being read, and of the pages after it, their frame included', async ({ page }) => {
  await page.goto('/aboutus')
  await expect(page.getByText('Free shipping on orders over $15')).toBeVisible()
  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiénes somos')
  // The next page's address names no language: it and its frame are in the one chosen.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
  await expect(page.getByText('Envío gratis en pedidos de más de $15')).toBeVisible()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  await expect(page.getByText('Free shipping on orders over $15')).toBeVisible()
})

test('maintenance hides the header and footer on blue', async ({ page }) => {
  await page.goto('/maintenance')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snackfolk is getting a refill')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.locator('.page')).toHaveCSS('background-color', 'rgb(29, 78, 216)')
})

for (const path of ['/forgotpassword', '/resetpassword', '/implicit/callback', '/implicit/ssocallback']) {
  test(`${path} has no header or footer, on white`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.locator('.page')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })
}

test('the hot shop is dark and offsets its content below the header: 82px above 900px, else 92px', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 })
  await page.goto('/flaminhotshop')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flamin’ Hot Shop')
  await expect(page.locator('.page')).toHaveCSS('background-color', 'rgb(18, 11, 11)')
  const offset = () => page.locator('main').evaluate((el) => getComputedStyle(el).getPropertyValue('--header-offset').trim())
  expect(await offset()).toBe('82px')
  await page.setViewportSize({ width: 800, height: 800 })
  expect(await offset()).toBe('92px')
})

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

/** Leaves the page the server rendered for the home page, which the browser then loads itself. */
async function goHomeInTheBrowser(page: Page) {
  await page.goto('/faq')
  await page.getByRole('banner').getByRole('link', { name: 'Snackfolk', exact: true }).click()
}

test('a failed load shows the error screen, and Try again? recovers', async ({ page }) => {
  let fail = true
  await page.route('**/v2/dopservice/home/bannerlist**', (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, responseCode: 500, errorKey: 'serverError' } }) : route.fallback(),
  )
  await goHomeInTheBrowser(page)
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Something went to wrong on server, please try again')
  fail = false
  await page.getByRole('button', { name: 'Try again?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next favorite snack')
})

test('a store that cannot start a session shows the error screen, and Try again? recovers', async ({ page }) => {
  let fail = true
  await page.route('**/v2/dopservice/handshaking', (route) => (fail ? route.abort() : route.fallback()))
  await goHomeInTheBrowser(page)
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible({ timeout: 10_000 })
  fail = false
  await page.getByRole('button', { name: 'Try again?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next favorite snack')
})

test('a rendering crash shows the error screen and reports an event', async ({ page }) => {
  await page.addInitScript(() => {
    const padStart = String.prototype.padStart
    // A price whose cents are 01 (the first best seller's, made one cent below) makes the price view throw while rendering, as a bug in a view would.
    String.prototype.padStart = function (length: number, fill?: string) {
      if (String(this) === '1' && length === 2 && fill === '0') throw new Error('price view crashed')
      return padStart.call(this, length, fill)
    }
  })
  await page.route('**/v2/dopservice/home/bestsellerlist**', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data[0].priceCents = 1
    await route.fulfill({ response, json: body })
  })
  await goHomeInTheBrowser(page)
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible()
  const crashes = () =>
    page.evaluate(() => (window.dataLayer as unknown as { event: string; error?: string }[]).filter((e) => e.event === 'render_error').map((e) => e.error))
  await expect.poll(crashes).toEqual([expect.stringContaining('price view crashed')])
})

test('a 440 while signed in signs out, goes home and says the session timed out', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  await page.goto('/')
  await page.evaluate((token) => sessionStorage.setItem('accessToken', token), customer.accessToken)
  await page.reload()
  let answered = false
  await page.route('**/v2/dopservice/contentlist**', (route) => {
    if (answered) return route.fallback()
    answered = true
    return route.fulfill({ status: 200, json: { success: false, responseCode: 440 } })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page.getByRole('alert')).toContainText('Your session has timed out. Please login to continue.')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull()
})

test('the rewards site on rewards.localhost has its own name', async ({ page }) => {
  await page.goto(`http://rewards.localhost:${port()}/`)
  await expect(page).toHaveTitle('Snackfolk Rewards')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Snackfolk Rewards' })).toBeVisible()
})

test('the business-buyer prompt asks, and No keeps the shopper here', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buying for a business?' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Are you ordering products for a business that sells snacks to customers?')
  await dialog.getByRole('button', { name: 'No, keep shopping' }).click()
  await expect(dialog).toHaveCount(0)
  const answers = () => page.evaluate(() => (window.dataLayer as unknown as { event: string }[]).filter((e) => e.event === 'business_prompt'))
  await expect.poll(answers).toEqual([{ event: 'business_prompt', answer: 'no' }])
})

test('a first visit asks the business-buyer question once, quietly at the foot of the page, and remembers the answer', async ({ page }) => {
  await page.goto('/')
  const question = page.getByRole('group', { name: 'Business orders' })
  await expect(question).toContainText('Are you ordering products for a business that sells snacks to customers?')
  await expect(page.getByRole('contentinfo').getByRole('group', { name: 'Business orders' })).toBeVisible()
  await expectNoAxeViolations(page)
  await question.getByRole('button', { name: 'No, keep shopping' }).click()
  await expect(question).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('snackfolk.businessAnswer'))).toBe('no')
  // Answered: not asked again, on the next page or the next visit; the footer still asks when the shopper wants.
  await page.goto('/all-snacks')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(question).toHaveCount(0)
  await page.getByRole('button', { name: 'Buying for a business?' }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you ordering products for a business that sells snacks to customers?')
})

test('the footer shows a build version ending in 3.3.8 and page views reach the data layer', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(/Version \S*3\.3\.8$/m)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Returns policy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns Policy')
  const views = () =>
    page.evaluate(() => (window.dataLayer as unknown as { event: string; page_path?: string }[]).filter((e) => e.event === 'page_view').map((e) => e.page_path))
  await expect.poll(views).toEqual(['/', '/returns-policy'])
})

test('?inspect opens the Stately inspector beside a development host’s store, and never on a production host or without asking', async ({ page, context }) => {
  await context.route('https://stately.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stately inspector</title>' }))
  // The inspector's window opens once the store has started, which takes a while on a busy machine.
  const opened = context.waitForEvent('page', { timeout: 20_000 }).then((inspector) => inspector.url())
  await page.goto('/?inspect')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(await opened).toMatch(/^https:\/\/stately\.ai\/inspect/)

  const shopper = await context.browser()!.newContext()
  await shopper.route('https://stately.ai/**', (route) => route.fulfill({ body: '' }))
  const plain = await shopper.newPage()
  const popups: string[] = []
  shopper.on('page', (opened) => popups.push(opened.url()))
  await plain.goto(`http://127.0.0.1:${process.env.E2E_PORT}/`)
  await expect(plain.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await plain.goto(`http://www.snackfolk.example:${process.env.E2E_PORT}/?inspect`)
  await expect(plain.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await plain.waitForTimeout(1_000)
  expect(popups).toEqual([])
  await shopper.close()
})
