import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import type { Page } from '@playwright/test'

/** Presses Tab until the focused element has this accessible name, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')
    if (name.test(focused)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

test('build a 30-pack with the keyboard only, see a 31st refused, add it to the cart and edit it from there', async ({ page }) => {
  await page.goto('/varietypack')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variety packs')
  await expectNoAxeViolations(page)
  await tabTo(page, /^Build your 30-pack$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your 30-pack')
  const progress = page.getByRole('progressbar', { name: 'Packs chosen' })

  // Enter adds a pack of the focused snack until the box is full or that snack runs out; then Tab moves on.
  const packs = async () => Number(await progress.getAttribute('aria-valuenow'))
  const chosen = new Map<string, number>()
  while ((await packs()) < 30) {
    await tabTo(page, /^One more pack of /)
    const name = (await page.evaluate(() => document.activeElement!.getAttribute('aria-label')))!.replace('One more pack of ', '')
    for (;;) {
      const before = await packs()
      await page.keyboard.press('Enter')
      await expect.poll(packs).toBeGreaterThanOrEqual(before)
      if ((await packs()) === before) break
      chosen.set(name, (chosen.get(name) ?? 0) + 1)
      if ((await packs()) === 30 || (await page.getByRole('button', { name: `One more pack of ${name}` }).isDisabled())) break
    }
  }
  const [first, firstCount] = [...chosen.entries()][0]!
  await expect(progress).toHaveAttribute('aria-valuenow', '30')
  await expect(page.getByRole('status').filter({ hasText: 'packs' })).toHaveText('30 of 30 packs')
  await expect(page.getByRole('button', { name: /^One more pack of / }).first()).toBeDisabled()
  await expectNoAxeViolations(page)

  await tabTo(page, /^Add variety pack to cart$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your variety pack is in the cart')
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()

  await page.goto('/cart')
  await expect(page.getByText('Variety Pack (30)', { exact: true })).toBeVisible()
  await expect(page.getByText(`${firstCount} × ${first}`, { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Edit mix' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your 30-pack')
  await expect(progress).toHaveAttribute('aria-valuenow', '30')
  await page.getByRole('button', { name: `One pack fewer of ${first}` }).click()
  await expect(progress).toHaveAttribute('aria-valuenow', '29')
  await expect(page.getByRole('button', { name: 'Update variety pack' })).toBeDisabled()
  await page.getByRole('button', { name: /^One more pack of /, disabled: false }).last().click()
  await page.getByRole('button', { name: 'Update variety pack' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your variety pack is in the cart')
  await page.goto('/cart')
  await expect(page.getByText(`${firstCount - 1} × ${first}`, { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
})
