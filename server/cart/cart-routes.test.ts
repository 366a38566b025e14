import { describe, expect, it } from 'vitest'
import { restartedApp, storeForTests } from '../testing/test-store.ts'
import type { Cart } from '#domain/cart.ts'
import { eq } from 'drizzle-orm'
import { carts } from '../db/schema.ts'

const shop = storeForTests()

const post = (path: string, body: unknown, app?: Awaited<ReturnType<typeof restartedApp>>) => shop.call('POST', path, body, {}, app)
const newCart = async () => (await post('/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).body.data as Cart
const save = (cart: Cart, change: unknown, token = cart.cartToken) =>
  post('/v3/dopservice/b2c/savecartwebdata', { cartId: cart.cartId, cartToken: token, change })
const read = async (cart: Cart) => (await post('/v3/dopservice/b2c/getcartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken })).body.data as Cart

/** Products in stock at location 1 with at least `count` units, cheapest first. */
function stocked(count = 5) {
  return shop.store.catalog.orders.priceAsc.filter((p) => (p.stock.get(1)?.quantity ?? 0) >= count)
}

describe('cart', () => {
  it('is made by its first change, with a token given once; reading with no cart answers an empty one and keeps nothing', async () => {
    const before = (await shop.store.database.db.select({ id: carts.id }).from(carts)).length
    const unsaved = (await post('/v3/dopservice/b2c/getcartwebdata', {})).body.data as Cart
    expect(unsaved).toMatchObject({ cartItems: [], cartCount: 0, totalAmount: 0 })
    expect(unsaved.cartId).toBeUndefined()
    expect(unsaved.cartToken).toBeUndefined()
    expect((await shop.store.database.db.select({ id: carts.id }).from(carts)).length).toBe(before)
    const cart = await newCart()
    expect(cart).toMatchObject({ cartItems: [], cartCount: 0, subTotal: 0, shippingCharge: 0, totalAmount: 0, freeShippingThreshold: 1500 })
    expect(cart.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await read(cart)).cartToken).toBeUndefined()
  })

  it('prices lines from the catalog, and ships free only over $15', async () => {
    const cart = await newCart()
    const [cheap] = stocked()
    const first = (await save(cart, { type: 'add', itemId: cheap!.id, quantity: 1, price: 1 })).body.data as Cart
    expect(first.cartItems[0]).toMatchObject({ productId: cheap!.id, quantity: 1, price: cheap!.priceCents, currentPrice: cheap!.priceCents })
    expect(first.subTotal).toBe(cheap!.priceCents)
    expect(first.shippingCharge).toBe(599)
    const enough = Math.ceil(1501 / cheap!.priceCents)
    const second = (await save(cart, { type: 'set', lineId: cheap!.id, quantity: enough })).body.data as Cart
    expect(second.subTotal).toBe(cheap!.priceCents * enough)
    expect(second.shippingCharge).toBe(0)
    expect(second.totalAmount).toBe(second.subTotal)
  })

  it('holds products and bundles, counts them, and removes and clears lines', async () => {
    const cart = await newCart()
    const [a, b] = stocked()
    const bundle = shop.store.catalog.bundles.find((x) => x.items.every(({ product, quantity }) => (product.stock.get(1)?.quantity ?? 0) >= quantity * 2))!
    await save(cart, { type: 'add', itemId: a!.id, quantity: 2 })
    await save(cart, { type: 'add', itemId: b!.id, quantity: 1 })
    const withBundle = (await save(cart, { type: 'add', itemId: bundle.id, quantity: 1 })).body.data as Cart
    expect(withBundle.cartCount).toBe(4)
    expect(withBundle.cartItems.find((l) => l.bundleId === bundle.id)?.price).toBe(bundle.priceCents)
    const removed = (await save(cart, { type: 'remove', lineId: b!.id })).body.data as Cart
    expect(removed.cartItems.map((l) => l.lineId)).toEqual([a!.id, bundle.id])
    expect(((await save(cart, { type: 'clear' })).body.data as Cart).cartItems).toEqual([])
  })

  it('carries what SPEC §3 names of its lines: a bundle’s snacks and virtual SKU, a variety pack’s, an e-gift card that is no SKU, and the packs and gift cards it holds', async () => {
    const catalog = shop.store.catalog
    const cart = await newCart()
    const bundle = catalog.bundles.find((x) => x.items.every(({ product, quantity }) => (product.stock.get(1)?.quantity ?? 0) >= quantity * 2))!
    const eligible = catalog.orders.featured.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 30).slice(0, 2)
    await save(cart, { type: 'add', itemId: bundle.id, quantity: 1 })
    const giftCard = { firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com', giftMessage: '', amountCents: 2500 }
    await save(cart, { type: 'addGiftCard', giftCard })
    const held = (await save(cart, { type: 'addMultipack', picks: eligible.map((p) => ({ productId: p.id, quantity: 15 })) })).body.data as Cart
    const bundleLine = held.cartItems.find((line) => line.bundleId === bundle.id)!
    expect(bundleLine).toMatchObject({ virtualSku: bundle.id })
    expect(bundleLine.bundleProducts).toEqual(bundle.items.map(({ product, quantity }) => ({ productId: product.id, title: product.title, quantity })))
    const pack = held.cartItems.find((line) => line.multipack)!
    expect(pack.virtualSku).toBe(pack.lineId)
    expect(held.cartItems.find((line) => line.giftCard)).toMatchObject({ zNonSku: true })
    expect(held).toMatchObject({ multipackCartItems: [pack.lineId], packCount: 1, multipackCountFull: true, giftOrder: false, includesGiftCard: true })
    // The snacks gone, the cart is a gift order.
    await save(cart, { type: 'remove', lineId: bundleLine.lineId })
    const gifts = (await save(cart, { type: 'remove', lineId: pack.lineId })).body.data as Cart
    expect(gifts).toMatchObject({ multipackCartItems: [], packCount: 0, giftOrder: true, includesGiftCard: true })
  })

  it('refuses zero, negative, fractional and too-large quantities, and changes nothing', async () => {
    const cart = await newCart()
    const [a] = stocked()
    await save(cart, { type: 'add', itemId: a!.id, quantity: 1 })
    for (const quantity of [0, -2, 1.5, 1000, '3']) {
      const { status, body } = await save(cart, { type: 'set', lineId: a!.id, quantity })
      expect(status).toBe(400)
      expect(body).toMatchObject({ success: false, errorKey: 'invalidInput' })
    }
    expect((await read(cart)).cartItems[0]!.quantity).toBe(1)
  })

  it('refuses more than the location has in stock', async () => {
    const cart = await newCart()
    const scarce = shop.store.catalog.orders.featured.find((p) => {
      const q = p.stock.get(1)?.quantity ?? 0
      return q > 0 && q < 99
    })!
    const stock = scarce.stock.get(1)!.quantity
    const { status, body } = await save(cart, { type: 'add', itemId: scarce.id, quantity: stock + 1 })
    expect(status).toBe(400)
    expect(body.errorKey).toBe('cartAboveStock')
    const outHere = shop.store.catalog.orders.featured.find((p) => p.stock.get(1)?.quantity === 0)!
    expect((await save(cart, { type: 'add', itemId: outHere.id, quantity: 1 })).body.errorKey).toBe('cartItemUnavailable')
    expect((await read(cart)).cartItems).toEqual([])
  })

  it('refuses unknown products and lines', async () => {
    const cart = await newCart()
    expect((await save(cart, { type: 'add', itemId: 'P99999', quantity: 1 })).status).toBe(404)
    expect((await save(cart, { type: 'set', lineId: 'P00001', quantity: 1 })).body.errorKey).toBe('cartUnknownLine')
  })

  it('gives a free sample only with an order, one of each, and empties a cart left with samples only', async () => {
    const cart = await newCart()
    const sample = shop.store.catalog.products.find((p) => p.freeSample && (p.stock.get(1)?.quantity ?? 0) > 1)!
    const [snack] = stocked()
    expect((await save(cart, { type: 'add', itemId: sample.id, quantity: 1 })).body.errorKey).toBe('cartSampleNeedsOrder')
    await save(cart, { type: 'add', itemId: snack!.id, quantity: 1 })
    const withSample = (await save(cart, { type: 'add', itemId: sample.id, quantity: 1 })).body.data as Cart
    expect(withSample.cartItems.find((l) => l.productId === sample.id)).toMatchObject({ price: 0, productEnableFor: 'FreeSampleItem' })
    expect(withSample.subTotal).toBe(snack!.priceCents)
    expect((await save(cart, { type: 'add', itemId: sample.id, quantity: 1 })).body.errorKey).toBe('cartOneSample')
    expect((await save(cart, { type: 'set', lineId: sample.id, quantity: 2 })).body.errorKey).toBe('cartOneSample')
    const emptied = (await save(cart, { type: 'remove', lineId: snack!.id })).body.data as Cart
    expect(emptied.cartItems).toEqual([])
    expect((await read(cart)).cartCount).toBe(0)
  })

  it('refuses a cart that belongs to someone else, and changes nothing', async () => {
    const mine = await newCart()
    const theirs = await newCart()
    const [a] = stocked()
    const refused = await save(theirs, { type: 'add', itemId: a!.id, quantity: 1 }, mine.cartToken)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ success: false, errorKey: 'cartNotYours' })
    expect((await post('/v3/dopservice/b2c/getcartwebdata', { cartId: theirs.cartId, cartToken: mine.cartToken })).status).toBe(403)
    expect((await post('/v3/dopservice/b2c/getcartwebdata', { cartId: crypto.randomUUID(), cartToken: mine.cartToken })).status).toBe(403)
    expect((await read(theirs)).cartItems).toEqual([])
  })

  it('never loses a line to concurrent updates', async () => {
    const cart = await newCart()
    const products = stocked(20).slice(0, 12)
    await Promise.all(products.map((p) => save(cart, { type: 'add', itemId: p.id, quantity: 1 })))
    await Promise.all(Array.from({ length: 8 }, () => save(cart, { type: 'add', itemId: products[0]!.id, quantity: 1 })))
    const after = await read(cart)
    expect(after.cartItems.map((l) => l.lineId).sort()).toEqual(products.map((p) => p.id).sort())
    expect(after.cartItems.find((l) => l.lineId === products[0]!.id)!.quantity).toBe(9)
  })

  it('never loses a line when two server processes change one cart at once', async () => {
    const cart = await newCart()
    const other = await restartedApp(shop.store)
    const products = stocked(20).slice(0, 10)
    await save(cart, { type: 'add', itemId: products[0]!.id, quantity: 1 }, cart.cartToken)
    await post('/v3/dopservice/b2c/getcartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken }, other)
    await Promise.all(
      products.map((p, i) =>
        post(
          '/v3/dopservice/b2c/savecartwebdata',
          { cartId: cart.cartId, cartToken: cart.cartToken, change: { type: 'add', itemId: p.id, quantity: 1 } },
          i % 2 ? other : shop.store.app,
        ),
      ),
    )
    const after = await read(cart)
    expect(after.cartItems.map((l) => l.lineId).sort()).toEqual(products.map((p) => p.id).sort())
    expect(after.cartCount).toBe(11)
  })

  it('lets 40 changes to one cart at once wait their turn, none refused as busy', async () => {
    const cart = await newCart()
    const products = stocked(60).slice(0, 20)
    const answers = await Promise.all(products.flatMap((p) => [1, 2].map(() => save(cart, { type: 'add', itemId: p.id, quantity: 1 }))))
    expect(answers.map((a) => a.status).filter((status) => status !== 200)).toEqual([])
    const after = await read(cart)
    expect(after.cartItems).toHaveLength(20)
    expect(after.cartCount).toBe(40)
  })

  it('holds at most 99 of a product on one line, however it is added', async () => {
    const cart = await newCart()
    const [plenty] = stocked(99)
    await save(cart, { type: 'add', itemId: plenty!.id, quantity: 70 })
    const refused = await save(cart, { type: 'add', itemId: plenty!.id, quantity: 60 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, errorKey: 'cartLineLimit' })
    expect((await read(cart)).cartItems[0]!.quantity).toBe(70)
    expect((await save(cart, { type: 'add', itemId: plenty!.id, quantity: 29 })).status).toBe(200)
  })

  it('counts a product held on its own, in a bundle and in a variety pack against its one stock', async () => {
    const catalog = shop.store.catalog
    const stockOf = (id: string) => catalog.productById.get(id)!.stock.get(1)?.quantity ?? 0
    // A variety-pack snack with enough for a line of its own and a pack, but not both at once.
    const snack = catalog.orders.featured.find((p) => p.multipackEligible && stockOf(p.id) >= 10 && stockOf(p.id) <= 99)!
    const others = catalog.orders.featured.filter((p) => p.multipackEligible && p.id !== snack.id && stockOf(p.id) >= 30).slice(0, 1)
    const cart = await newCart()
    expect((await save(cart, { type: 'add', itemId: snack.id, quantity: stockOf(snack.id) })).status).toBe(200)
    const picks = [
      { productId: snack.id, quantity: 5 },
      { productId: others[0]!.id, quantity: 25 },
    ]
    const refused = await save(cart, { type: 'addMultipack', picks })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errorKey: 'cartAboveStock' })
    expect((await read(cart)).cartItems).toHaveLength(1)
    // Taking the line down makes room for the pack.
    expect((await save(cart, { type: 'set', lineId: snack.id, quantity: stockOf(snack.id) - 5 })).status).toBe(200)
    expect((await save(cart, { type: 'addMultipack', picks })).status).toBe(200)

    const bundle = catalog.bundles.find((b) => b.items.every(({ product, quantity }) => stockOf(product.id) >= quantity && stockOf(product.id) <= 99))!
    const [first] = bundle.items
    const withBundle = await newCart()
    await save(withBundle, { type: 'add', itemId: first!.product.id, quantity: stockOf(first!.product.id) })
    const tooMany = await save(withBundle, { type: 'add', itemId: bundle.id, quantity: 1 })
    expect(tooMany.body).toMatchObject({ errorKey: 'cartAboveStock' })
  })

  it('holds at most 50 lines and 10 variety packs, and says so', async () => {
    const small = await newCart()
    const singles = shop.store.catalog.orders.featured.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 30).slice(0, 12)
    for (let i = 0; i < 10; i++) {
      const multipack = [
        { productId: singles[i]!.id, quantity: 1 },
        { productId: singles[i + 1]!.id, quantity: 29 },
      ]
      expect((await save(small, { type: 'addMultipack', picks: multipack })).status).toBe(200)
    }
    const eleventh = await save(small, {
      type: 'addMultipack',
      picks: [
        { productId: singles[0]!.id, quantity: 1 },
        { productId: singles[11]!.id, quantity: 29 },
      ],
    })
    expect(eleventh.body).toMatchObject({ success: false, errorKey: 'cartMultipackLimit' })

    const many = await newCart()
    const products = stocked(1)
      .filter((p) => !p.freeSample)
      .slice(0, 51)
    for (const p of products.slice(0, 50)) expect((await save(many, { type: 'add', itemId: p.id, quantity: 1 })).status).toBe(200)
    const fiftyFirst = await save(many, { type: 'add', itemId: products[50]!.id, quantity: 1 })
    expect(fiftyFirst.status).toBe(400)
    expect(fiftyFirst.body).toMatchObject({ success: false, errorKey: 'cartFull' })
    expect((await read(many)).cartItems).toHaveLength(50)
  })

  it('survives a server restart', async () => {
    const cart = await newCart()
    const [a] = stocked()
    await save(cart, { type: 'add', itemId: a!.id, quantity: 3 })
    const restarted = await restartedApp(shop.store)
    const again = await post('/v3/dopservice/b2c/getcartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken }, restarted)
    expect(again.body.data.cartItems[0]).toMatchObject({ productId: a!.id, quantity: 3 })
  })

  it('applies a change its browser sent again once: a repeat, one at a time or twenty at once, is answered with the cart holding it once', async () => {
    const cart = await newCart()
    const [a] = stocked(10)
    const add = { type: 'add', itemId: a!.id, quantity: 2 }
    const changeId = crypto.randomUUID()
    const sent = () => post('/v3/dopservice/b2c/savecartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken, change: add, changeId })
    expect(((await sent()).body.data as Cart).cartItems[0]!.quantity).toBe(2)
    expect(((await sent()).body.data as Cart).cartItems[0]!.quantity).toBe(2)
    const again = { ...add, quantity: 1 }
    const racing = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/v3/dopservice/b2c/savecartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken, change: again, changeId: racing }),
      ),
    )
    expect(answers.map(({ body }) => (body.data as Cart).cartItems[0]!.quantity)).toEqual(Array(20).fill(3))
    expect((await read(cart)).cartItems[0]!.quantity).toBe(3)
    // A change without an id is a new change each time.
    await save(cart, again)
    expect((await read(cart)).cartItems[0]!.quantity).toBe(4)
  })

  it('makes one cart for a first change sent again, and gives it again with its token', async () => {
    const before = (await shop.store.database.db.select({ id: carts.id }).from(carts)).length
    const [a] = stocked()
    const first = { change: { type: 'add', itemId: a!.id, quantity: 1 }, changeId: crypto.randomUUID() }
    const [made, repeat] = await Promise.all([post('/v3/dopservice/b2c/savecartwebdata', first), post('/v3/dopservice/b2c/savecartwebdata', first)])
    const [one, two] = [made.body.data as Cart, repeat.body.data as Cart]
    expect(two.cartId).toBe(one.cartId)
    expect(two.cartToken).toBe(one.cartToken)
    expect(two.cartItems.map((line) => line.quantity)).toEqual([1])
    expect((await shop.store.database.db.select({ id: carts.id }).from(carts)).length).toBe(before + 1)
    expect((await read(one)).cartItems.map((line) => line.quantity)).toEqual([1])
    // The table keeps nothing that gives the token again: the id of the change that made the cart is kept as a hash.
    const [row] = await shop.store.database.db.select().from(carts).where(eq(carts.id, one.cartId!))
    expect(JSON.stringify(row)).not.toContain(first.changeId)
  })

  it('refuses a change id that is not one', async () => {
    const cart = await newCart()
    const { status, body } = await post('/v3/dopservice/b2c/savecartwebdata', {
      cartId: cart.cartId,
      cartToken: cart.cartToken,
      change: { type: 'clear' },
      changeId: 'again',
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, errorKey: 'invalidInput' })
  })
})

