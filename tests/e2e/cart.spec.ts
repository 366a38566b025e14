import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { storeApi } from './api.ts'
import { addEGiftCard } from './shopper-at-checkout.ts'
import type { Page } from '@playwright/test'

type Summary = { id: string; slug: string; title: string; priceCents: number; availability: string; availableQty: number }

async function addFromProductPage(page: Page, slug: string, title: string) {
  await page.goto(`/product/${slug}`)
  await page.getByRole('button', { name: `Add to cart ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' })
  await expect(dialog).toContainText(title)
  await dialog.getByRole('button', { name: 'Keep shopping' }).click()
}

const screensViewed = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer as unknown as { event: string; screen_name?: string }[]).filter((e) => e.event === 'screen_view').map((e) => e.screen_name),
  )

const cartCount = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items$/ })

test('a shopper fills a cart, crosses the free-shipping line, and finds it all after a reload', async ({ page, request }) => {
  const api = await storeApi(request)
  const cheap: Summary[] = (await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })).products.filter(
    (p: Summary) => p.availability === 'inStock' && p.availableQty >= 10,
  )
  const [a, b, c] = cheap
  const bundle = (await api.get('/v3/dopservice/getallbundles')).find((x: Summary) => x.availability === 'inStock')

  for (const product of [a!, b!, c!]) await addFromProductPage(page, product.slug, product.title)
  await page.goto(`/bundle/${bundle.slug}`)
  await page.getByRole('button', { name: `Add to cart ${bundle.title}` }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 4 items')
  const adds = () =>
    page.evaluate(() =>
      (window.dataLayer as unknown as { event: string; items: { size_bucket: string; price_bucket: string }[] }[]).filter((e) => e.event === 'add_to_cart'),
    )
  await expect.poll(async () => (await adds()).at(-1)?.items[0]).toMatchObject({ size_bucket: 'over 8oz', price_bucket: 'over $10' })
  const lines = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .getByRole('listitem')
  await expect(lines).toHaveCount(4)

  await page.getByRole('button', { name: `Remove ${bundle.title}` }).click()
  await expect(lines).toHaveCount(3)
  const under = a!.priceCents + b!.priceCents + c!.priceCents
  expect(under).toBeLessThanOrEqual(1500)
  await expect(page.getByRole('progressbar', { name: 'Progress to free shipping' })).toHaveAttribute('aria-valuenow', String(Math.round((under / 1500) * 100)))
  await expect(page.locator('.cart-summary')).toContainText('$5.99')

  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${a!.title}` })
  const needed = Math.ceil((1501 - b!.priceCents - c!.priceCents) / a!.priceCents)
  await quantity.fill(String(needed))
  await quantity.press('Enter')
  await expect(page.getByText('Your order ships free.')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')

  await page.reload()
  await expect(lines).toHaveCount(3)
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${a!.title}` })).toHaveValue(String(needed))
  await expect(cartCount(page)).toHaveAccessibleName(`Cart, ${needed + 2} items`)
  await expectNoAxeViolations(page)
})

test('two tabs show the same cart, and another browser holding the cart sees it too', async ({ page, context, browser, request }) => {
  const api = await storeApi(request)
  const [product]: Summary[] = (await api.post('/v2/dopservice/filter-products', { sort: 'name' })).products.filter(
    (p: Summary) => p.availability === 'inStock',
  )
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible()

  const other = await context.newPage()
  await addFromProductPage(other, product!.slug, product!.title)
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 items')
  await expect(page.getByRole('link', { name: product!.title })).toBeVisible()

  const owner = await page.evaluate(() => localStorage.getItem('snackfolk.cart'))
  const elsewhere = await browser.newContext()
  // A browser that already holds this cart's id and token.
  await elsewhere.addInitScript((value) => localStorage.getItem('snackfolk.cart') ?? localStorage.setItem('snackfolk.cart', value!), owner)
  const laptop = await elsewhere.newPage()
  await laptop.goto(`http://127.0.0.1:${process.env.E2E_PORT}/cart`)
  await expect(laptop.getByRole('link', { name: product!.title })).toBeVisible()
  await elsewhere.close()
})

