import { describe, expect, it } from 'vitest'
import { restartedApp, storeForTests } from '../testing/test-store.ts'
import type { Cart } from '#domain/cart.ts'
import type { PersistedCart } from '#domain/persist-cart.ts'

const shop = storeForTests()

const call = shop.call
const put = (body: object) => call('PUT', '/v2/dopservice/update-persist-cart', { isAuth: false, email: '', accountId: '', ...body })
const get = (cart: { persistCartId: string }, token?: string, app?: Awaited<ReturnType<typeof restartedApp>>) =>
  call(
    'GET',
    `/v2/dopservice/persist-cart?email=&accountId=&isAuth=false&persistCartId=${cart.persistCartId}`,
    undefined,
    token ? { 'X-Cart-Token': token } : {},
    app,
  )

function stocked(count = 5) {
  return shop.store.catalog.orders.priceAsc.filter((p) => (p.stock.get(1)?.quantity ?? 0) >= count)
}
function thirtyPacks() {
  const eligible = shop.store.catalog.orders.priceAsc.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 20)
  return [0, 1, 2].map((i) => ({ productId: eligible[i]!.id, quantity: 10 }))
}

describe('persisted cart', () => {
  it('saves a whole cart and reads it back, after a restart too, priced from the catalog whatever amount was sent', async () => {
    const [a, b] = stocked()
    const picks = thirtyPacks()
    const data = [
      { kind: 'product', itemId: a!.id, quantity: 2 },
      { kind: 'multipack', quantity: 2, picks },
      { kind: 'product', itemId: b!.id, quantity: 1 },
    ]
    const saved = await put({ persistCartData: data, cartamount: 0.01 })
    expect(saved.body).toMatchObject({ success: true })
    const made = saved.body.data as PersistedCart
    const packPrice = picks.reduce((sum, pick) => sum + shop.store.catalog.productById.get(pick.productId)!.priceCents * pick.quantity, 0)
    const cents = a!.priceCents * 2 + packPrice * 2 + b!.priceCents
    expect(made.cartamount).toBe(Math.round(cents) / 100)
    expect(made.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(made.persistCartData).toEqual(data)

    const again = (await get(made, made.cartToken, await restartedApp(shop.store))).body.data as PersistedCart
    expect(again).toMatchObject({ persistCartId: made.persistCartId, persistCartData: data, cartamount: made.cartamount })
    expect(again.cartToken).toBeUndefined()

    const asCart = (await call('POST', '/v3/dopservice/b2c/getcartwebdata', { cartId: made.persistCartId, cartToken: made.cartToken })).body.data as Cart
    expect(asCart.cartItems.map((l) => l.lineId)).toEqual([a!.id, 'MYOMP-30-1', b!.id])
    expect(asCart.subTotal).toBe(cents)
  })

  it('replaces the contents of a guest’s cart, keeping its coupon', async () => {
    const [a, b] = stocked()
    const made = (await put({ persistCartData: [{ kind: 'product', itemId: a!.id, quantity: 1 }] })).body.data as PersistedCart
    await call('POST', '/v3/dopservice/b2c/savecartwebdata', { cartId: made.persistCartId, cartToken: made.cartToken, change: { type: 'removeCoupon' } })
    const replaced = await put({
      persistCartId: made.persistCartId,
      cartToken: made.cartToken,
      persistCartData: [{ kind: 'product', itemId: b!.id, quantity: 3 }],
    })
    expect(replaced.body.data.persistCartData).toEqual([{ kind: 'product', itemId: b!.id, quantity: 3 }])
    const asCart = (await call('POST', '/v3/dopservice/b2c/getcartwebdata', { cartId: made.persistCartId, cartToken: made.cartToken })).body.data as Cart
    expect(asCart.disableAutoCoupon).toBe(true)
  })

  it('refuses bad lines, another shopper’s cart and an account’s cart before sign-in, and changes nothing', async () => {
    const [a] = stocked()
    const made = (await put({ persistCartData: [{ kind: 'product', itemId: a!.id, quantity: 1 }] })).body.data as PersistedCart
    const mine = { persistCartId: made.persistCartId, cartToken: made.cartToken }
    const refusals = [
      await put({ ...mine, persistCartData: [{ kind: 'product', itemId: a!.id, quantity: 0 }] }),
      await put({ ...mine, persistCartData: [{ kind: 'product', itemId: a!.id, quantity: 2.5 }] }),
      await put({ ...mine, persistCartData: [{ kind: 'product', itemId: 'P99999', quantity: 1 }] }),
      await put({ ...mine, persistCartData: [{ kind: 'multipack', quantity: 1, picks: [{ productId: a!.id, quantity: 31 }] }] }),
      await put({ ...mine, persistCartData: [{ kind: 'product', itemId: a!.id, quantity: 99 }] }),
      await put({ ...mine, cartToken: 'x'.repeat(43), persistCartData: [] }),
      await put({ ...mine, isAuth: true, email: 'sam@example.com', accountId: 'A1', persistCartData: [] }),
      await get(made),
      await get(made, 'y'.repeat(43)),
      await call('GET', `/v2/dopservice/persist-cart?isAuth=true&email=sam@example.com&accountId=A1`),
    ]
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 404, 400, 400, 403, 401, 403, 403, 401])
    expect(refusals[4]!.body.errorKey).toBe('cartAboveStock')
    expect(refusals[6]!.body.errorKey).toBe('signInRequired')
    expect((await get(made, made.cartToken)).body.data.persistCartData).toEqual([{ kind: 'product', itemId: a!.id, quantity: 1 }])
  })
})
