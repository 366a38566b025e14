import { test, expect, expectNoAxeViolations } from './fixtures.ts'

const pages = [
  { path: '/', heading: 'Find your next favorite snack' },
  { path: '/aboutus', heading: 'About Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/returns-policy', heading: 'Returns Policy' },
  { path: '/maintenance', heading: 'Snackfolk is getting a refill' },
  { path: '/no/such/page', heading: 'We can’t find that page' },
  { path: '/?lang=es-us', heading: 'Encuentra tu próximo snack favorito' },
  { path: '/faq?lang=es-us', heading: 'Preguntas frecuentes' },
]

for (const { path, heading } of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expectNoAxeViolations(page)
  })
}

test('the error screen has no axe violations', async ({ page }) => {
  await page.route('**/v2/dopservice/home/bannerlist**', (route) => route.fulfill({ status: 500, json: { success: false, responseCode: 500 } }))
  // The home page the browser loads itself, from another page.
  await page.goto('/faq')
  await page.getByRole('banner').getByRole('link', { name: 'Snackfolk', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the business-buyer dialog has no axe violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buying for a business?' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('catalog pages', () => {
  const catalogPages = [
    '/all-snacks',
    '/all-snacks/chips',
    '/all-snacks?search=chips',
    '/brands',
    '/flavors',
    '/flaminhotshop',
    '/holidayshop',
    '/giftcards',
    '/product/no-such-snack',
  ]
  for (const lang of ['en-us', 'es-us']) {
    for (const path of catalogPages) {
      test(`${path} in ${lang} has no axe violations`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }
  }

  for (const lang of ['en-us', 'es-us']) {
    test(`a product page and a bundle page in ${lang} have no axe violations`, async ({ page }) => {
      await page.goto(`/all-snacks?lang=${lang}`)
      await page
        .getByRole('region', { name: /Products|Productos/ })
        .getByRole('link')
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.goto(`/bundle/game-day-crunch-box?lang=${lang}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Day Crunch Box')
      await expectNoAxeViolations(page)
    })
  }

  test('a product page, a bundle page and the zip dialog have no axe violations', async ({ page }) => {
    await page.goto('/all-snacks')
    await page.getByRole('region', { name: 'Products' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Set your zip code' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('search suggestions have no axe violations', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search snacks' }).focus()
    await page.getByRole('combobox', { name: 'Search snacks' }).fill('chips')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    // While suggestions are open React Aria hides the rest of the page from assistive technology, so only the search is checked.
    await expectNoAxeViolations(page, '[role="combobox"]')
    await expectNoAxeViolations(page, '[role="listbox"]')
  })
})
