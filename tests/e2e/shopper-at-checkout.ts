import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { storeApi } from './api.ts'

type Summary = { id: string; slug: string; title: string; priceCents: number; availability: string; availableQty: number }

export async function addToCart(page: Page, product: Summary) {
  await page.goto(`/product/${product.slug}`)
  await page.getByRole('button', { name: `Add to cart ${product.title}` }).click()
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
}

const SPANISH: Record<string, string> = { 'First name': 'Nombre', 'Last name': 'Apellido', Address: 'Dirección', City: 'Ciudad', 'Zip code': 'Código postal' }

export async function fillShipping(
  page: Page,
  address: Partial<Record<'First name' | 'Last name' | 'Address' | 'City' | 'Zip code', string>> & { state?: string } = {},
  spanish = false,
) {
  const values = { 'First name': 'Ana', 'Last name': 'Lee', Address: '12 Elm St', City: 'Albany', 'Zip code': '12207', ...address }
  for (const [label, value] of Object.entries(values)) {
    if (label !== 'state') await page.getByRole('textbox', { name: spanish ? SPANISH[label] : label, exact: true }).fill(value as string)
  }
  await page.getByRole('button', { name: spanish ? /Estado$/ : /State$/ }).click()
  await page.getByRole('option', { name: address.state ?? 'New York' }).click()
}

export const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]')

export async function fillCard(page: Page, number: string, expiry = '12/30') {
  const frame = cardFrame(page)
  await frame.getByLabel('Card number').fill(number)
  await frame.getByLabel('Expiry date (MM/YY)').fill(expiry)
  await frame.getByLabel('Security code (CVV)').fill('123')
}

export async function cheapSnack(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  return (products as Summary[]).find((p) => p.availability === 'inStock' && p.availableQty >= 5)!
}

/** A cart holding one snack, and the shopper on the payment step with the shipping address done. */
export async function toPayment(page: Page, lang = '') {
  await addToCart(page, await cheapSnack(page))
  await page.goto(`/checkout${lang}`)
  await fillShipping(page, {}, lang !== '')
  await page.getByRole('button', { name: lang ? 'Continuar al pago' : 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
}

export async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5185550142')
}