describe('coupons', () => {
  const apply = (cart: Cart, couponName: string) => post('/webservices/validatevoucher', { cartId: cart.cartId, cartToken: cart.cartToken, couponName })
  /** A cart holding products worth at least `cents`, cheapest first, from one brand when asked. */
  async function cartWorth(cents: number, brand?: string) {
    const cart = await newCart()
    let total = 0
    for (const p of stocked(10).filter((x) => !brand || x.brand.slug === brand)) {
      if (total >= cents) break
      await save(cart, { type: 'add', itemId: p.id, quantity: 1 })
      total += p.priceCents
    }
    return { cart, total }
  }

  it('takes 10% off with SNACK10, and one coupon at a time', async () => {
    const { cart, total } = await cartWorth(2000)
    const day = () => new Date().toISOString().slice(0, 10)
    const before = day()
    const percent = (await apply(cart, ' snack10 ')).body.data as Cart
    // The coupon says which cart it was weighed for, and on which day.
    expect(percent.coupon).toMatchObject({
      couponName: 'SNACK10',
      discount: Math.round(total / 10),
      cartID: cart.cartId,
    })
    expect([before, day()]).toContain(percent.coupon!.date)
    expect(percent.totalAmount).toBe(total - Math.round(total / 10) + percent.shippingCharge)
    const free = (await apply(cart, 'SHIPFREE')).body.data as Cart
    expect(free.coupon?.couponName).toBe('SHIPFREE')
    expect(free.discount).toBe(0)
  })

  it('refuses a fixed-amount coupon below its minimum, then takes $5 off above it', async () => {
    const small = await cartWorth(500)
    expect((await apply(small.cart, 'FIVEOFF')).body).toMatchObject({ success: false, errorKey: 'couponBelowMinimum' })
    const big = await cartWorth(2600)
    expect(((await apply(big.cart, 'FIVEOFF')).body.data as Cart).discount).toBe(500)
  })

  it('discounts only the coupon brand’s products', async () => {
    const brandSlug = shop.store.catalog.coupons.get('CRUNCH20')!.brandSlug!
    const other = await cartWorth(500, shop.store.catalog.brands.find((b) => b.slug !== brandSlug)!.slug)
    expect((await apply(other.cart, 'CRUNCH20')).body.errorKey).toBe('couponNoItems')
    const own = await cartWorth(500, brandSlug)
    const couponed = (await apply(own.cart, 'CRUNCH20')).body.data as Cart
    expect(couponed.coupon?.discountItems.every((d) => d.brandDiscount)).toBe(true)
    expect(couponed.cartItems.every((l) => l.currentPrice === Math.round(l.price * 0.8))).toBe(true)
  })

  it('makes a whole order free with ONTHEHOUSE, shipping included', async () => {
    const { cart } = await cartWorth(1000)
    const free = (await apply(cart, 'ONTHEHOUSE')).body.data as Cart
    expect(free.coupon).toMatchObject({ freeOrder: true })
    expect(free.totalAmount).toBe(0)
  })

  it('refuses expired, unknown and malformed codes, and changes nothing', async () => {
    const { cart } = await cartWorth(1000)
    expect((await apply(cart, 'OLDNEWS')).body.errorKey).toBe('couponExpired')
    expect((await apply(cart, 'NOSUCHCODE')).body.errorKey).toBe('couponUnknown')
    expect((await apply(cart, "x'; DROP")).status).toBe(400)
    expect((await read(cart)).coupon).toBeUndefined()
  })

  it('applies the auto-coupon over its minimum until the shopper removes it', async () => {
    const { cart, total } = await cartWorth(4000)
    const auto = await read(cart)
    expect(auto.coupon).toMatchObject({ couponName: 'WELCOME5', message: 'couponAuto', discount: Math.round(total * 0.05) })
    const removed = (await save(cart, { type: 'removeCoupon' })).body.data as Cart
    expect(removed.coupon).toBeUndefined()
    expect(removed.disableAutoCoupon).toBe(true)
    expect(removed.discount).toBe(0)
  })

  it('explains a coupon the cart no longer qualifies for, and takes nothing off', async () => {
    const { cart } = await cartWorth(2600)
    await apply(cart, 'FIVEOFF')
    const lines = (await read(cart)).cartItems
    for (const line of lines.slice(1)) await save(cart, { type: 'remove', lineId: line.lineId })
    const after = await read(cart)
    expect(after.coupon).toMatchObject({ couponName: 'FIVEOFF', message: 'couponBelowMinimum' })
    expect(after.discount).toBe(0)
  })
})

