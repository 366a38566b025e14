import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const port = () => process.env.E2E_PORT

/** Waits until the browser's app has taken over the page, when it is one of the store's own (the identity provider's and the gateway's carry no app). */
export async function takenOver(page: Page) {
  const storePage =
    (await page
      .locator('script#site-config')
      .count()
      .catch(() => 0)) > 0
  if (storePage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Page loads wait until the browser's app has taken the server's page over (`<html data-hydrated>`),
 * as a shopper's first press would find it: before, the page's controls are markup alone.
 */
function waitsForTakeOver(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await takenOver(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await takenOver(page)
    return response
  }
}

export const test = base.extend({
  baseURL: async ({}, use) => use(`http://127.0.0.1:${port()}`),
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      context.pages().forEach(waitsForTakeOver)
      context.on('page', waitsForTakeOver)
    }
    await use(context)
  },
})

export { expect }

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page, only?: string) {
  // React Aria announces a pending button by its label's id; the announcement's node outlives the
  // button for seven seconds after a navigation. It is a screen-reader message, not the page.
  const builder = new AxeBuilder({ page }).exclude('[role="log"][aria-live] > [role="img"]')
  const results = await (only ? builder.include(only) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
