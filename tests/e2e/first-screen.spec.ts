import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { storeApi } from './api.ts'

/** The pages shoppers land on, each with the heading the server's page shows. */
async function landingPages(request: Parameters<typeof storeApi>[0]) {
  const api = await storeApi(request)
  const list = await api.post('/v2/dopservice/filter-products', { sort: 'name' })
  const product = list.products[0]
  const bundle = (await api.get('/v3/dopservice/getallbundles'))[0]
  return {
    product,
    pages: [
      { path: '/', heading: 'Find your next favorite snack', shows: 'product' },
      { path: '/all-snacks', heading: 'All Snacks', shows: 'product' },
      { path: `/product/${product.slug}`, heading: product.title, shows: 'price' },
      { path: `/bundle/${bundle.slug}`, heading: bundle.title, shows: 'price' },
      { path: '/flaminhotshop', heading: 'Flamin’ Hot Shop', shows: 'product' },
      { path: '/brands', heading: 'All Brands', shows: 'link' },
      { path: '/flavors', heading: 'Flavors', shows: 'link' },
      { path: '/varietypack', heading: 'Variety packs', shows: 'link' },
      { path: '/giftcards', heading: 'Gift cards', shows: 'price' },
      { path: '/aboutus', heading: /about/i, shows: 'text' },
    ],
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('each landing page the server renders shows its heading, its products and their prices', async ({ page, request }) => {
    const { pages } = await landingPages(request)
    for (const { path, heading, shows } of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(response?.headers()['cache-control'], path).toBe('private, no-cache')
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      if (shows === 'product') await expect(page.getByRole('article').first().locator('.price'), path).toContainText('$')
      if (shows === 'price') await expect(page.locator('main .price').first(), path).toContainText('$')
      if (shows === 'link') await expect(page.locator('main a').first(), path).toBeVisible()
    }
  })

  test('the header’s search lists the matches, and links are links', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search snacks' }).fill('chips')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/all-snacks\?search=chips/)
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('an unknown address and an unknown product answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no/such/page', '/product/no-such-snack']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/can’t find/)
    }
  })

  test('a shopper who chose Spanish gets the page in Spanish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es-us', url: baseURL! }])
    await page.goto('/all-snacks')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todos los snacks')
  })
})

/** What the browser's console said while the page loaded and the app took it over. */
function consoleOf(page: Page) {
  const said: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text())
  })
  page.on('pageerror', (error) => said.push(error.message))
  return said
}

test('the browser takes over each landing page without a hydration warning and without asking for its data again', async ({ page, request }) => {
  const { pages } = await landingPages(request)
  const said = consoleOf(page)
  // The cart's page too: the server renders its heading, the browser the shopper's cart.
  for (const { path, heading } of [...pages, { path: '/cart', heading: 'Your cart' }]) {
    const calls: string[] = []
    const listen = (r: { url: () => string }) => {
      const url = new URL(r.url())
      if (/^\/v[23]\/dopservice\/(filter-products|productdetail|home\/|navigationlist|labelslist)/.test(url.pathname)) calls.push(url.pathname)
    }
    page.on('request', listen)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    await page.waitForLoadState('networkidle')
    page.off('request', listen)
    expect(calls, path).toEqual([])
  }
  // A production build names a hydration mismatch by its number only (react.dev/errors/418).
  expect(said.filter((text) => /hydrat|did not match|server rendered|react\.dev\/errors\/4(?:18|19|23|25)\b/i.test(text))).toEqual([])
})

test('a page is named in its tab from the first moment, in the page the server sends and all the while the browser takes it over, in the shopper’s language', async ({
  page,
}) => {
  const said = consoleOf(page)
  // Every title the tab shows, from the first one parsed.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { titlesSeen?: string[] }).titlesSeen = seen
    new MutationObserver(() => seen.at(-1) !== document.title && seen.push(document.title)).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  const named = [
    { path: '/cart', title: 'Your cart | Snackfolk.com' },
    { path: '/giftcards', title: 'Gift cards | Snackfolk.com' },
    { path: '/contactus', title: 'Contact us | Snackfolk.com' },
    { path: '/orderlookup', title: 'Order lookup | Snackfolk.com' },
    { path: '/createAccount', title: 'Create account | Snackfolk.com' },
    { path: '/forgotpassword', title: 'Forgot your password? | Snackfolk.com' },
    { path: '/varietypack/customize', title: 'Build your 30-pack | Snackfolk.com' },
    { path: '/checkout', title: 'Checkout | Snackfolk.com' },
    { path: '/cart?lang=es-us', title: 'Tu carrito | Snackfolk.com' },
    { path: '/checkout', title: 'Pagar | Snackfolk.com' },
  ]
  for (const { path, title } of named) {
    expect((await (await page.request.get(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1], path).toBe(title)
    await page.goto(path)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => [...new Set([...(window as { titlesSeen?: string[] }).titlesSeen!, document.title])]), path).toEqual([title])
  }
  expect(said.filter((text) => /hydrat|did not match|server rendered|uncompiled message|react\.dev\/errors\/4(?:18|19|23|25)\b/i.test(text))).toEqual([])
})
