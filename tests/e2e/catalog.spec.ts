import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { storeApi } from './api.ts'

type Facet = { slug: string; name: string; count: number }

test('filter by brand and flavor, go to page 2, go back and find the same state', async ({ page, request }) => {
  const api = await storeApi(request)
  // Choose brands and flavors from the real catalog so that the result runs to a second page.
  const all = await api.post('/v2/dopservice/filter-products', {})
  const brands: Facet[] = all.facets.brands.slice(0, 8)
  const byBrands = await api.post('/v2/dopservice/filter-products', { brand: brands.map((b) => b.slug) })
  const flavors: Facet[] = []
  for (const flavor of [...byBrands.facets.flavors].sort((a: Facet, b: Facet) => b.count - a.count)) {
    flavors.push(flavor)
    if (flavors.reduce((sum, f) => sum + f.count, 0) > 40) break
  }

  await page.goto('/all-snacks')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  for (const brand of brands) {
    await filters
      .getByRole('region', { name: 'Brand' })
      .getByRole('link', { name: new RegExp(`^Add filter: ${brand.name} \\(`) })
      .click()
    await expect(filters.getByRole('region', { name: 'Brand' }).getByRole('link', { name: new RegExp(`^Remove filter: ${brand.name} \\(`) })).toBeVisible()
  }
  const flavorFacets = filters.getByRole('region', { name: 'Flavor' })
  for (const flavor of flavors) {
    if (await flavorFacets.getByRole('button', { name: /more/ }).isVisible()) await flavorFacets.getByRole('button', { name: /more/ }).click()
    await flavorFacets.getByRole('link', { name: new RegExp(`^Add filter: ${flavor.name} \\(`) }).click()
    await expect(flavorFacets.getByRole('link', { name: new RegExp(`^Remove filter: ${flavor.name} \\(`) })).toBeVisible()
  }
  const total = flavors.reduce((sum, f) => sum + f.count, 0)
  await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${total} products`)
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 })
  await expect(cards).toHaveCount(36)
  const firstPage = await cards.allTextContents()

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards).toHaveCount(total - 36)
  const secondPage = await cards.allTextContents()
  expect(secondPage.some((title) => firstPage.includes(title))).toBe(false)
  expect(new URL(page.url()).searchParams.get('brand')?.split(',')).toEqual(brands.map((b) => b.slug))

  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(cards).toHaveText(firstPage)
  await expect(filters.getByRole('region', { name: 'Brand' }).getByRole('link', { name: /^Remove filter:/ })).toHaveCount(brands.length)
  await page.goForward()
  await expect(cards).toHaveText(secondPage)
})

test('search by keyboard only: a misspelled suggestion, then Enter for every match', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  // Reaching the search field loads its suggestions: the combo box takes the field's place, and the focus.
  const box = page.getByRole('combobox', { name: 'Search snacks' })
  await expect(box).toBeFocused()
  await page.keyboard.type('barbeque chps')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.first()).toHaveText(/Barbecue .*Chips/)
  const suggestion = (await options.first().textContent())!
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(suggestion)

  await page.getByRole('combobox', { name: 'Search snacks' }).focus()
  await page.keyboard.type('pretzels')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/all-snacks\?search=pretzels/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pretzels”')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).first()).toContainText('Pretzels')
})

test('a Hawaii zip is refused, a malformed one explained, and a good one saved', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Set your zip code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Where should we ship?' })
  const zip = dialog.getByRole('textbox', { name: 'Zip code' })
  await zip.fill('1234')
  await dialog.getByRole('button', { name: 'Save zip code' }).click()
  await expect(dialog).toContainText('Zip code must be exactly 5 digits.')
  await zip.fill('96813')
  await dialog.getByRole('button', { name: 'Save zip code' }).click()
  await expect(dialog).toContainText('Sorry, we can’t ship to Hawaii or Alaska.')
  await zip.fill('10001')
  await dialog.getByRole('button', { name: 'Save zip code' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Deliver to 10001' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('locationNumber'))).toBe('1')
})

/** A product out of stock at the east warehouse (location 1, zip 10001) and in stock elsewhere. */
async function outOfStockInTheEast(request: Parameters<typeof storeApi>[0]) {
  const api = await storeApi(request)
  const east = await api.post('/v2/dopservice/filter-products', { locationNumber: 1, sort: 'name', page: 1 })
  for (let p = 1; p <= east.pageCount; p++) {
    const list = p === 1 ? east : await api.post('/v2/dopservice/filter-products', { locationNumber: 1, sort: 'name', page: p })
    for (const product of list.products.filter((x: { availability: string }) => x.availability === 'outOfStock')) {
      const detail = await api.get(`/v2/dopservice/productdetail?slug=${product.slug}`, { locationNumber: '1' })
      if (detail.availableElsewhere) return { slug: product.slug as string, id: product.id as string }
    }
  }
  throw new Error('The seed catalog has no product out of stock in the east only.')
}

async function deliverTo10001(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Set your zip code' }).click()
  await page.getByRole('textbox', { name: 'Zip code' }).fill('10001')
  await page.getByRole('button', { name: 'Save zip code' }).click()
  await expect(page.getByRole('button', { name: 'Deliver to 10001' })).toBeVisible()
}

test('a zip where a product is out of stock shows the message, and notify me takes an email once', async ({ page, request }) => {
  const { slug } = await outOfStockInTheEast(request)
  await deliverTo10001(page)
  await page.goto(`/product/${slug}`)
  await expect(page.getByText('This product is not available for selected shipping zip code.')).toBeVisible()

  const email = page.getByRole('textbox', { name: 'Email me when it’s back' })
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await email.fill('ana@')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText('Email address should be in name@domain format.')).toBeVisible()
  await email.fill('ana@example.com')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText('Thanks! We’ll email you when this snack is back.')
  await page.reload()
  await page.getByRole('textbox', { name: 'Email me when it’s back' }).fill('ANA@example.com')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText('You’re already on the list for this snack.', { exact: false })).toBeVisible()
})

test('what a shopper types and presses in notify me while its form loads is kept: the form subscribes the whole email', async ({ page, request }) => {
  const { slug, id } = await outOfStockInTheEast(request)
  await deliverTo10001(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let heldBack = 0
  await page.route('**/assets/notify-me-form-*.js', async (route) => {
    heldBack++
    await held
    await route.continue()
  })
  const asked: unknown[] = []
  page.on('request', (r) => void (r.url().includes('/notify') && r.method() === 'POST' && asked.push(r.postDataJSON())))
  await page.goto(`/product/${slug}`)

  await page.getByRole('textbox', { name: 'Email me when it’s back' }).pressSequentially('bea@example.com')
  await page.getByRole('button', { name: 'Notify me' }).click()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText('Thanks! We’ll email you when this snack is back.')
  expect(asked).toEqual([expect.objectContaining({ email: 'bea@example.com', productId: id })])
  expect(heldBack).toBe(1)
})

test('a product page shows its details, recommendations and what was viewed before', async ({ page, request }) => {
  const api = await storeApi(request)
  const [first, second] = (await api.post('/v2/dopservice/filter-products', { sort: 'name' })).products
  await page.goto(`/product/${first.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('article').first()).toBeVisible()
  await page.goto(`/product/${second.slug}`)
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: first.title })).toBeVisible()
  const views = () =>
    page.evaluate(() =>
      (window.dataLayer as unknown as { event: string; items?: { size_bucket: string; price_bucket: string }[] }[]).filter((e) => e.event === 'view_item'),
    )
  await expect.poll(async () => (await views())[0]?.items?.[0]).toMatchObject({ size_bucket: expect.any(String), price_bucket: expect.any(String) })
})

