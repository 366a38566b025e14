import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CART_OWNER_KEY, CART_WAITING_KEY, provideCart } from './cart.actors.ts'
import { settle } from '../testing/fakes.ts'
import { ApiError, type ApiClient } from '#api/client.ts'
import { emptyCart, type Cart } from '#domain/cart.ts'

const OWNER = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
const LINE = {
  lineId: 'P00001',
  productId: 'P00001',
  slug: 'p',
  title: 'P',
  categories: [],
  quantity: 1,
  price: 199,
  currentPrice: 199,
  weight: 1,
  availableQty: 9,
  preOrder: false,
  imageUrl: '/p.svg',
}

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  }
}

/** A visitor's cart wired to a server that answers `answer` for each call it is asked. */
function visitor(answer: (path: string, body: unknown) => unknown, zipcode?: string) {
  const calls: { path: string; body: unknown }[] = []
  const api: ApiClient = {
    request: async (path, { body }) => {
      calls.push({ path, body })
      return answer(path, body) as never
    },
  }
  const keep = memoryStorage()
  const logic = provideCart({
    api,
    locale: () => 'en-us',
    lastingStorage: keep,
    tabStorage: memoryStorage(),
    zipcode: () => zipcode,
    watchKept: () => () => {},
    watchConnection: () => () => {},
  })
  const actor = createActor(logic, { input: {} }).start()
  actor.send({ type: 'cart.open' })
  return { actor, calls, keep }
}

describe('a visitor’s cart', () => {
  it('is not made on the server while they only browse', async () => {
    const { actor, calls } = visitor(() => {
      throw new Error('no call expected')
    })
    await settle()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.cart).toEqual(emptyCart())
    expect(calls).toEqual([])
  })

  it('is made, holding the line, with their first add, in one call, and kept', async () => {
    const cart: Cart = { ...emptyCart(), ...OWNER, cartItems: [LINE], cartCount: 1, subTotal: 199 }
    const { actor, calls, keep } = visitor(() => cart)
    await settle()
    actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    await settle()
    expect(calls).toEqual([
      {
        path: '/v3/dopservice/b2c/savecartwebdata',
        body: {
          change: { type: 'add', itemId: 'P00001', quantity: 1 },
          changeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          locale: 'en-us',
          zipcode: undefined,
        },
      },
    ])
    // Saved: nothing waits in the browser any more.
    expect(keep.getItem(CART_WAITING_KEY)).toBeNull()
    expect(actor.getSnapshot().context.owner).toEqual(OWNER)
    expect(JSON.parse(keep.getItem(CART_OWNER_KEY)!)).toEqual(OWNER)
    expect(actor.getSnapshot().context.cart?.cartCount).toBe(1)
  })

  it('is not made when the first add is refused, and says why', async () => {
    const { actor, keep } = visitor(() => {
      throw new ApiError(400, 'cartAboveStock', 'Only 2 available')
    })
    await settle()
    actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 5 })
    await settle()
    expect(actor.getSnapshot().context.error).toBe('cartAboveStock')
    expect(actor.getSnapshot().context.owner).toBeUndefined()
    expect(keep.getItem(CART_OWNER_KEY)).toBeNull()
    expect(keep.getItem(CART_WAITING_KEY)).toBeNull()
  })

  it('keeps a change in the browser until the server has it, and sends it again under the same id when its answer was lost', async () => {
    const cart: Cart = { ...emptyCart(), ...OWNER, cartItems: [LINE], cartCount: 1, subTotal: 199 }
    let lose = true
    const { actor, calls, keep } = visitor(() => {
      if (lose) throw new ApiError(404, 'requestFailed', 'Failed to fetch', undefined, false)
      return cart
    })
    await settle()
    actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1, title: 'P' })
    await settle()
    const waiting = JSON.parse(keep.getItem(CART_WAITING_KEY)!)
    expect(waiting).toEqual([{ id: expect.any(String), write: { type: 'add', itemId: 'P00001', quantity: 1 }, title: 'P' }])
    lose = false
    actor.send({ type: 'cart.connection', online: true })
    await settle()
    expect(calls.map((call) => (call.body as { changeId: string }).changeId)).toEqual([waiting[0].id, waiting[0].id])
    expect(keep.getItem(CART_WAITING_KEY)).toBeNull()
  })
})

/** A visitor's cart read again after another tab kept the cart `OWNER` in the browser; the server answers `cart`. */
async function storedByAnotherTab(cart: Cart) {
  const shopper = visitor(() => cart)
  await settle()
  shopper.keep.setItem(CART_OWNER_KEY, JSON.stringify(OWNER))
  shopper.actor.send({ type: 'cart.refresh' })
  await settle()
  return shopper
}

describe('a visitor’s cart in two tabs', () => {
  it('is taken up by a tab that had none when another tab makes it', async () => {
    const { actor, calls } = await storedByAnotherTab({ ...emptyCart(), cartId: OWNER.cartId, cartItems: [LINE], cartCount: 1, subTotal: 199 })
    expect(calls.map((c) => c.body)).toEqual([{ ...OWNER, locale: 'en-us' }])
    expect(actor.getSnapshot().context.owner).toEqual(OWNER)
    expect(actor.getSnapshot().context.cart?.cartCount).toBe(1)
  })
})

describe('a signed-in customer’s cart', () => {
  it('takes up the account’s token the server gives with the cart, and keeps it', async () => {
    const accountOwner = { cartId: OWNER.cartId, cartToken: 'b'.repeat(43) }
    const { actor, keep, calls } = await storedByAnotherTab({ ...emptyCart(), ...accountOwner, cartItems: [LINE], cartCount: 1, subTotal: 199 })
    expect(calls.map((c) => c.body)).toEqual([{ ...OWNER, locale: 'en-us' }])
    expect(actor.getSnapshot().context.owner).toEqual(accountOwner)
    expect(JSON.parse(keep.getItem(CART_OWNER_KEY)!)).toEqual(accountOwner)
  })
})

describe('a change to a cart', () => {
  it('is one call, answered with the cart and its estimate for the shopper’s zip code; nothing else is asked', async () => {
    const estimated: Cart = { ...emptyCart(), cartId: OWNER.cartId, cartItems: [LINE], cartCount: 1, subTotal: 199, shippingSku: 'SHIP-STANDARD' }
    const { actor, calls, keep } = visitor(() => estimated, '10001')
    keep.setItem(CART_OWNER_KEY, JSON.stringify(OWNER))
    actor.send({ type: 'cart.refresh' })
    await settle()
    calls.length = 0
    actor.send({ type: 'cart.setQuantity', lineId: 'P00001', quantity: 2 })
    await settle()
    expect(calls).toEqual([
      {
        path: '/v3/dopservice/b2c/savecartwebdata',
        body: { ...OWNER, change: { type: 'set', lineId: 'P00001', quantity: 2 }, changeId: expect.any(String), locale: 'en-us', zipcode: '10001' },
      },
    ])
    expect(actor.getSnapshot().context.cart?.shippingSku).toBe('SHIP-STANDARD')
  })
})