test('a cart id that is not yours is refused and a fresh cart is made, and too many of a product are refused', async ({ page, request }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('snackfolk.cart', JSON.stringify({ cartId: crypto.randomUUID(), cartToken: 'x'.repeat(43) })))
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Cart is empty' })).toBeVisible()
  // The refused id is forgotten; a new cart is made only with the next add.
  expect(await page.evaluate(() => localStorage.getItem('snackfolk.cart'))).toBeNull()

  const api = await storeApi(request)
  const scarce: Summary = (await api.post('/v2/dopservice/filter-products', { sort: 'name' }, { locationNumber: '1' })).products.find(
    (p: Summary) => p.availability === 'inStock' && p.availableQty < 99,
  )
  await page.goto(`/product/${scarce.slug}`)
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  await quantity.fill(String(scarce.availableQty + 5))
  await quantity.press('Tab')
  await expect(quantity).toHaveValue(String(scarce.availableQty))
  await page.getByRole('button', { name: `Add to cart ${scarce.title}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Keep shopping' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${scarce.availableQty} in your cart, the most you can order.` })).toBeVisible()
  const owner = JSON.parse((await page.evaluate(() => localStorage.getItem('snackfolk.cart')))!)
  expect(owner.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(owner.cartToken).not.toBe('x'.repeat(43))
  await expect(page.getByRole('button', { name: `Add to cart ${scarce.title}` })).toHaveCount(0)
})

test('a shopper applies a coupon, sees the discount, and removes it', async ({ page, request }) => {
  const api = await storeApi(request)
  const [product]: Summary[] = (await api.post('/v2/dopservice/filter-products', { sort: 'priceDesc' })).products.filter(
    (p: Summary) => p.availability === 'inStock',
  )
  await addFromProductPage(page, product!.slug, product!.title)
  await page.goto('/cart')
  const code = page.getByRole('textbox', { name: 'Coupon code' })
  await code.fill('NOSUCHCODE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('This coupon code doesn’t exist.')).toBeVisible()
  await code.fill('snack10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Coupon SNACK10' })).toBeVisible()
  const discount = Math.round(product!.priceCents / 10) / 100
  await expect(page.locator('.cart-summary')).toContainText(`−$${discount.toFixed(2)}`)
  await page.getByRole('button', { name: 'Remove coupon' }).click()
  await expect(page.locator('.cart-summary')).not.toContainText('Discount')
  await expectNoAxeViolations(page)
})

test('a cart the server no longer knows is rebuilt from the cart kept in the browser', async ({ page, request }) => {
  const api = await storeApi(request)
  const [a, b]: Summary[] = (await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })).products.filter(
    (p: Summary) => p.availability === 'inStock' && p.availableQty >= 5,
  )
  await addFromProductPage(page, a!.slug, a!.title)
  await addFromProductPage(page, b!.slug, b!.title)
  const before = JSON.parse((await page.evaluate(() => localStorage.getItem('snackfolk.cart')))!)
  // The stored token no longer opens the cart, as after the server lost it.
  const lost = await page.evaluate(() => {
    const cartId = crypto.randomUUID()
    localStorage.setItem('snackfolk.cart', JSON.stringify({ cartId, cartToken: 'x'.repeat(43) }))
    return cartId
  })
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: a!.title })).toBeVisible()
  await expect(page.getByRole('link', { name: b!.title })).toBeVisible()
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items')
  // The rebuilt cart is stored once the server has made it; until then the browser holds its lines.
  const storedCartId = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('snackfolk.cart'))) ?? '{}').cartId
  await expect.poll(async () => [undefined, lost].includes(await storedCartId())).toBe(false)
  expect(await storedCartId()).not.toBe(before.cartId)
  await page.reload()
  await expect(page.getByRole('link', { name: b!.title })).toBeVisible()
})

