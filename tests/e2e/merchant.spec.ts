import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { test, expect } from './fixtures.ts'
import { startStore } from './start-server.ts'
import { cardFrame, fillCard, fillShipping } from './shopper-at-checkout.ts'

const TOKEN = 'the-merchant-journey-operator-token-0001'

/** The small catalog docs/operating.md shows a merchant, with its picture beside it. */
async function readmeCatalog(folder: string) {
  const operating = readFileSync(new URL('../../docs/operating.md', import.meta.url), 'utf8')
  writeFileSync(join(folder, 'catalog.json'), /### Your catalog[\s\S]*?```json\n([\s\S]*?)```/.exec(operating)![1]!)
  mkdirSync(join(folder, 'pictures'))
  // A picture of the merchant's own: a green square on white.
  const green = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1f8f3a' } })
    .png()
    .toBuffer()
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: green, top: 150, left: 150 }])
    .jpeg()
    .toFile(join(folder, 'pictures', 'sea-salt.jpg'))
}

const command = (origin: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['server/operator/cli.ts', ...args], {
      env: { ...process.env, STORE_URL: origin, OPERATOR_TOKEN: TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })

// A store of the merchant's own: their import retires the demo's catalog, which the other journeys use.
let store: Awaited<ReturnType<typeof startStore>>
let folder = ''
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'snackfolk-merchant-'))
  store = await startStore({ DATA_DIR: join(folder, 'data'), OPERATOR_TOKEN: TOKEN, REFUSAL_WAIT_MS: '50' })
})
test.afterAll(async () => {
  await store.stop()
  rmSync(folder, { recursive: true, force: true })
})

test("a merchant's first day: their own catalog with its picture, on the home page and the list in both languages, and a shopper buys from it", async ({
  page,
}) => {
  test.slow()
  await readmeCatalog(folder)
  const imported = await command(store.origin, ['catalog', 'import', join(folder, 'catalog.json')])
  expect(imported).toEqual({
    code: 0,
    output: 'Imported 1 products (1 new, 240 retired: no longer sold) and 0 bundles, with 1 new picture. Every store process shows them within a moment.\n',
  })

  // The home page offers the merchant's category, with their picture.
  await page.goto(`${store.origin}/`)
  const chips = page
    .getByRole('main')
    .getByRole('link', { name: /^Chips/ })
    .first()
  await expect(chips).toBeVisible()
  await page.goto(`${store.origin}/all-snacks`)
  const card = page.getByRole('main').getByRole('article')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Hillside Sea Salt Kettle Chips')
  await expect(card).toContainText('$2.49')
  // The card's picture is decorative (its title says what it is).
  const picture = card.locator('img').first()
  await expect(picture).toHaveAttribute('src', /\/images\/products\/hillside-sea-salt-kettle-chips\.webp\?v=[0-9a-f]{16}$/)
  const drawn = await page.request.get(`${store.origin}${await picture.getAttribute('src')}`)
  const { data, info } = await sharp(await drawn.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  expect([data[middle]! < 80, data[middle + 1]! > 110, data[middle + 2]! < 100]).toEqual([true, true, true])
  await page.goto(`${store.origin}/all-snacks?lang=es-us`)
  await expect(page.getByRole('main').getByRole('article')).toContainText('Papas a la olla con sal de mar Hillside')

  // A shopper buys it.
  await page.goto(`${store.origin}/product/hillside-sea-salt-kettle-chips?lang=en-us`)
  await page.getByRole('button', { name: 'Add to cart Hillside Sea Salt Kettle Chips' }).click()
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'Checkout' }).click()
  await fillShipping(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('518-555-0142')
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Review your order' }).click()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Hillside Sea Salt Kettle Chips')
})
