import type { Page } from '@playwright/test'
import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { storeApi } from './api.ts'

type Summary = { id: string; slug: string; title: string; priceCents: number; availability: string; availableQty: number }

async function addToCart(page: Page, product: Summary) {
  await page.goto(`/product/${product.slug}`)
  await page.getByRole('button', { name: `Add to cart ${product.title}` }).click()
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
}

async function fillShipping(page: Page, address: Partial<Record<'First name' | 'Last name' | 'Address' | 'City' | 'Zip code', string>> & { state?: string } = {}) {
  const values = { 'First name': 'Ana', 'Last name': 'Lee', Address: '12 Elm St', City: 'Albany', 'Zip code': '12207', ...address }
  for (const [label, value] of Object.entries(values)) if (label !== 'state') await page.getByRole('textbox', { name: label, exact: true }).fill(value as string)
  await page.getByRole('button', { name: /State$/ }).click()
  await page.getByRole('option', { name: address.state ?? 'New York' }).click()
}

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]')

async function fillCard(page: Page, number: string, expiry = '12/30') {
  const frame = cardFrame(page)
  await frame.getByLabel('Card number').fill(number)
  await frame.getByLabel('Expiry date (MM/YY)').fill(expiry)
  await frame.getByLabel('Security code (CVV)').fill('123')
}

async function cheapSnack(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  return (products as Summary[]).find((p) => p.availability === 'inStock' && p.availableQty >= 5)!
}

test('a guest buys with a card and reaches the thank-you page, which a reload shows again', async ({ page }) => {
  const snack = await cheapSnack(page)
  await addToCart(page, snack)
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout#shipping$/)
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible()
  await expectNoAxeViolations(page)

  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('518-555-0142')
  await fillCard(page, '4111 1111 1111 1111')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Review your order' }).click()

  await expect(page).toHaveURL(/#review$/)
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('visa •••• 1111')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^Place order/ }).click()

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page).toHaveURL(/\/thankyou\?order=SF-/)
  const number = await page.locator('.thank-you__number strong').textContent()
  expect(number).toMatch(/^SF-[2-9A-HJKMNP-Z]{7}$/)
  await expect(page.getByText(`1 × ${snack.title}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByText(number!)).toBeVisible()
  // Nothing of the card reached the store's own pages or storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain('4111')
})