test('an unknown product or bundle shows a not-found page, not the error screen', async ({ page }) => {
  await page.goto('/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that snack')
  await page.goto('/bundle/no-such-bundle')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that snack')
})

test('a bundle page lists its products with links to them', async ({ page, request }) => {
  const api = await storeApi(request)
  const [bundle] = await api.get('/v3/dopservice/getallbundles')
  await page.goto(`/bundle/${bundle.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundle.title)
  await page.getByRole('list', { name: 'In this bundle' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/product\//)
})

test('unknown filters and pages past the end get a note, never a crash', async ({ page }) => {
  await page.goto('/all-snacks?brand=no-such-brand&page=999')
  await expect(page.getByRole('note')).toContainText('We couldn’t find no-such-brand')
  await expect(page.getByRole('heading', { name: 'There is no page 999' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the last page' }).click()
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  await page.goto('/all-snacks?page=-4&sort=nonsense')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Snacks')
  let dialogs = 0
  page.on('dialog', (dialog) => void (dialogs++, dialog.dismiss()))
  await page.goto(`/all-snacks?search=${encodeURIComponent("<img src=x onerror=alert(1)>' OR 1=1 --")}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Results for “<img src=x onerror=alert(1)>' OR 1=1 --”")
  await expect(page.getByRole('heading', { name: 'No snacks match these filters' })).toBeVisible()
  expect(dialogs).toBe(0)
})

test('brands and flavors lead into the filtered product list', async ({ page }) => {
  await page.goto('/brands')
  await page.getByRole('link', { name: 'Crunchwell' }).click()
  await expect(page).toHaveURL(/brand=crunchwell/)
  await expect(page.getByRole('region', { name: 'Brand' }).getByRole('link', { name: /^Remove filter: Crunchwell/ })).toBeVisible()
  await page.goto('/flavors')
  await page.getByRole('link', { name: 'Sea Salt' }).click()
  await expect(page).toHaveURL(/flavor=sea-salt/)
})

test('the hot shop lists only hot flavors, and gift cards offer their amounts', async ({ page }) => {
  await page.goto('/flaminhotshop')
  await expect(page.locator('[data-flavor-drop="flavor-drop-fall-2026"]')).toBeVisible()
  const flavors = await page.getByRole('region', { name: 'Flavor' }).getByRole('link').allTextContents()
  expect(flavors.length).toBeGreaterThan(0)
  for (const flavor of flavors) expect(flavor).toMatch(/Jalapeño|Blazin|Habanero|Chili Lime|Spicy Mango/)
  await page.goto('/giftcards')
  await expect(page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio')).toHaveCount(4)
  for (const amount of ['$10.00', '$25.00', '$50.00', '$100.00']) await expect(page.getByRole('radio', { name: amount })).toBeAttached()
})
