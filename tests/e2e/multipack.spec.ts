import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { storeApi } from './api.ts'

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
  // Thirty packs, one key press and one check at a time, then the cart and back: a long walk on a busy machine.
  test.slow()
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
  const adds = await page.evaluate(() =>
    (window.dataLayer as unknown as { event: string; items: { item_id: string; quantity: number }[] }[]).filter((e) => e.event === 'add_to_cart'),
  )
  expect(adds.at(-1)?.items).toEqual([expect.objectContaining({ item_id: 'MYOMP-30-1', quantity: 1 })])

  await page.goto('/cart')
  await expect(page.getByText('Variety Pack (30)', { exact: true })).toBeVisible()
  await expect(page.getByText(`${firstCount} × ${first}`, { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Edit mix' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your 30-pack')
  await expect(progress).toHaveAttribute('aria-valuenow', '30')
  await page.getByRole('button', { name: `One pack fewer of ${first}` }).click()
  await expect(progress).toHaveAttribute('aria-valuenow', '29')
  await expect(page.getByRole('button', { name: 'Update variety pack' })).toBeDisabled()
  await page
    .getByRole('button', { name: /^One more pack of /, disabled: false })
    .last()
    .click()
  await page.getByRole('button', { name: 'Update variety pack' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your variety pack is in the cart')
  await page.goto('/cart')
  await expect(page.getByText(`${firstCount - 1} × ${first}`, { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
})

test('a recommended mix with a snack that sold out asks the shopper to edit and replace it', async ({ page, request }) => {
  const api = await storeApi(request)
  const multipacks: { id: string; name: string; unavailable: string[]; picks: { productId: string; title: string; quantity: number }[] }[] = await api.get(
    '/v3/dopservice/b2c/recommendedvarietypacklist?locale=en-us',
    { locationNumber: '1' },
  )
  const stale = multipacks.find((multipack) => multipack.unavailable.length > 0)!
  const gone = stale.picks.filter((pick) => stale.unavailable.includes(pick.productId))
  const kept = 30 - gone.reduce((sum, pick) => sum + pick.quantity, 0)

  await page.goto('/varietypack')
  await expect(page.getByRole('heading', { name: 'Recommended variety packs' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: `Customize ${stale.name}` }).click()
  const sorry = page.getByRole('alert')
  await expect(sorry).toContainText('We’re sorry, but one or more of your selected items are no longer available.')
  for (const pick of gone) await expect(sorry).toContainText(pick.title)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Edit and replace' }).click()
  const progress = page.getByRole('progressbar', { name: 'Packs chosen' })
  await expect(progress).toHaveAttribute('aria-valuenow', String(kept))
  while (Number(await progress.getAttribute('aria-valuenow')) < 30)
    await page
      .getByRole('button', { name: /^One more pack of /, disabled: false })
      .last()
      .click()
  await page.getByRole('button', { name: 'Add variety pack to cart' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your variety pack is in the cart')
})

test('a bundle holding a snack no longer available says so and points to a replacement', async ({ page, request }) => {
  const api = await storeApi(request)
  const bundles: { slug: string; title: string; availability: string }[] = await api.get('/v3/dopservice/getallbundles', { locationNumber: '1' })
  const short = bundles.find((bundle) => bundle.availability === 'outOfStock')!
  await page.goto(`/bundle/${short.slug}`)
  await expect(page.getByRole('alert')).toContainText('We’re sorry, but one or more of your selected items are no longer available.')
  await expect(page.getByRole('button', { name: `Add to cart ${short.title}` })).toHaveCount(0)
  const replace = page.getByRole('link', { name: /^Find a replacement for / }).first()
  await expect(page.getByText('No longer available').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await replace.click()
  await expect(page).toHaveURL(/\/all-snacks\?search=/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
