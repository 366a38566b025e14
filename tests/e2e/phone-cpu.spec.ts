import { test, expect } from './fixtures.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'
import { addToCart, cheapSnack } from './shopper-at-checkout.ts'

// The store on a phone's CPU (Chromium slowed through a CDP session). These journeys run on their own, after the others
// (the config's `phone` project), so what they time is the page on a slow CPU, not the machine's other journeys. On their
// own: `npx playwright test --no-deps tests/e2e/phone-cpu.spec.ts`.

/** The pages a signed-in shopper opens by their address, each with the heading of what it shows. */
const CUSTOMER_PAGES = [
  { path: '/my-account', heading: { level: 1, name: 'My account' } },
  { path: '/my-account/my-orders', heading: { level: 2, name: 'My orders' } },
  { path: '/checkout', heading: { level: 1, name: 'Checkout' } },
  { path: '/varietypack/customize', heading: { level: 1, name: 'Build your 30-pack' } },
]

/**
 * Marks, in the page, the first frame in which the shopper sees the page's heading in the main area and Sign out in the
 * banner: the time from asking for the page to seeing it, signed in, as the shopper does, not as often as a test looks.
 */
function markSeenSignedIn(pages: typeof CUSTOMER_PAGES) {
  const wanted = pages.find(({ path }) => path === location.pathname)
  if (!wanted) return
  const shown = (element: Element | null | undefined) => element instanceof HTMLElement && element.checkVisibility()
  const seen = () =>
    [...document.querySelectorAll(`main h${wanted.heading.level}`)].some((h) => h.textContent?.trim() === wanted.heading.name && shown(h)) &&
    [...document.querySelectorAll('header button')].some((button) => button.textContent?.includes('Sign out') && shown(button))
  const frame = () => (seen() ? ((window as { seenSignedInAt?: number }).seenSignedInAt = performance.now()) : requestAnimationFrame(frame))
  requestAnimationFrame(frame)
}

for (const rate of [4, 6]) {
  test(`on a phone's CPU (${rate} times slower), a signed-in shopper opening their pages by address sees each within 5 s, every time`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const customer = await signedInCustomer(baseURL!)
    await holdSignIn(page, customer)
    await addToCart(page, await cheapSnack(page))
    await page.addInitScript(markSeenSignedIn, CUSTOMER_PAGES)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const slow: string[] = []
    for (const { path, heading } of CUSTOMER_PAGES) {
      for (let time = 0; time < 10; time++) {
        // Opened by the frame, and asked twice a second whether it has shown, so the test's looking takes little of the
        // slowed CPU the page starts on (the journeys' page looks for the app's take-over every frame).
        await page.mainFrame().goto(`${baseURL}${path}`, { waitUntil: 'commit' })
        const seen = page.waitForFunction(() => (window as { seenSignedInAt?: number }).seenSignedInAt, undefined, { polling: 500, timeout: 15_000 })
        const took = (await (await seen).jsonValue())!
        await expect(page.getByRole('main').getByRole('heading', heading)).toBeVisible()
        // Known as the customer they are, not asked to sign in.
        await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible()
        if (took > 5_000) slow.push(`${path} ${Math.round(took)} ms`)
      }
    }
    expect(slow).toEqual([])
  })
}
