import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { cardNumbersIn } from '#domain/card.ts'
import { addToCart, cardFrame, cheapSnack, fillCard, fillContact, fillShipping, plentifulSnack, pressInSheet, toPayment } from './shopper-at-checkout.ts'
import { storeApi } from './api.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'
import { SHEET_READY_MS } from '#domain/wallet-sheet.ts'
import { PAYMENT_HOST } from './start-server.ts'

test('a guest buys with a card and reaches the thank-you page, which a reload shows again', async ({ page }) => {
  // Everything the store's own page sends; the card goes only to the gateway's frame.
  const sent: string[] = []
  page.on('request', (request) => void (new URL(request.url()).hostname !== PAYMENT_HOST && sent.push(`${request.url()} ${request.postData() ?? ''}`)))
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
  // The checkout funnel reached the data layer, step by step, the purchase under the order's number.
  const funnel = await page.evaluate(() =>
    (window.dataLayer as unknown as { event: string; payment_type?: string; transaction_id?: string; items?: { item_id: string }[] }[]).filter((e) =>
      ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'].includes(e.event),
    ),
  )
  expect(funnel.map((e) => e.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'])
  expect(funnel[2]!.payment_type).toBe('card')
  expect(funnel[3]).toMatchObject({ transaction_id: number, items: [expect.objectContaining({ item_id: snack.id })] })
  await expect(page.getByText(`1 × ${snack.title}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByText(number!)).toBeVisible()
  // Nothing of the card reached the store's own pages or storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain('4111')
  expect(sent.some((request) => request.includes('/v3/dopservice/submittedorder'))).toBe(true)
  expect(cardNumbersIn(sent.join('\n'))).toEqual([])
})

test('a declined card, then a card short of funds, are said so, and another card pays', async ({ page }) => {
  await toPayment(page)
  await fillContact(page)
  for (const [card, message] of [
    ['4000 0000 0000 0002', 'Your card was declined. Please use another card.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds. Please use another card.'],
  ] as const) {
    await fillCard(page, card)
    await page.getByRole('button', { name: 'Review your order' }).click()
    await page.getByRole('button', { name: /^Place order/ }).click()
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(page).toHaveURL(/#payment$/)
  }
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
})

test('the card frame refuses an expired date, a wrong number and a name on card too short before anything is sent, and review cannot be jumped to', async ({
  page,
}) => {
  await toPayment(page)
  // A step not reached yet cannot be jumped to: the first step still to do is shown.
  await page.goto('/checkout#review')
  await expect(page).toHaveURL(/#payment$/)
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await fillContact(page)
  await fillCard(page, '4111 1111 1111 1111', '01/20')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(cardFrame(page).getByText('This card has expired.')).toBeVisible()
  await expect(cardFrame(page).getByLabel('Expiry date (MM/YY)')).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: 'This card has expired.' })).toBeVisible()
  await fillCard(page, '4111 1111 1111 1112')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(cardFrame(page).getByText('This card number is not valid.')).toBeVisible()
  await fillCard(page, '4111 1111 1111 1111')
  await cardFrame(page).getByLabel('Name on card').fill('A')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(cardFrame(page).getByText('Name must be at least 2 characters.')).toBeVisible()
  await expect(cardFrame(page).getByLabel('Name on card')).toBeFocused()
  await expect(page).toHaveURL(/#payment$/)
})

test('a reload on #payment resumes with what was typed, and the back button walks the steps', async ({ page }) => {
  await toPayment(page)
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5185550142')
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page).toHaveURL(/#review$/)

  await page.goBack()
  await expect(page).toHaveURL(/#payment$/)
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/#shipping$/)
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Albany')
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
})

test('every checkout rule says its message beside its field, and focus goes to the first', async ({ page }) => {
  test.setTimeout(60_000)
  await addToCart(page, await cheapSnack(page))
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  const error = (label: string | RegExp) =>
    page
      .getByRole('textbox', { name: label, exact: typeof label === 'string' })
      .locator('xpath=..')
      .locator('.text-field__error')
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused()
  await expect(error('First name')).toHaveText('Name is required.')
  await expect(error('Address')).toHaveText('Address is required.')
  await expect(error('City')).toHaveText('City is required.')
  await expect(error('Zip code')).toHaveText('Zip code must be exactly 5 digits.')
  await expect(page.getByText('State is required.')).toBeVisible()

  const rules: [string, string, string][] = [
    ['First name', 'A', 'Name must be at least 2 characters.'],
    ['Last name', 'L'.repeat(31), 'Name cannot be longer than 30 characters.'],
    ['First name', 'R2D2', 'Name must be only alphabets.'],
    ['Address', 'PO Box 12', 'Cannot ship to P.O. Box. Please provide another shipping address.'],
    ['Address', '12 Elm <St>', "Address can only have letters, numbers, spaces and ' . # , / -"],
    ['Address', '1'.repeat(31), 'Address cannot be longer than 30 characters.'],
  ]
  for (const [label, value, message] of rules) {
    await fillShipping(page)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(error(label)).toHaveText(message)
  }
  await fillShipping(page, { 'Zip code': '90210' })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(error('Zip code')).toHaveText('This zip code is not in the state you chose.')
  await fillShipping(page, { 'Zip code': '99501', state: 'Alaska' })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Sorry, we can’t ship to Hawaii or Alaska.')).toBeVisible()

  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(error('Email')).toHaveText('Email is required.')
  await expect(error('Phone number')).toHaveText('Phone Number is required.')
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('518-555-01x2')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(error('Email')).toHaveText('Email address should be in name@domain format.')
  await expect(error('Phone number')).toHaveText('Phone Number must be a number type.')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('518555014')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(error('Phone number')).toHaveText('Phone Number must be 10 digits.')

  await page.getByText('Billing same as shipping').click()
  await expect(page.getByRole('checkbox', { name: 'Billing same as shipping' })).not.toBeChecked()
  await page.getByRole('group', { name: 'Billing address' }).getByRole('textbox', { name: 'Address', exact: true }).fill('PO Box 9')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await expect(page.getByText('Cannot ship to P.O. Box. Please provide another billing address.')).toBeVisible()
})

test('the payment session warns before it ends; the shopper asks for more time and pays', async ({ page }) => {
  test.setTimeout(90_000)
  await toPayment(page)
  await fillContact(page)
  const warning = page.getByRole('alertdialog', { name: 'Your payment session is about to expire' })
  await expect(warning).toBeVisible({ timeout: 40_000 })
  await expectNoAxeViolations(page)
  await warning.getByRole('button', { name: 'I need more time' }).click()
  await expect(warning).toBeHidden()
  // A new session: the card frame is mounted again and the card asked for anew.
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
})

test('a payment session that ends is said so, and Reload brings the payment step back with what was typed', async ({ page }) => {
  test.setTimeout(90_000)
  await toPayment(page)
  await fillContact(page)
  await page.getByRole('alertdialog', { name: 'Your payment session is about to expire' }).getByRole('button', { name: 'Continue' }).click()
  const ended = page.getByRole('alertdialog', { name: 'Your payment session has expired' })
  await expect(ended).toBeVisible({ timeout: 40_000 })
  await expectNoAxeViolations(page)
  await ended.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com')
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('')
})

test('a guest looks an order up by its number and email; a wrong pair is told no such order', async ({ page }) => {
  await toPayment(page)
  await fillContact(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  const number = (await page.locator('.thank-you__number strong').textContent())!

  await page.goto('/orderlookup')
  await expect(page.getByRole('heading', { name: 'Order lookup' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'Order number' }).fill(number)
  await page.getByRole('textbox', { name: 'Email' }).fill('bo@example.com')
  await page.getByRole('button', { name: 'Find my order' }).click()
  await expect(page.getByRole('alert')).toHaveText('We can’t find an order with that number and email address.')
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('button', { name: 'Find my order' }).click()
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Placed: we are packing it.' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('checkout in Spanish has no axe violations on any step, nor the thank-you page', async ({ page }) => {
  await toPayment(page, '?lang=es-us')
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('5185550142')
  const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]')
  await frame.getByLabel('Nombre en la tarjeta').fill('Ana Díaz')
  await frame.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111')
  await frame.getByLabel('Fecha de vencimiento (MM/AA)').fill('12/30')
  await frame.getByLabel('Código de seguridad (CVV)').fill('123')
  await page.getByRole('button', { name: 'Revisa tu pedido' }).click()
  await expect(page.getByRole('heading', { name: 'Revisa tu pedido' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^Hacer el pedido/ }).click()
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a free-order coupon leaves nothing to pay: no card is asked, and the order is placed from review', async ({ page }) => {
  // A snack worth the coupon's $10 minimum.
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceDesc' })
  const snack = (products as { slug: string; title: string; priceCents: number; availability: string; availableQty: number; id: string }[]).find(
    (p) => p.availability === 'inStock' && p.availableQty >= 5 && p.priceCents >= 1000,
  )!
  await addToCart(page, { ...snack })
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('ONTHEHOUSE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Coupon ONTHEHOUSE' })).toBeVisible()
  await page.goto('/checkout')
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/#payment$/)
  await expect(page.getByText('Nothing is left to pay: no card is needed.')).toBeVisible()
  await expect(cardFrame(page).getByLabel('Card number')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Gift card code' })).toHaveCount(0)
  await fillContact(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Review your order' }).click()

  await expect(page).toHaveURL(/#review$/)
  await expect(page.locator('.checkout__pay-with').getByText('Nothing to pay')).toBeVisible()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.locator('.payment-summary').getByText('Nothing to pay')).toBeVisible()
})

test('a guest pays with PayPal: its window opens from the click, the payer approves, and the order says PayPal paid', async ({ page }) => {
  await toPayment(page)
  await fillContact(page)
  await page.locator('.radio', { hasText: 'PayPal' }).click()
  await expect(cardFrame(page).getByLabel('Card number')).toHaveCount(0)
  await expectNoAxeViolations(page)
  const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with PayPal' }).click()])
  await expect(page.getByText('Finish in the PayPal window.')).toBeVisible()
  await expectNoAxeViolations(page)
  await paypal.getByRole('button', { name: 'Approve payment' }).click()
  await paypal.waitForEvent('close')

  await expect(page).toHaveURL(/#review$/)
  await expect(page.locator('.checkout__pay-with').getByText('PayPal')).toBeVisible()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.locator('.payment-summary').getByText('PayPal')).toBeVisible()
  const funnel = await page.evaluate(() =>
    (window.dataLayer as unknown as { event: string; payment_type?: string }[]).filter((e) => e.event === 'add_payment_info'),
  )
  expect(funnel.map((e) => e.payment_type)).toEqual(['paypal'])
})

for (const [wallet, asksValidation] of [
  ['Apple Pay', true],
  ['Google Pay', false],
] as const) {
  test(`a guest pays with ${wallet} in the payment sandbox's sheet, and the order says ${wallet} paid`, async ({ page }) => {
    const validations: string[] = []
    page.on('request', (request) => request.url().endsWith('/services/apple-pay/paymentSession') && validations.push(request.url()))
    await toPayment(page)
    await fillContact(page)
    await page.locator('.radio', { hasText: wallet }).click()
    await expect(cardFrame(page).getByLabel('Card number')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: `Continue with ${wallet}` }).click()

    // The sandbox's sheet stands in for the wallet's own, over the page, clearly marked.
    const sheet = page.frameLocator('dialog.wallet-sheet iframe')
    await expect(sheet.getByText('Payment sandbox: this sheet stands in for the wallet’s own. No real card is charged.')).toBeVisible()
    await expect(sheet.getByRole('heading', { name: wallet })).toBeVisible()
    await expectNoAxeViolations(page)
    await pressInSheet(sheet.getByRole('button', { name: `Pay with ${wallet}` }))
    await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0)
    // Apple Pay's sheet had the store validate itself as a merchant, through the gateway; Google Pay's does not ask.
    expect(validations).toHaveLength(asksValidation ? 1 : 0)

    await expect(page).toHaveURL(/#review$/)
    await expect(page.locator('.checkout__pay-with').getByText(wallet)).toBeVisible()
    await page.getByRole('button', { name: /^Place order/ }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
    await expect(page.locator('.payment-summary').getByText(`Paid with ${wallet}`)).toBeVisible()
    const funnel = await page.evaluate(() =>
      (window.dataLayer as unknown as { event: string; payment_type?: string }[]).filter((e) => e.event === 'add_payment_info'),
    )
    expect(funnel.map((e) => e.payment_type)).toEqual([wallet === 'Apple Pay' ? 'applePay' : 'googlePay'])
  })
}

test('in Spanish, PayPal and the wallets are offered without axe violations; a wallet sheet closed without paying leaves checkout on payment, said so', async ({
  page,
}) => {
  await toPayment(page, '?lang=es-us')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('5185550142')
  await page.locator('.radio', { hasText: 'PayPal' }).click()
  await expect(page.getByRole('button', { name: 'Continuar con PayPal' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.locator('.radio', { hasText: 'Google Pay' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Continuar con Google Pay' }).click()
  const sheet = page.frameLocator('dialog.wallet-sheet iframe')
  await expect(sheet.getByText('Pasarela de prueba: esta hoja sustituye a la de la billetera.', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: 'Cerraste la billetera sin pagar. Elige cómo pagar.' })).toBeVisible()
  await expect(page).toHaveURL(/#payment$/)
})

test('a wallet sheet that never shows is given up and said so, and the sheet’s own Close leaves payment at any time', async ({ page }) => {
  await toPayment(page)
  await fillContact(page)
  await page.locator('.radio', { hasText: 'Google Pay' }).click()
  // The gateway's sheet page does not come: the dialog still has its Close, and the store stops waiting.
  await page.route('**/sandbox-gateway/wallet/sheet*', (route) => route.fulfill({ status: 503, body: 'Service unavailable' }))
  await page.getByRole('button', { name: 'Continue with Google Pay' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible()
  await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0, { timeout: SHEET_READY_MS + 5_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'The wallet could not pay. Please choose another way to pay.' })).toBeVisible()
  await expect(page).toHaveURL(/#payment$/)

  await page.unroute('**/sandbox-gateway/wallet/sheet*')
  await page.getByRole('button', { name: 'Continue with Google Pay' }).click()
  await expect(page.frameLocator('dialog.wallet-sheet iframe').getByRole('heading', { name: 'Google Pay' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('dialog.wallet-sheet')).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: 'You closed the wallet without paying. Choose how to pay.' })).toBeVisible()
  await expect(page).toHaveURL(/#payment$/)
})

test('the payment code loads with the checkout page only: the landing pages fetch none of it', async ({ page }) => {
  const scriptUrls: URL[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scriptUrls.push(new URL(request.url())))
  const scripts = () => scriptUrls.map((url) => url.pathname)
  // Checkout's view and chart, and its payment code.
  const payment = () => scripts().filter((path) => /\/(checkout|wallets)-[\w-]+\.js$/.test(path))
  const snack = await cheapSnack(page)
  for (const path of ['/', '/all-snacks', `/product/${snack.slug}`, '/cart']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(payment()).toEqual([])
  await toPayment(page)
  expect(payment()).toEqual(expect.arrayContaining([expect.stringContaining('/checkout-logic-'), expect.stringMatching(/\/checkout-(?!logic)[\w-]+\.js$/)]))
  // The gateway's card frame, a page of its own on the gateway's host, loads none of the store's app.
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
  const store = new URL(page.url()).host
  const gateway = scriptUrls.filter((url) => url.host !== store).map((url) => url.pathname)
  expect(gateway).toEqual(expect.arrayContaining([expect.stringMatching(/\/card-frame-[\w-]+\.js$/)]))
  expect(gateway.filter((path) => /\/main-[\w-]+\.js$/.test(path))).toEqual([])
})

test('a customer ships to a saved address they choose, or types a new one and keeps it among their addresses', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(baseURL!)
  const api = await storeApi(page.request)
  const auth = { 'X-Auth-Token': customer.accessToken }
  const albany = { firstName: 'Ana', lastName: 'Lee', addressDetails: '', city: 'Albany', state: 'ny', zipcode: '12207', country: 'US' }
  await api.post('/webservices/createaddress', { address: { ...albany, address: '12 Elm St' }, primary: true }, auth)
  await api.post('/webservices/createaddress', { address: { ...albany, address: '400 Broadway' }, primary: false }, auth)
  await holdSignIn(page, customer)
  const payAndPlace = async () => {
    await expect(page).toHaveURL(/#payment$/)
    await page.getByRole('textbox', { name: 'Phone number' }).fill('5185550142')
    await fillCard(page, '4111 1111 1111 1111')
    await page.getByRole('button', { name: 'Review your order' }).click()
    await page.getByRole('button', { name: /^Place order/ }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  }
  const shippedTo = async () => {
    const { orders } = await api.get('/v3/dopservice/myorders', auth)
    return (orders as { shipping: { address: string } }[])[0]!.shipping.address
  }

  // The primary address is chosen first; the shopper chooses the other.
  await addToCart(page, await plentifulSnack(page))
  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /12 Elm St/ })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('12 Elm St')
  await expectNoAxeViolations(page)
  await page.locator('.radio', { hasText: '400 Broadway' }).click()
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('400 Broadway')
  await expect(page.getByRole('checkbox', { name: 'Keep this address in my account' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await payAndPlace()
  await expect(page.getByText('400 Broadway')).toBeVisible()
  expect(await shippedTo()).toBe('400 Broadway')

  // A new address, typed and kept: the next checkout offers it, and My addresses lists it.
  await addToCart(page, await plentifulSnack(page))
  await page.goto('/checkout')
  await page.locator('.radio', { hasText: 'A new address' }).click()
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana')
  await fillShipping(page, { Address: '9 Oak Ave' })
  await page.getByText('Keep this address in my account').click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await payAndPlace()
  expect(await shippedTo()).toBe('9 Oak Ave')
  const { accountAddresses } = await api.get('/v2/dopservice/getcustomer', auth)
  expect((accountAddresses as { address: string }[]).map((kept) => kept.address)).toEqual(['12 Elm St', '400 Broadway', '9 Oak Ave'])
  await page.goto('/my-account/my-addresses')
  await expect(page.getByText('9 Oak Ave')).toBeVisible()
})

test('the store’s configuration flags are the session’s: with GTM events off nothing reaches the data layer, and the grocery partner’s location goes with the order', async ({
  page,
}) => {
  // Each page brings the store's configuration as a merchant might set it: GTM events off, a grocery partner's location.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const script = document.getElementById('config-flags')
      if (script) script.textContent = JSON.stringify({ ...JSON.parse(script.textContent!), gtmEvents: false, alternateLocationId: 'GP-0042' })
    }),
  )
  const orders: string[] = []
  page.on('request', (request) => void (request.url().endsWith('/v3/dopservice/submittedorder') && orders.push(request.postData() ?? '')))
  await addToCart(page, await plentifulSnack(page))
  const session = await page.evaluate(() => ({
    flags: JSON.parse(sessionStorage.getItem('configFlags') ?? '{}'),
    alt: sessionStorage.getItem('altOrderLocationId'),
  }))
  expect(session).toMatchObject({ flags: { gtmEvents: false, alternateLocationId: 'GP-0042', freeShipping: true }, alt: 'GP-0042' })
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click()
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await fillContact(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  // A product page, the cart and the whole checkout funnel went by: nothing reached the data layer.
  expect(await page.evaluate(() => (window.dataLayer as unknown as unknown[] | undefined)?.length ?? 0)).toBe(0)
  expect(orders.map((body) => JSON.parse(body).altOrderLocationId)).toEqual(['GP-0042'])
})