describe('multipacks in the cart', () => {
  const eligible = () => shop.store.catalog.orders.featured.filter((p) => p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 20)

  it('adds a 30-pack mix as one line MYOMP-30-n, priced pack by pack', async () => {
    const cart = await newCart()
    const [a, b] = eligible()
    const picks = [
      { productId: a!.id, quantity: 18 },
      { productId: b!.id, quantity: 12 },
    ]
    const first = (await save(cart, { type: 'addMultipack', picks })).body.data as Cart
    expect(first.cartItems[0]).toMatchObject({
      lineId: 'MYOMP-30-1',
      multipack: true,
      quantity: 1,
      price: a!.priceCents * 18 + b!.priceCents * 12,
      multipackList: [
        { productId: a!.id, quantity: 18 },
        { productId: b!.id, quantity: 12 },
      ],
    })
    const second = (await save(cart, { type: 'addMultipack', picks: [{ productId: a!.id, quantity: 30 }] })).body.data as Cart
    expect(second.cartItems.map((l) => l.lineId)).toEqual(['MYOMP-30-1', 'MYOMP-30-2'])
    expect(second.cartCount).toBe(2)
  })

  it('refuses 29 or 31 packs, a product twice, and a product not in the variety-pack range', async () => {
    const cart = await newCart()
    const [a, b] = eligible()
    for (const picks of [
      [{ productId: a!.id, quantity: 29 }],
      [
        { productId: a!.id, quantity: 20 },
        { productId: b!.id, quantity: 11 },
      ],
      [
        { productId: a!.id, quantity: 15 },
        { productId: a!.id, quantity: 15 },
      ],
    ]) {
      expect((await save(cart, { type: 'addMultipack', picks })).status).toBe(400)
    }
    const big = shop.store.catalog.orders.featured.find((p) => !p.multipackEligible && (p.stock.get(1)?.quantity ?? 0) >= 30)!
    expect((await save(cart, { type: 'addMultipack', picks: [{ productId: big.id, quantity: 30 }] })).status).toBe(404)
    expect((await read(cart)).cartItems).toEqual([])
  })

  it('edits a mix in place', async () => {
    const cart = await newCart()
    const [a, b] = eligible()
    await save(cart, { type: 'addMultipack', picks: [{ productId: a!.id, quantity: 30 }] })
    const edited = (await save(cart, { type: 'setMultipack', lineId: 'MYOMP-30-1', picks: [{ productId: b!.id, quantity: 30 }] })).body.data as Cart
    expect(edited.cartItems).toHaveLength(1)
    expect(edited.cartItems[0]!.multipackList).toMatchObject([{ productId: b!.id, quantity: 30 }])
    expect((await save(cart, { type: 'setMultipack', lineId: 'MYOMP-30-9', picks: [{ productId: b!.id, quantity: 30 }] })).body.errorKey).toBe(
      'cartUnknownLine',
    )
  })
})
