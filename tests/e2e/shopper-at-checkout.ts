import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { storeApi } from './api.ts'

type Summary = { id: string; slug: string; title: string; priceCents: number; availability: string; availableQty: number }

export async function addToCart(page: Page, product: Summary) {
  await page.goto(`/product/${product.slug}`)
  await page.getByRole('button', { name: `Add to cart ${product.title}` }).click()
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
}

/** A $25.00 e-gift card for Bea Ruiz, put in the cart from the gift card page. */
export async function addEGiftCard(page: Page) {
  await page.goto('/giftcards')
  await page.getByRole('radio', { name: '$25.00' }).check({ force: true })
  await page.getByRole('textbox', { name: "Recipient's first name" }).fill('Bea')
  await page.getByRole('textbox', { name: /Recipient.s last name/ }).fill('Ruiz')
  await page.getByRole('textbox', { name: /Recipient.s email/ }).fill(`bea.${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Add gift card to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is in your cart' })).toBeVisible()
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
  await page.getByRole('combobox', { name: spanish ? /Estado$/ : /State$/ }).selectOption({ label: address.state ?? 'New York' })
}

export const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]')

export async function fillCard(page: Page, number: string, expiry = '12/30') {
  const frame = cardFrame(page)
  await frame.getByLabel('Name on card').fill('Ana Diaz')
  await frame.getByLabel('Card number').fill(number)
  await frame.getByLabel('Expiry date (MM/YY)').fill(expiry)
  await frame.getByLabel('Security code (CVV)').fill('123')
}

export async function cheapSnack(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  return (products as Summary[]).find((p) => p.availability === 'inStock' && p.availableQty >= 5)!
}

/**
 * The cheapest snack with plenty in stock, for journeys that place orders along the way: what they
 * take never brings a snack of a recommended variety pack below the five a pack asks of it.
 */
export async function plentifulSnack(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
  return (products as Summary[]).find((p) => p.availability === 'inStock' && p.availableQty >= 50)!
}

/** A cart holding one snack, and the shopper on the payment step with the shipping address done. */
export async function toPayment(page: Page, lang = '') {
  await addToCart(page, await cheapSnack(page))
  await page.goto(`/checkout${lang}`)
  await fillShipping(page, {}, lang !== '')
  await page.getByRole('button', { name: lang ? 'Continuar al pago' : 'Continue to payment' }).click()
  // The step is in the address, beside the language the shopper asked for.
  await expect(page).toHaveURL(new RegExp(`/checkout${lang.replace('?', '\\?')}#payment$`))
}

export async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5185550142')
}

const ALBANY = { firstName: 'Ana', lastName: 'Lee', address: '12 Elm St', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' }

/**
 * A customer who saved a card at an earlier checkout: an order placed through the API, its card
 * typed on the gateway's own page (as its frame would) with "Save this card". Answers the card kept.
 */
export async function orderWithSavedCard(
  page: Page,
  customer: { accessToken: string; email: string },
  card = { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' },
) {
  const api = await storeApi(page.request)
  const auth = { 'X-Auth-Token': customer.accessToken }
  const cart = await api.post('/v3/dopservice/b2c/mergecart', {}, auth)
  await api.post('/v3/dopservice/b2c/savecartwebdata', { ...cart, change: { type: 'add', itemId: (await plentifulSnack(page)).id, quantity: 1 } }, auth)
  const checkout = { ...cart, shipping: ALBANY, billingSameAsShipping: true, contact: { email: customer.email, phoneNumber: '5185550142' }, locale: 'en-us' }
  const quote = await api.post('/v3/dopservice/validateOrder', checkout, auth)
  const context = await api.post('/webservices/capturecontext', {}, auth)
  const gateway = await page.context().newPage()
  const store = new URL(context.frameUrl)
  store.hostname = '127.0.0.1'
  await gateway.goto(`${context.frameUrl}?origin=${encodeURIComponent(store.origin)}`)
  const token = await gateway.evaluate(
    async ([captureContext, typed]) => {
      const response = await fetch('/sandbox-gateway/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ captureContext, nameOnCard: 'Ana Lee', ...typed }),
      })
      return ((await response.json()) as { data: { transientToken: string } }).data.transientToken
    },
    [context.captureContext as string, card] as const,
  )
  await gateway.close()
  const placed = await api.post(
    '/v3/dopservice/submittedorder',
    { ...checkout, payment: { method: 'card', transientToken: token, saveCard: true }, idempotencyKey: crypto.randomUUID(), reviewedTotal: quote.totalAmount },
    auth,
  )
  expect(placed?.order?.payment, 'the order that saves the card').toMatchObject({ cardNumberMask: `•••• ${card.cardNumber.slice(-4)}` })
  const { cards } = await api.get('/webservices/paymentaccounts', auth)
  return cards[0] as { id: string; cardType: string; cardNumberMask: string; expiry: string }
}

/**
 * Presses a button of the wallet sheet that closes it. The sheet's frame goes away in the press
 * itself, and Chromium can lose a pointer click's acknowledgement with the frame (the click then never
 * returns), so the press is the button's own click, given in the frame once the button can be pressed.
 */
export async function pressInSheet(button: Locator) {
  await expect(button).toBeEnabled()
  await button.dispatchEvent('click')
}