test('with a zip code the cart estimates tax, and a snack that zip’s warehouse lacks is explained', async ({ page, request }) => {
  const api = await storeApi(request)
  const { locationNumber } = await api.post('/webservices/zipcodevalidate', { zipcode: '60601' })
  const everything = async (location: number) => {
    const first = await api.post('/v2/dopservice/filter-products', { sort: 'name', page: 1 }, { locationNumber: String(location) })
    const rest = await Promise.all(
      Array.from({ length: first.pageCount - 1 }, (_, i) =>
        api.post('/v2/dopservice/filter-products', { sort: 'name', page: i + 2 }, { locationNumber: String(location) }),
      ),
    )
    return [first, ...rest].flatMap((list) => list.products as Summary[])
  }
  const [home, there] = await Promise.all([everything(1), everything(locationNumber)])
  const missing = home.find((p) => p.availability === 'inStock' && there.find((q) => q.id === p.id)?.availableQty === 0)!
  await addFromProductPage(page, missing.slug, missing.title)
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: missing.title })).toBeVisible()
  await expect(page.locator('.cart-summary')).not.toContainText('Estimated tax')

  await page.getByRole('button', { name: 'Set your zip code' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Zip code' }).fill('60601')
  // The popup is reported as analytics names it.
  expect(await screensViewed(page)).toEqual(['zip code popup'])
  await page.getByRole('dialog').getByRole('button', { name: 'Save zip code' }).click()
  await expect(page.getByText('This product is not available for selected shipping zip code.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'no longer available in the quantity you chose' })).toBeVisible()
  const tax = Math.round(missing.priceCents * 0.0625) / 100
  await expect(page.locator('.cart-summary')).toContainText(`Estimated tax for 60601$${tax.toFixed(2)}`)
  // After a reload the zip code still holds, and React Aria's pending-button announcement from the closed dialog is gone.
  await page.reload()
  await expect(page.getByText('This product is not available for selected shipping zip code.')).toBeVisible()
  await expect(page.locator('.cart-summary')).toContainText(`Estimated tax for 60601$${tax.toFixed(2)}`)
  await expectNoAxeViolations(page)
})

/** The calls to the store's API the page makes from a press of "Add to cart" until the cart shows the line. */
async function callsOfAnAdd(page: Page, product: Summary) {
  await page.goto(`/product/${product.slug}`)
  // Taken over, with what it asks for on its own (what was viewed before) asked and answered.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  const calls: string[] = []
  const listen = (request: { url(): string }) => {
    const path = new URL(request.url()).pathname
    if (/^\/(v\d+|webservices)\//.test(path)) calls.push(path.split('/').at(-1)!)
  }
  page.on('request', listen)
  await page.getByRole('button', { name: `Add to cart ${product.title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' })
  await expect(dialog).toContainText(product.title)
  await page.waitForLoadState('networkidle')
  page.off('request', listen)
  await dialog.getByRole('button', { name: 'Keep shopping' }).click()
  return calls
}

test('an add to the cart is one call to the store (the first also starts the tab’s session), with the shipping and tax estimate in its answer', async ({
  page,
  request,
}) => {
  const api = await storeApi(request)
  const [a, b] = (await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })).products.filter(
    (p: Summary) => p.availability === 'inStock' && p.availableQty >= 10,
  )
  const first = await callsOfAnAdd(page, a!)
  const next = await callsOfAnAdd(page, b!)
  console.log(`calls per add to cart: first ${first.length} (${first.join(', ')}), next ${next.length} (${next.join(', ')})`)
  // A landing page is shown without the store's flows; the shopper's first act loads them, and they make the tab's handshake first.
  expect({ first, next }).toEqual({ first: ['handshaking', 'savecartwebdata'], next: ['savecartwebdata'] })
})

test('the free-shipping bar counts the snacks alone and agrees with the shipping charged: e-gift cards say nothing of shipping, and a coupon that ships free says so', async ({
  page,
  request,
}) => {
  await addEGiftCard(page)
  await page.goto('/cart')
  const summary = page.locator('.cart-summary')
  await expect(summary).toContainText('$25.00')
  await expect(summary).not.toContainText('Shipping')
  await expect(page.getByRole('progressbar', { name: 'Progress to free shipping' })).toHaveCount(0)

  // A snack under $15 beside the $25 card: free shipping is still the snack's distance from over $15.
  const api = await storeApi(request)
  const snack = ((await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })).products as Summary[]).find(
    (p) => p.availability === 'inStock' && p.availableQty >= 5 && p.priceCents < 1500,
  )!
  await addFromProductPage(page, snack.slug, snack.title)
  await page.goto('/cart')
  const more = ((1501 - snack.priceCents) / 100).toFixed(2)
  await expect(page.getByText(`Add $${more} more for free shipping.`)).toBeVisible()
  await expect(summary.getByText('$5.99')).toBeVisible()

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SHIPFREE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Coupon SHIPFREE' })).toBeVisible()
  await expect(page.getByText('Your order ships free.')).toBeVisible()
  await expect(summary).toContainText('Free')
  await expect(summary).not.toContainText('$5.99')
})
