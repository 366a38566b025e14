import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { test, expect } from './fixtures.ts'
import { mailTo, readable } from './mailbox.ts'

/**
 * Holds the page's scripts back, as a phone on a slow connection does, until the test lets them go:
 * the shopper sees the server's page and acts on it before the browser's app has taken it over.
 */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page with its scripts held; `taken` settles once the app has taken the page over, after the scripts go. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page)
  const taken = page.goto(path)
  await page.getByRole('main').waitFor()
  return { release, taken }
}

/** The POST requests the page sent to an API path. */
function postsTo(page: Page, path: string) {
  const sent: unknown[] = []
  page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path) && sent.push(request.postDataJSON())))
  return sent
}

test('what a shopper types and ticks on the registration page before it is taken over is kept, and is what is registered', async ({ page }) => {
  const email = `early-${Date.now()}@example.com`
  const { release, taken } = await openHeld(page, '/createAccount')
  await page.getByRole('textbox', { name: 'First name' }).pressSequentially('Early')
  await page.getByRole('textbox', { name: 'Last name' }).pressSequentially('Bird')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
  await page.getByText('I accept the Terms & Conditions').click()
  release()
  await taken
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Early')
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Bird')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expect(page.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).toBeChecked()

  // What the chart sends is what the shopper typed before the page was theirs.
  const registered = postsTo(page, '/register-user')
  await page.getByLabel('Password', { exact: true }).fill('Snack-time-42')
  for (const [label, option] of [
    [/Day$/, '4'],
    [/Month$/, 'July'],
    [/Year$/, '1990'],
    [/Gender$/, 'Female'],
  ] as const) {
    await page.getByRole('button', { name: label }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/interaction\/[\w-]+$/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  expect(registered).toEqual([expect.objectContaining({ firstName: 'Early', lastName: 'Bird', email })])
})

test('a message typed and sent on the contact page before it is taken over is sent once, as typed', async ({ page }) => {
  const subject = `Early message ${randomBytes(3).toString('hex')}`
  const sent = postsTo(page, '/contactus')
  const { release, taken } = await openHeld(page, '/contactus')
  await page.getByRole('textbox', { name: 'Subject' }).pressSequentially(subject)
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially('Ana Lee')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially('ana@example.com')
  await page.getByRole('textbox', { name: 'How can we help?' }).pressSequentially('Sent before the page was ready.')
  await page.getByRole('button', { name: 'Send' }).click()
  // The browser did not send the form itself: the page is the one the shopper typed into.
  await expect(page).toHaveURL(/\/contactus$/)
  release()
  await taken
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your message is on its way to our service team')
  await expect.poll(() => mailTo('care@snackfolk.example').filter((mail) => readable(mail).includes(subject)).length, { timeout: 10_000 }).toBe(1)
  expect(readable(mailTo('care@snackfolk.example').find((mail) => readable(mail).includes(subject))!)).toContain('Sent before the page was ready.')
  expect(sent).toHaveLength(1)
})

test('words typed into the header search before the page is taken over get their suggestions', async ({ page }) => {
  const { release, taken } = await openHeld(page, '/')
  await page.getByRole('searchbox', { name: 'Search snacks' }).pressSequentially('jalepeno')
  release()
  await taken
  await expect(page.getByRole('combobox', { name: 'Search snacks' })).toHaveValue('jalepeno')
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
})
