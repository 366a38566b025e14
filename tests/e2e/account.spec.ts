import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { PASSWORD, registered } from './customer.ts'

test('a shopper signs in on the store’s own sign-in page, comes back where they were, and signs out', async ({ page }) => {
  const { email } = await registered(page.request)
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
