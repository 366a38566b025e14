import type { Page } from '@playwright/test'
import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { addEGiftCard, addToCart, cheapSnack, fillCard, fillContact, fillShipping } from './shopper-at-checkout.ts'
import { mailTo, readable } from './mailbox.ts'
import { storeApi } from './api.ts'

/** From the cart to the payment step, the shipping address done. */
async function toPayment(page: Page) {
  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
  await fillContact(page)
}

async function applyGiftCard(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
}

test('a gift card bought reaches its recipient by email, pays part of a second order, and is used up on a third', async ({ page }) => {
  // Two orders placed and a mail waited for: three times a journey's time.
  test.slow()
  const recipient = `bea.${Date.now()}@example.com`
  await page.goto('/giftcards')
  await expect(page.getByRole('heading', { name: 'Gift cards' })).toBeVisible()
  // The store's rules, said beside each field before anything is sent.
  await page.getByRole('button', { name: 'Add gift card to cart' }).click()
  await expect(page.getByText('Choose an amount.')).toBeVisible()
  await expect(page.getByText("Recipient's email is required.")).toBeVisible()
  await page.getByRole('radio', { name: '$10.00' }).check({ force: true })
  await page.getByRole('textbox', { name: "Recipient's first name" }).fill('Bea')
  await page.getByRole('textbox', { name: /Recipient.s last name/ }).fill('Ruiz')
  await page.getByRole('textbox', { name: /Recipient.s email/ }).fill('bea@')
  await page.getByRole('textbox', { name: /^Message/ }).fill('Happy snacking!')
  await page.getByRole('button', { name: 'Add gift card to cart' }).click()
  await expect(page.getByText('Email address should be in name@domain format.')).toBeVisible()
  await page.getByRole('textbox', { name: /Recipient.s email/ }).fill(recipient)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Add gift card to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: `is in your cart. We email its code to ${recipient}` })).toBeVisible()

  // The cart holds the card as a line of its own; it ships nothing, so a snack goes with it.
  await addToCart(page, await cheapSnack(page))
  await page.goto('/cart')
  await expect(page.getByText(`For Bea Ruiz, ${recipient}`)).toBeVisible()
  await toPayment(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()

  // The recipient's email carries the code.
  await expect.poll(() => mailTo(recipient).length, { timeout: 15_000 }).toBe(1)
  const code = /code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(readable(mailTo(recipient)[0]!))![1]!
  expect(readable(mailTo(recipient)[0]!)).toContain('Happy snacking!')

  // A second order costs more than the card holds: it pays $10, a card the rest.
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceDesc' })
  const dear = (products as Parameters<typeof addToCart>[1][]).find((p) => p.availability === 'inStock' && p.availableQty >= 5 && p.priceCents >= 1000)!
  await addToCart(page, dear)
  await toPayment(page)
  await applyGiftCard(page, 'ABCD-EFGH-JKMN-PQRS')
  await expect(page.getByText('This gift card code is not one we know. Check it and try again.')).toBeVisible()
  await applyGiftCard(page, code.toLowerCase())
  await expect(page.getByText(`Gift card ending ${code.slice(-4)}: pays $10.00 of $10.00`)).toBeVisible()
  await expectNoAxeViolations(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page.locator('.checkout__pay-with').getByText(`Gift card ending ${code.slice(-4)}`)).toBeVisible()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.locator('.payment-summary').getByText(`Gift card ending ${code.slice(-4)}`)).toBeVisible()

  // A third order finds the card used up.
  await addToCart(page, await cheapSnack(page))
  await toPayment(page)
  await applyGiftCard(page, code)
  await expect(page.getByText('This gift card has no balance left.')).toBeVisible()
})

test('the gift card page, and the payment step of a cart of e-gift cards alone, in Spanish have no axe violations', async ({ page }) => {
  await page.goto('/giftcards?lang=es-us')
  await expect(page.getByRole('heading', { name: 'Tarjetas de regalo' })).toBeVisible()
  await page.getByRole('button', { name: 'Añadir la tarjeta de regalo al carrito' }).click()
  await expect(page.getByText('Elige un importe.')).toBeVisible()
  await expectNoAxeViolations(page)

  await page
    .getByRole('radio', { name: '25,00 US$' })
    .or(page.getByRole('radio', { name: '$25.00' }))
    .check({ force: true })
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Bea')
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Ruiz')
  await page.getByRole('textbox', { name: /correo/i }).fill(`bea.${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Añadir la tarjeta de regalo al carrito' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Bea Ruiz' })).toBeVisible()
  await page.goto('/checkout')
  await expect(page).toHaveURL(/#payment$/)
  await expect(page.getByRole('heading', { name: 'Pago' })).toBeVisible()
  await expect(page.locator('input[name="billing.address"]')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an e-gift card alone needs no shipping address: billing is asked on payment, and the order ships to no one', async ({ page }) => {
  await addEGiftCard(page)

  await page.goto('/checkout')
  await expect(page).toHaveURL(/#payment$/)
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByText('Shipping')).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Billing same as shipping' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page.getByText('Address is required.').first()).toBeVisible()
  await fillShipping(page)
  await fillContact(page)
  await fillCard(page, '4111 1111 1111 1111')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page).toHaveURL(/#review$/)
  await expect(page.getByRole('heading', { name: 'Ships to' })).toHaveCount(0)
  await page.getByRole('button', { name: /^Place order · \$25\.00/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ships to' })).toHaveCount(0)
})
