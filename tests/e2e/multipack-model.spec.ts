import type { Page } from '@playwright/test'
import { expect, port } from './fixtures.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'
import { storeApi } from './api.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { BARS, CHIPS, multipackModel, SAVED } from '#machines/multipack/multipack.model.ts'
import { packCount } from '#domain/multipack.ts'
import { CART_OWNER_KEY } from '#machines/cart/cart.actors.ts'

type Snack = { id: string; title: string; availability: string; availableQty: number }
type NamedMultipack = { id: string; name: string; picks: { productId: string; quantity: number }[]; unavailable: string[] }

/** The builder's snacks as it lists them (in stock, by name): the model's chips and bars are the first two with a full box in stock. */
async function builderSnacks(page: Page) {
  const api = await storeApi(page.request)
  const { products } = await api.post('/v2/dopservice/filter-products', { multipack: true, sort: 'name' })
  const [chips, bars] = (products as Snack[]).filter((p) => p.availability === 'inStock' && p.availableQty >= 30)
  return { api, snacks: { [CHIPS.productId]: chips!, [BARS.productId]: bars! } }
}

/** Keyboard for packs, as a shopper tabbing through the list would; pointer for the rest. */
const press = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press('Enter')
}

testModelPathsInBrowser(
  multipackModel,
  (page) => {
    let snacks: Record<string, Snack> = {}
    let customer: { accessToken: string; accountId: string } | undefined
    const title = (productId: unknown) => snacks[productId as string]!.title
    const builder = () => page.getByRole('heading', { level: 1 })
    return {
      starts: {
        'an empty box': async () => {
          ;({ snacks } = await builderSnacks(page))
          await page.goto('/varietypack/customize')
        },
        'a mix from the cart': async () => {
          const found = await builderSnacks(page)
          snacks = found.snacks
          // The shopper's cart already holds a 30-pack of 20 chips and 10 bars.
          const cart = await found.api.post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })
          const picks = [
            { productId: snacks[CHIPS.productId]!.id, quantity: 20 },
            { productId: snacks[BARS.productId]!.id, quantity: 10 },
          ]
          await found.api.post('/v3/dopservice/b2c/savecartwebdata', {
            cartId: cart.cartId,
            cartToken: cart.cartToken,
            change: { type: 'addMultipack', picks },
          })
          await page.addInitScript(
            ([key, owner]) => localStorage.setItem(key!, owner!),
            [CART_OWNER_KEY, JSON.stringify({ cartId: cart.cartId, cartToken: cart.cartToken })],
          )
          await page.goto('/varietypack/customize?edit=MYOMP-30-1')
        },
        'a saved mix to change': async () => {
          const found = await builderSnacks(page)
          snacks = found.snacks
          // A customer kept a mix of 15 chips and 15 bars in My variety packs.
          customer = await signedInCustomer(`http://127.0.0.1:${port()}`)
          const asCustomer = { 'X-Auth-Token': customer.accessToken }
          const picks = [
            { productId: snacks[CHIPS.productId]!.id, quantity: 15 },
            { productId: snacks[BARS.productId]!.id, quantity: 15 },
          ]
          const multipack = await found.api.post('/v3/dopservice/b2c/mixpack', { name: SAVED.name, picks }, asCustomer)
          await holdSignIn(page, customer)
          await page.goto(`/varietypack/customize?saved=${multipack.id}`)
        },
        'a recommended mix with a sold-out snack': async () => {
          const api = await storeApi(page.request)
          const multipacks: NamedMultipack[] = await api.get('/v3/dopservice/b2c/recommendedvarietypacklist?locale=en-us')
          // As in the model: six snacks of five packs, one of them sold out.
          const stale = multipacks.find((multipack) => multipack.unavailable.length === 1 && multipack.picks.length === 6)
          if (!stale) throw new Error('the catalog has no recommended mix with exactly one sold-out snack')
          await page.goto(`/varietypack/customize?mix=${stale.id}`)
        },
      },
      arrange: {
        'the mix cannot be kept': async () => {
          await page.route(
            '**/v3/dopservice/b2c/mixpack/*',
            (route) => route.fulfill({ status: 400, json: { success: false, responseCode: 400, errorKey: 'mixLimit', message: 'limit' } }),
            { times: 1 },
          )
        },
        // The save never reaches the store.
        'the mix never reaches the store': async () => {
          await page.route('**/v3/dopservice/b2c/mixpack/*', (route) => route.abort('connectionrefused'), { times: 1 })
        },
        'the cart refuses it': async () => {
          await page.route(
            '**/v3/dopservice/b2c/savecartwebdata',
            (route) => route.fulfill({ status: 400, json: { success: false, responseCode: 400, errorKey: 'cartItemUnavailable', message: 'gone' } }),
            { times: 1 },
          )
        },
      },
      events: {
        'multipack.add': (event) => press(page, `One more pack of ${title(event.productId)}`),
        'multipack.removeOne': (event) => press(page, `One pack fewer of ${title(event.productId)}`),
        'multipack.remove': (event) => page.getByRole('button', { name: `Remove ${title(event.productId)} from the mix` }).click(),
        'multipack.clear': () => page.getByRole('button', { name: 'Start over' }).click(),
        'multipack.addToCart': () => page.getByRole('button', { name: /^(Add variety pack to cart|Update variety pack)$/ }).click(),
        'multipack.startNew': () => page.getByRole('button', { name: 'Build another' }).click(),
        'multipack.replaceUnavailable': () => page.getByRole('button', { name: 'Edit and replace' }).click(),
        'multipack.name': (event) => page.getByRole('textbox', { name: 'Name your mix' }).fill(event.name as string),
        'multipack.save': () => page.getByRole('button', { name: 'Save to My variety packs' }).click(),
      },
      states: {
        filling: async (expected) => {
          await expect(builder()).toHaveText(expected.context.editing ? 'Change your 30-pack' : 'Build your 30-pack')
          await expect(page.getByRole('status').filter({ hasText: 'packs' })).toHaveText(`${packCount(expected.context.picks)} of 30 packs`)
          await expect(page.getByRole('button', { name: /^(Add variety pack to cart|Update variety pack)$/ })).toBeDisabled()
        },
        full: async (expected) => {
          await expect(page.getByRole('progressbar', { name: 'Packs chosen' })).toHaveAttribute('aria-valuenow', '30')
          await expect(page.getByRole('button', { name: /^One more pack of /, disabled: false })).toHaveCount(0)
          await expect(page.getByRole('button', { name: expected.context.editing ? 'Update variety pack' : 'Add variety pack to cart' })).toBeEnabled()
          // A save that never reached the store says so, and the name typed stays, to save again.
          if (expected.context.error === 'changeNotSent') {
            await expect(
              page.getByRole('main').getByRole('alert').filter({ hasText: 'We couldn’t reach the store. Nothing you typed is lost: try again.' }),
            ).toBeVisible()
            await expect(page.getByRole('textbox', { name: 'Name your mix' })).toHaveValue(expected.context.name)
          } else if (expected.context.error) await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
          // Only a signed-in customer is offered to keep the mix; a name it cannot have is said beside it.
          await expect(page.getByRole('button', { name: 'Save to My variety packs' })).toHaveCount(expected.context.canSave ? 1 : 0)
          if (expected.context.nameError) {
            await expect(page.getByText('Give your mix a name of up to 60 letters.')).toBeVisible()
            await expect(page.getByRole('textbox', { name: 'Name your mix' })).toBeFocused()
          }
        },
        // Kept as it is now: the customer's list has it under its name, with the box's packs.
        saved: async (expected) => {
          await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toHaveText(`Saved as ${expected.context.name} in My variety packs.`)
          const multipacks: NamedMultipack[] = await (
            await storeApi(page.request)
          ).get('/v3/dopservice/b2c/getmixpacklist', { 'X-Auth-Token': customer!.accessToken })
          const kept = multipacks.find((multipack) => multipack.name === expected.context.name)
          expect(kept?.picks.map((pick) => [pick.productId, pick.quantity])).toEqual(
            expected.context.picks.map((pick: { productId: string; quantity: number }) => [snacks[pick.productId]!.id, pick.quantity]),
          )
        },
        added: async () => {
          await expect(builder()).toHaveText('Your variety pack is in the cart')
          await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
        },
        noLongerAvailable: async (expected) => {
          await expect(page.getByRole('alert')).toContainText('We’re sorry, but one or more of your selected items are no longer available.')
          await expect(page.getByRole('list', { name: 'No longer available' }).getByRole('listitem')).toHaveCount(expected.context.unavailable.length)
        },
      },
    }
  },
  {
    skip: { 'signs in': 'signing in takes the shopper to the provider’s page and back, where the builder opens afresh; the account journeys walk it' },
  },
)
