import type { Page } from '@playwright/test'
import { expect, port } from './fixtures.ts'
import { storeApi } from './api.ts'
import { holdSignIn, signedInCustomer } from './customer.ts'
import { testModelPathsInBrowser } from './model-paths.ts'
import { MOVIE_NIGHT, ROAD_TRIP, savedMultipacksModel } from '#machines/saved-multipacks/saved-multipacks.model.ts'
import type { NamedMultipack } from '#domain/saved-multipack.ts'
import { CART_OWNER_KEY } from '#machines/cart/cart.actors.ts'

type Snack = { id: string; availability: string; availableQty: number }

/** A customer's two saved mixes as in the model: Movie night, all in stock, and Road trip, one of whose snacks has sold out since. */
async function customerWithTwoMultipacks(page: Page) {
  const customer = await signedInCustomer(`http://127.0.0.1:${port()}`)
  const api = await storeApi(page.request)
  const asCustomer = { 'X-Auth-Token': customer.accessToken }
  const { products } = await api.post('/v2/dopservice/filter-products', { multipack: true, sort: 'name' })
  const [chips, bars] = (products as Snack[]).filter((p) => p.availability === 'inStock' && p.availableQty >= 30)
  const soldOut = (products as Snack[]).find((p) => p.availability !== 'inStock')
  if (!soldOut) throw new Error('the catalog has no variety-pack snack sold out at the shopper’s location')
  await api.post(
    '/v3/dopservice/b2c/mixpack',
    {
      name: ROAD_TRIP.name,
      picks: [
        { productId: chips!.id, quantity: 15 },
        { productId: soldOut.id, quantity: 15 },
      ],
    },
    asCustomer,
  )
  await api.post(
    '/v3/dopservice/b2c/mixpack',
    {
      name: MOVIE_NIGHT.name,
      picks: [
        { productId: chips!.id, quantity: 15 },
        { productId: bars!.id, quantity: 15 },
      ],
    },
    asCustomer,
  )
  // The browser holds the account's cart, as signing in leaves it.
  const cart = await api.post('/v3/dopservice/b2c/mergecart', {}, asCustomer)
  await page.addInitScript(([key, owner]) => localStorage.setItem(key!, owner!), [CART_OWNER_KEY, JSON.stringify(cart)])
  return customer
}

const multipackItem = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
const nameOf = (id: unknown) => [MOVIE_NIGHT, ROAD_TRIP].find((multipack) => multipack.id === id)!.name

testModelPathsInBrowser(savedMultipacksModel, (page) => ({
  starts: {
    'two saved multipacks, one with a sold-out snack': async () => {
      await holdSignIn(page, await customerWithTwoMultipacks(page))
      await page.goto('/my-account/my-variety-packs')
    },
  },
  arrange: {
    'the cart refuses it': () =>
      page.route(
        '**/v3/dopservice/b2c/savecartwebdata',
        (route) =>
          route.fulfill({
            status: 400,
            json: { success: false, responseCode: 400, errorKey: 'cartMultipackLimit', message: 'A cart holds at most 10 variety packs' },
          }),
        { times: 1 },
      ),
    'the server cannot be reached': () =>
      page.route('**/v3/dopservice/b2c/mixpack/*', (route) => (route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.fallback()), {
        times: 1,
      }),
  },
  events: {
    'savedMultipacks.addToCart': (event) => page.getByRole('button', { name: `Add to cart ${nameOf(event.id)}` }).click(),
    'savedMultipacks.delete': (event) => page.getByRole('button', { name: `Delete ${nameOf(event.id)}`, exact: true }).click(),
    'savedMultipacks.confirmDelete': () => page.getByRole('button', { name: 'Yes, delete' }).click(),
    'savedMultipacks.keep': () => page.getByRole('button', { name: 'Keep it' }).click(),
  },
  states: {
    listing: async (expected) => {
      const multipacks = expected.context.multipacks as NamedMultipack[]
      await expect(page.getByRole('region', { name: 'My variety packs' }).getByRole('heading', { level: 3 })).toHaveText(
        multipacks.map((multipack) => multipack.name),
      )
      // A mix with a snack that has sold out is changed first, not sent to the cart.
      for (const multipack of multipacks)
        await expect(page.getByRole('button', { name: `Add to cart ${multipack.name}` })).toBeEnabled({ enabled: multipack.unavailable.length === 0 })
      if (multipacks.some((multipack) => multipack.id === ROAD_TRIP.id))
        await expect(multipackItem(page, ROAD_TRIP.name).getByRole('link', { name: 'Edit and replace Road trip' })).toBeVisible()
      if (expected.context.added) {
        await expect(multipackItem(page, nameOf(expected.context.added)).getByRole('status')).toHaveText(
          `${nameOf(expected.context.added)} is in your cart. View cart`,
        )
        await expect(page.getByRole('link', { name: /^Cart, 1 items$/ })).toBeVisible()
      }
      if (expected.context.error)
        await expect(page.getByRole('region', { name: 'My variety packs' }).getByRole('alert')).toHaveText(
          expected.context.error === 'changeNotSent' ? 'We couldn’t reach the store. Nothing you typed is lost: try again.' : /./,
        )
    },
    confirming: async () => {
      await expect(page.getByRole('group', { name: 'Delete Road trip?' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused()
    },
  },
}))
