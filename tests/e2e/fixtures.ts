import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const port = () => process.env.E2E_PORT

export const test = base.extend({
  baseURL: async ({}, use) => use(`http://127.0.0.1:${port()}`),
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
