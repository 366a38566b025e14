import type { Page } from '@playwright/test'
import { test, expect, expectNoAxeViolations } from './fixtures.ts'
import { addToCart, cheapSnack } from './shopper-at-checkout.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** The tallest the header may be at either size: the announcement, the bar and the search or the navigation. */
const HEADER_MOST_PX = 120

interface Problem {
  control: string
  other?: string
  why: string
}

/**
 * Every control a shopper can see, checked two ways: no two of them in the page's flow overlap,
 * and each one, scrolled to the middle of the screen, is the element found at its centre (nothing
 * covers it, not even a bar that rides along at the screen's edge).
 */
async function controlProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      // A screen reader's text is a clipped square pixel; a skip link waits off the page until focused.
      // A control kept for the browser's autofill alone is hidden from everyone.
      return (
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        box.right > 0 &&
        style.clipPath === 'none' &&
        !el.closest('[aria-hidden="true"], [inert]')
      )
    }
    const riding = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position
        if (position === 'fixed' || position === 'sticky') return true
      }
      return false
    }
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')].filter(shown)
    const problems: { control: string; other?: string; why: string }[] = []
    const inFlow = controls.filter((el) => !riding(el))
    window.scrollTo(0, 0)
    const boxes = inFlow.map((el) => ({ el, box: el.getBoundingClientRect() }))
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!
        const b = boxes[j]!
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (width > 1 && height > 1) problems.push({ control: name(a.el), other: name(b.el), why: 'overlap' })
      }
    }
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      const first = el.getClientRects()[0]
      if (!first) continue
      const hit = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2)
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el)))
        problems.push({ control: name(el), other: hit ? name(hit) : 'nothing', why: 'covered' })
    }
    window.scrollTo(0, 0)
    return problems
  })
}

async function checkLayout(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  const header = await page.getByRole('banner').boundingBox()
  expect(header!.height).toBeLessThanOrEqual(HEADER_MOST_PX)
  expect(await controlProblems(page)).toEqual([])
  await expectNoAxeViolations(page)
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height} (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the home page, a filtered list and a product page: a compact header, nothing overlapping, the first snack on the first screen', async ({ page }) => {
      await page.goto('/')
      await checkLayout(page, 'Find your next favorite snack')

      await page.goto('/all-snacks')
      await checkLayout(page, 'All Snacks')
      await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeInViewport()

      await page.goto('/all-snacks/chips?flavor=barbecue')
      await checkLayout(page, /Chips/)
      const products = page.getByRole('region', { name: 'Products' })
      await expect(products.getByRole('article').first()).toBeInViewport()
      await expect(products.getByRole('article').first()).toContainText('Barbecue')

      const snack = await cheapSnack(page)
      await page.goto(`/product/${snack.slug}`)
      await checkLayout(page, snack.title)
      // The add button is on the first screen.
      await expect(page.getByRole('button', { name: `Add to cart ${snack.title}` })).toBeInViewport()
    })

    test('the builder, the cart and checkout: nothing overlapping, the builder’s add button in reach', async ({ page }) => {
      await page.goto('/varietypack/customize')
      await checkLayout(page, 'Build your 30-pack')
      await expect(page.getByRole('button', { name: 'Add variety pack to cart' })).toBeInViewport()

      await addToCart(page, await cheapSnack(page))
      await page.keyboard.press('Escape')
      await page.goto('/cart')
      await checkLayout(page, /cart/i)

      await page.goto('/checkout')
      await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible()
      await checkLayout(page, /checkout/i)
    })

    test('the account pages: nothing overlapping', async ({ page, baseURL }) => {
      await holdSignIn(page, await signedInCustomer(baseURL!))
      await page.goto('/my-account')
      await checkLayout(page, /account/i)
    })

    if (size.name === 'phone') {
      test('the phone’s menu opens the navigation in a drawer, and the list’s filters open as a sheet that counts those chosen', async ({ page }) => {
        await page.goto('/all-snacks?brand=crunchwell')
        const main = page.getByRole('navigation', { name: 'Main' })
        await expect(main).toBeHidden()
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(main).toBeVisible()
        await main.getByRole('link', { name: 'Brands' }).click()
        await expect(page).toHaveURL(/\/brands$/)
        await expect(main).toBeHidden()

        await page.goto('/all-snacks?brand=crunchwell')
        const filters = page.getByRole('complementary', { name: 'Filters' })
        await expect(filters).toBeHidden()
        await page.getByRole('button', { name: 'Filters 1' }).click()
        await expect(filters).toBeVisible()
        await filters.getByRole('link', { name: /Add filter: Cobblestone/ }).click()
        await expect(page).toHaveURL(/brand=crunchwell%2Ccobblestone|brand=crunchwell,cobblestone/)
        await expect(page.getByRole('button', { name: 'Filters 2' })).toBeVisible()
        await filters.getByRole('button', { name: /^Show \d+ products$/ }).click()
        await expect(filters).toBeHidden()
      })
    }
  })
}
