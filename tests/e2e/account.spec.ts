import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { storeApi } from './api.ts'

const PASSWORD = 'Snack$2026'

/** A shopper's account, registered through the API (the registration page comes with its own journey). */
async function registered(request: Parameters<typeof storeApi>[0], email: string) {
  const api = await storeApi(request)
  const account = await api.post('/v2/dopservice/register-user', {
    firstName: 'Ana',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    birth: { day: '4', month: '7', year: '1990' },
    gender: 'female',
    acceptedTerms: true,
    sourceID: 'SNACKFOLK_WEB',
  })
  expect(account.accountId).toBeTruthy()
  return account
}

test('a shopper signs in on the store’s own sign-in page, comes back where they were, and signs out', async ({ page }) => {
  const email = `ana-${Date.now()}@example.com`
  await registered(page.request, email)
  await page.goto('/all-snacks')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // An auth page: no header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()

  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('Wrong$2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/all-snacks$/)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toMatch(/^ey/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull()
})

test('the sign-in page in Spanish has no axe violations', async ({ page }) => {
  await page.goto('/all-snacks?lang=es-us')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await expectNoAxeViolations(page)
})
