import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { storeApi } from './api.ts'
import { addToCart } from './shopper-at-checkout.ts'
import { PASSWORD, registered } from './customer.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { cartMergeModel } from '#machines/cart-merge/cart-merge.model.ts'
import { CART_OWNER_KEY } from '#machines/cart/cart.actors.ts'

const cartOwner = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { cartId: string } | null, CART_OWNER_KEY)

testModelPathsInBrowser(
  cartMergeModel,
  (page) => {
    let email = ''
    /** The browser's cart just before the sign-in: its owner and how many items. */
    let before: { cartId?: string; items: string } = { items: '' }
    const cartLink = () => page.getByRole('link', { name: /^Cart, \d+ items$/ })
    const cartItems = async () => /Cart, (\d+) items/.exec(await cartLink().ariaSnapshot())?.[1] ?? ''

    return {
      starts: {
        // A guest with a snack in the cart, about to sign in.
        'a shopper signing in': async () => {
          ;({ email } = await registered(page.request))
          const api = await storeApi(page.request)
          const { products } = await api.post('/v2/dopservice/filter-products', { sort: 'priceAsc' })
          const snack = (products as Parameters<typeof addToCart>[1][]).find((p) => p.availability === 'inStock' && p.availableQty >= 10)!
          await addToCart(page, snack)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)
        },
      },
      arrange: {
        'the server cannot be reached': () =>
          page.route(
            '**/v3/dopservice/b2c/mergecart',
            (route) => route.fulfill({ status: 503, json: { success: false, responseCode: 503, errorKey: 'requestFailed', message: 'down' } }),
            { times: 1 },
          ),
      },
      events: {
        // Signing in again after a sign-in signs out first, as a shopper must.
        'cartMerge.start': async () => {
          const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' })
          if (await signOut.isVisible()) {
            await signOut.click()
            await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()
          }
          before = { cartId: (await cartOwner(page))?.cartId, items: await cartItems() }
          await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click()
          await page.getByRole('textbox', { name: 'Email' }).fill(email)
          await page.getByLabel('Password').fill(PASSWORD)
          await page.getByRole('button', { name: 'Sign in', exact: true }).click()
          // The password's check, the code's exchange and the store starting again on the callback page take a while on a busy machine.
          await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 })
        },
      },
      states: {
        idle: async () => {
          await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
          await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
        },
        // The browser holds the account's cart, with the snack the guest chose.
        merged: async () => {
          await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
          // What the browser keeps opens the account's cart (the guest's, adopted with a new token, or the saved one it went into) once the merge has answered, with the customer's sign-in.
          const api = await storeApi(page.request)
          await expect
            .poll(async () => {
              const owner = await cartOwner(page)
              const signedIn = { 'X-Auth-Token': (await page.evaluate(() => sessionStorage.getItem('accessToken'))) ?? '' }
              return (
                owner && ((await api.post('/v3/dopservice/b2c/getcartwebdata', owner, signedIn)) as { cartItems?: unknown[] } | undefined)?.cartItems?.length
              )
            })
            .toBe(1)
        },
        // Said, and the browser's cart kept as it was before the sign-in.
        failed: async () => {
          await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Something went to wrong on server, please try again')
          await expect(page.getByRole('link', { name: `Cart, ${before.items} items` })).toBeVisible()
          expect((await cartOwner(page))?.cartId).toBe(before.cartId)
        },
      },
    }
  },
  {
    skip: { 'after answerWait': 'a merge is given up on after 20 s with no answer; the model tests walk it on a simulated clock' },
  },
)
