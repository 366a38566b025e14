import { randomBytes } from 'node:crypto'
import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { mailTo, readable } from './mailbox.ts'

test('a shopper writes to the service team from the footer: each field to mend is said beside it, and the message reaches the service address', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click()
  await expect(page).toHaveURL(/\/contactus$/)
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Subject is required.')).toBeVisible()
  await expect(page.getByText('Name is required.')).toBeVisible()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByText('Description is required.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused()
  await expectNoAxeViolations(page)

  const subject = `Where is order ${randomBytes(3).toString('hex')}?`
  await page.getByRole('textbox', { name: 'Subject' }).fill('<b>Order</b>')
  await page.getByRole('textbox', { name: 'Name' }).fill('Ana Lee')
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'How can we help?' }).fill('It has not come yet.\nIt was placed nine days ago.')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Special characters are not allowed.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await expect(page.getByText('Special characters are not allowed.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your message is on its way to our service team, who will answer you at ana@example.com.',
  )

  await expect.poll(() => mailTo('care@snackfolk.example').filter((mail) => readable(mail).includes(subject)).length, { timeout: 10_000 }).toBe(1)
  const mail = readable(mailTo('care@snackfolk.example').find((mail) => readable(mail).includes(subject))!)
  expect(mail).toContain('From: Ana Lee <ana@example.com>')
  expect(mail).toContain('It was placed nine days ago.')

  await page.getByRole('button', { name: 'Write another message' }).click()
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com')
})

test('the contact form in Spanish has no axe violations, with its messages', async ({ page }) => {
  await page.goto('/contactus?lang=es-us')
  await expect(page.getByRole('heading', { name: 'Contáctanos', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('El asunto es obligatorio.')).toBeVisible()
  await expectNoAxeViolations(page)
})
