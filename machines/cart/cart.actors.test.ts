import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CART_OWNER_KEY, provideCart } from './cart.actors.ts'
import { settle } from '../testing/fakes.ts'
import { ApiError, type ApiClient } from '../../src/api/client.ts'
import { emptyCart, type Cart } from '../../src/domain/cart.ts'

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
function visitor(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown }[] = []
  const api: ApiClient = {
    request: async (path, { body }) => {
      calls.push({ path, body })
      return answer(path, body) as never
    },
  }
  const keep = memoryStorage()
  const logic = provideCart({ api, locale: () => 'en-us', keep, session: memoryStorage(), zipcode: () => undefined })
  const actor = createActor(logic, { input: {} }).start()
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

  it('is made, holding the line, with their first add, and kept', async () => {
    const cart: Cart = { ...emptyCart(), cartId: OWNER.cartId, cartItems: [LINE], cartCount: 1, subTotal: 199 }
    const { actor, calls, keep } = visitor((path) =>
      path.endsWith('update-persist-cart') ? { persistCartId: OWNER.cartId, cartToken: OWNER.cartToken, persistCartData: [], cartamount: 1.99 } : cart,
    )
    await settle()
    actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    await settle()
    expect(calls.map((c) => c.path)).toEqual(['/v2/dopservice/update-persist-cart', '/v3/dopservice/b2c/getcartwebdata'])
    expect(calls[0]!.body).toMatchObject({ persistCartData: [{ kind: 'product', itemId: 'P00001', quantity: 1 }], isAuth: false })
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
  })
})

describe('a visitor’s cart in two tabs', () => {
  it('is taken up by a tab that had none when another tab makes it', async () => {
    const cart: Cart = { ...emptyCart(), cartId: OWNER.cartId, cartItems: [LINE], cartCount: 1, subTotal: 199 }
    const { actor, keep, calls } = visitor(() => cart)
    await settle()
    keep.setItem(CART_OWNER_KEY, JSON.stringify(OWNER))
    actor.send({ type: 'cart.refresh' })
    await settle()
    expect(calls.map((c) => c.body)).toEqual([{ ...OWNER, locale: 'en-us' }])
    expect(actor.getSnapshot().context.owner).toEqual(OWNER)
    expect(actor.getSnapshot().context.cart?.cartCount).toBe(1)
  })
})
