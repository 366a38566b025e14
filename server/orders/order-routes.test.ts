import { beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { storeForTests, settleDepsOf, PARCEL } from '../testing/test-store.ts'
import { ALBANY, checkout, orderCalls } from './order-calls.testing.ts'
import { rowsOf } from '../db/rows.ts'
import { log } from '../start-up/log.ts'
import { voidUnwrittenOrders } from './unwritten-orders.ts'
import { orderAttempts, orders, outbox, stock } from '../db/schema.ts'
import { sandboxAuthorizations, sandboxCaptures, sandboxRefunds } from '../payments/sandbox/tables.ts'
import { createSandboxGateway, sandboxSecret } from '../payments/sandbox/gateway.ts'
import { cancelOrder, shipOrder } from './settle-order.ts'
import { CartMessage } from '#domain/cart.ts'
import { cardNumbersIn } from '#domain/card.ts'
import { TEST_CARDS } from '#domain/payment.ts'
import { OrderMessage, type OrderQuote, type PlacedOrder } from '#domain/order.ts'

const shop = storeForTests()

/** Everything the store logs while these tests run. */
const logged: string[] = []
beforeAll(() => {
  for (const level of ['info', 'warn', 'error', 'fatal'] as const) {
    vi.spyOn(log, level).mockImplementation((...args: unknown[]) => void logged.push(JSON.stringify(args)))
  }
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level]
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg)))).join(' '))
      original(...args)
    })
  }
})

const { shopper, stocked, cartWith, cardToken, submit } = orderCalls(shop)
/** Authorisations still held that no order uses: each should have been given back. */
async function unusedAuthorisations() {
  const unused = await shop.store.database.db.execute(
    sql`SELECT a.reference FROM sandbox.authorizations a WHERE a.status = 'authorized' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.number = a.reference)`,
  )
  return rowsOf(unused)
}

const stockOf = (productId: string) => shop.store.catalog.productById.get(productId)!.stock.get(1)!.quantity

describe('placing an order', () => {
  it('prices it from the catalog, takes the card once, takes the stock, closes the cart, and writes the confirmation email', async () => {
    const who = await shopper()
    const [a, b] = stocked(10)
    const owner = await cartWith(who, [
      { type: 'add', itemId: a!.id, quantity: 2 },
      { type: 'add', itemId: b!.id, quantity: 1 },
    ])
    const before = [stockOf(a!.id), stockOf(b!.id)]
    const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote & { unavailable: string[] }
    const subTotal = a!.priceCents * 2 + b!.priceCents
    expect(quote).toMatchObject({ subTotal, unavailable: [] })
    expect(quote.taxAmount).toBe(Math.round(((subTotal - quote.discount) * 400) / 10_000))
    expect(quote.totalAmount).toBe(subTotal - quote.discount + quote.shippingCharge + quote.taxAmount)

    const placed = await submit(who, owner)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order, nextCart } = placed.body.data as { order: PlacedOrder; nextCart: { cartId: string; cartToken: string } }
    expect(order.orderNumber).toMatch(/^SF-[2-9A-HJKMNP-Z]{7}$/)
    expect(order).toMatchObject({ totalAmount: quote.totalAmount, payment: { cardType: 'visa', cardNumberMask: '•••• 1111' }, email: 'ana@example.com' })
    expect([stockOf(a!.id), stockOf(b!.id)]).toEqual([before[0]! - 2, before[1]! - 1])
    const [stored] = await shop.store.database.db
      .select()
      .from(stock)
      .where(and(eq(stock.productId, a!.id), eq(stock.locationNumber, 1)))
    expect(stored!.quantity).toBe(before[0]! - 2)

    // The cart is closed; the new one is empty and the shopper's.
    const closed = await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: a!.id, quantity: 1 } })
    expect(closed).toMatchObject({ status: 409, body: { errorKey: 'cartClosed' } })
    expect((await who.call('POST', '/v3/dopservice/b2c/getcartwebdata', nextCart)).body.data.cartItems).toEqual([])

    const [mail] = await shop.store.database.db.select().from(outbox).where(eq(outbox.recipient, 'ana@example.com'))
    expect(mail!.subject).toBe(`Your Snackfolk order ${order.orderNumber}`)
    expect(mail!.body).toContain(order.orderNumber)

    // Its details answer its own session only.
    expect((await who.call('GET', `/v3/dopservice/orderdetails?orderNumber=${order.orderNumber}`)).body.data).toMatchObject({
      orderNumber: order.orderNumber,
      lines: order.lines,
    })
    const stranger = await shopper()
    expect(await stranger.call('GET', `/v3/dopservice/orderdetails?orderNumber=${order.orderNumber}`)).toMatchObject({
      status: 404,
      body: { errorKey: 'orderUnknown' },
    })
  })

  it('keeps the grocery partner’s location an order is placed for with the order, and refuses one that is no id', async () => {
    const who = await shopper()
    const [snack] = stocked(5)
    const odd = await submit(who, await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }]), { altOrderLocationId: '<script>' })
    expect([odd.status, odd.body.errorKey]).toEqual([400, 'checkoutInvalid'])
    const placed = await submit(who, await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }]), { altOrderLocationId: 'GP-0042' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, placed.body.data.order.orderNumber))
    expect(row!.altLocationId).toBe('GP-0042')
    const plain = await submit(who, await cartWith(who, [{ type: 'add', itemId: snack!.id, quantity: 1 }]))
    const [plainRow] = await shop.store.database.db.select().from(orders).where(eq(orders.number, plain.body.data.order.orderNumber))
    expect(plainRow!.altLocationId).toBeNull()
  })

  it('refuses malformed addresses with each field’s message, and an empty cart', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const fieldsOf = async (body: unknown, path = '/v3/dopservice/validateOrder') => {
      const refused = await who.call('POST', path, body)
      expect(refused.status).toBe(400)
      expect(refused.body.errorKey).toBe('checkoutInvalid')
      return refused.body.data.fields
    }
    // Pricing takes where the order ships; placing it takes who pays and how to reach them too.
    const placing = { payment: { method: 'card', transientToken: 'token' }, idempotencyKey: crypto.randomUUID(), reviewedTotal: 0 }
    const badContact = { contact: { email: 'ana@', phoneNumber: '12' } }
    expect(await fieldsOf({ ...checkout(owner), ...badContact, shipping: { ...ALBANY, address: 'PO Box 12', firstName: 'A' } })).toEqual({
      'shipping.address': 'addressPoBoxRefused',
      'shipping.firstName': 'nameTooShort',
    })
    expect(
      await fieldsOf(
        { ...checkout(owner), ...placing, ...badContact, shipping: { ...ALBANY, address: 'PO Box 12', firstName: 'A' } },
        '/v3/dopservice/submittedorder',
      ),
    ).toEqual({
      'shipping.address': 'addressPoBoxRefused',
      'shipping.firstName': 'nameTooShort',
      'contact.email': 'emailFormat',
      'contact.phoneNumber': 'phoneLength',
    })
    // Rules across fields come once each field is right.
    expect(await fieldsOf({ ...checkout(owner), shipping: { ...ALBANY, zipcode: '90210' } })).toEqual({ 'shipping.zipcode': 'zipNotInState' })
    expect(await fieldsOf({ ...checkout(owner), ...placing, billingSameAsShipping: false }, '/v3/dopservice/submittedorder')).toEqual({
      billing: 'addressRequired',
    })
    expect(await fieldsOf({ ...checkout(owner), shipping: { ...ALBANY, state: 'ak', zipcode: '99501' } })).toEqual({ 'shipping.state': 'noShippingToState' })
    const empty = await cartWith(who, [])
    expect((await who.call('POST', '/v3/dopservice/validateOrder', checkout(empty))).body).toMatchObject({ errorKey: 'cartEmpty' })
  })

  it('leaves the cart and the stock as they were when the card is declined or short of funds', async () => {
    const who = await shopper()
    const [a] = stocked(5)
    const owner = await cartWith(who, [{ type: 'add', itemId: a!.id, quantity: 1 }])
    const before = stockOf(a!.id)
    for (const [card, errorKey] of [
      [TEST_CARDS.declined, 'cardDeclined'],
      [TEST_CARDS.insufficientFunds, 'cardInsufficientFunds'],
    ] as const) {
      const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
      const refused = await who.call('POST', '/v3/dopservice/submittedorder', {
        ...checkout(owner),
        payment: { method: 'card', transientToken: await cardToken(who, card) },
        idempotencyKey: crypto.randomUUID(),
        reviewedTotal: quote.totalAmount,
      })
      expect(refused).toMatchObject({ status: 402, body: { success: false, errorKey } })
    }
    expect(stockOf(a!.id)).toBe(before)
    expect((await who.call('POST', '/v3/dopservice/b2c/getcartwebdata', owner)).body.data.cartItems).toHaveLength(1)
    expect(await shop.store.database.db.select().from(orders).where(eq(orders.cartId, owner.cartId))).toEqual([])
  })

  it('never charges a tampered total, and refuses a token used before, forged, or another session’s', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const authorizations = async () => (await shop.store.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxAuthorizations))[0]!.n
    const before = await authorizations()
    const tampered = await submit(who, owner, { reviewedTotal: 1, price: 1, totalAmount: 1, couponName: 'ONTHEHOUSE' })
    expect(tampered).toMatchObject({ status: 409, body: { errorKey: 'orderTotalChanged' } })
    expect(await authorizations()).toBe(before)

    const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
    const token = await cardToken(who)
    const stranger = await shopper()
    const strangers = await cartWith(stranger, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const theirs = await stranger.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(strangers),
      payment: { method: 'card', transientToken: token },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    expect(theirs.body.errorKey).toBe('paymentTokenInvalid')
    // One character of the signature changed, away from its last, whose lowest bits a decoder may ignore.
    const at = token.length - 10
    const forgedToken = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
    const forged = await who.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(owner),
      payment: { method: 'card', transientToken: forgedToken },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    expect(forged.body.errorKey).toBe('paymentTokenInvalid')
    const first = await who.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(owner),
      payment: { method: 'card', transientToken: token },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    expect(first.status).toBe(200)
    const again = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const reused = await who.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(again),
      payment: { method: 'card', transientToken: token },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    expect(reused.body.errorKey).toBe('paymentTokenUsed')
  })

  it('places one order for 50 identical submits at once, all answered alike', async () => {
    const who = await shopper()
    const [a] = stocked(5)
    const owner = await cartWith(who, [{ type: 'add', itemId: a!.id, quantity: 1 }])
    const before = stockOf(a!.id)
    const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
    const body = {
      ...checkout(owner),
      payment: { method: 'card', transientToken: await cardToken(who) },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => who.call('POST', '/v3/dopservice/submittedorder', body)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    expect(new Set(answers.map((a) => a.body.data.order.orderNumber)).size).toBe(1)
    const number = answers[0]!.body.data.order.orderNumber
    expect(await shop.store.database.db.select().from(orders).where(eq(orders.cartId, owner.cartId))).toHaveLength(1)
    expect(await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.reference, number))).toHaveLength(1)
    expect(stockOf(a!.id)).toBe(before - 1)
  })

  it('sells 5 of a product with 5 left to 50 shoppers at once, some through a variety pack, and never goes below zero', async () => {
    const scarce = shop.store.catalog.orders.featured.find((p) => p.multipackEligible && !p.freeSample && stockOf(p.id) >= 5)!
    const filler =
      shop.store.catalog.orders.featured.find((p) => p.multipackEligible && p.id !== scarce.id && stockOf(p.id) >= 29 * 50) ??
      shop.store.catalog.orders.featured.find((p) => p.multipackEligible && p.id !== scarce.id && stockOf(p.id) >= 29)!
    await shop.store.database.db
      .update(stock)
      .set({ quantity: 5 })
      .where(and(eq(stock.productId, scarce.id), eq(stock.locationNumber, 1)))
    shop.store.catalog.productById.get(scarce.id)!.stock.get(1)!.quantity = 5
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = await shopper()
        const change =
          i % 2 === 0
            ? { type: 'add', itemId: scarce.id, quantity: 1 }
            : {
                type: 'addMultipack',
                picks: [
                  { productId: scarce.id, quantity: 1 },
                  { productId: filler.id, quantity: 29 },
                ],
              }
        return { who, owner: await cartWith(who, [change]) }
      }),
    )
    const answers = await Promise.all(
      buyers.map(async ({ who, owner }) => {
        const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
        return who.call('POST', '/v3/dopservice/submittedorder', {
          ...checkout(owner),
          payment: { method: 'card', transientToken: await cardToken(who) },
          idempotencyKey: crypto.randomUUID(),
          reviewedTotal: quote.totalAmount,
        })
      }),
    )
    const placed = answers.filter((a) => a.status === 200)
    expect(placed).toHaveLength(5)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errorKey === 'orderItemsUnavailable')).toBe(true)
    const [row] = await shop.store.database.db
      .select()
      .from(stock)
      .where(and(eq(stock.productId, scarce.id), eq(stock.locationNumber, 1)))
    expect(row!.quantity).toBe(0)
    expect(await unusedAuthorisations()).toEqual([])
  })

  it('places one order when one cart is submitted at once under two attempts, and gives the other authorisation back', async () => {
    const who = await shopper()
    const [a] = stocked(5)
    const owner = await cartWith(who, [{ type: 'add', itemId: a!.id, quantity: 1 }])
    const before = stockOf(a!.id)
    const quote = (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote
    const attempt = async () => ({
      ...checkout(owner),
      payment: { method: 'card', transientToken: await cardToken(who) },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
    })
    const bodies = [await attempt(), await attempt()]
    const answers = await Promise.all(bodies.map((body) => who.call('POST', '/v3/dopservice/submittedorder', body)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.status === 409)!.body
    expect([OrderMessage.cartChanged, CartMessage.closed]).toContain(refused.errorKey)
    // An authorisation given back is named, for the data layer's refund.
    if (refused.errorKey === OrderMessage.cartChanged)
      expect(refused.data.voided).toEqual({ orderNumber: expect.stringMatching(/^SF-/), amount: quote.totalAmount })
    expect(await shop.store.database.db.select().from(orders).where(eq(orders.cartId, owner.cartId))).toHaveLength(1)
    expect(await unusedAuthorisations()).toEqual([])
    expect(stockOf(a!.id)).toBe(before - 1)
  })

  it('captures an order’s payment once when it ships and refunds it when it is cancelled; voids it when cancelled before shipping', async () => {
    const gateway = createSandboxGateway(shop.store.database.db, await sandboxSecret(shop.store.database.db), 'pay.localhost')
    const who = await shopper()
    const authorizationOf = async (orderNumber: string) => {
      const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, orderNumber))
      const [authorization] = await shop.store.database.db
        .select()
        .from(sandboxAuthorizations)
        .where(eq(sandboxAuthorizations.id, row!.payment.authorizationId!))
      return { order: row!, authorization: authorization! }
    }
    const place = async () => {
      const placed = await submit(who, await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }]))
      return (placed.body.data as { order: PlacedOrder }).order.orderNumber
    }

    const shipped = await place()
    // Shipped twice at once: one call ships it, the other is told it is being settled, and shipping again answers as it is.
    const twice = await Promise.allSettled([
      shipOrder(settleDepsOf(shop.store, gateway), shipped, PARCEL),
      shipOrder(settleDepsOf(shop.store, gateway), shipped, PARCEL),
    ])
    expect(twice.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0)
    for (const result of twice) if (result.status === 'rejected') expect(result.reason).toMatchObject({ errorKey: 'orderSettling', status: 409 })
    await shipOrder(settleDepsOf(shop.store, gateway), shipped, PARCEL)
    const { order, authorization } = await authorizationOf(shipped)
    expect([order.status, authorization.status]).toEqual(['shipped', 'captured'])
    expect(await shop.store.database.db.select().from(sandboxCaptures).where(eq(sandboxCaptures.authorizationId, authorization.id))).toHaveLength(1)
    await cancelOrder(settleDepsOf(shop.store, gateway), shipped)
    await cancelOrder(settleDepsOf(shop.store, gateway), shipped)
    const refunds = await shop.store.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.captureId, order.payment.captureId!))
    expect(refunds.map((refund) => refund.amountCents)).toEqual([order.totalCents])

    const unshipped = await place()
    await cancelOrder(settleDepsOf(shop.store, gateway), unshipped)
    const cancelled = await authorizationOf(unshipped)
    expect([cancelled.order.status, cancelled.authorization.status]).toEqual(['cancelled', 'voided'])
    await expect(shipOrder(settleDepsOf(shop.store, gateway), unshipped, PARCEL)).rejects.toMatchObject({ errorKey: 'orderNotPlaced' })

    // Shipped and cancelled at the same moment: one of the two goes through, and the money follows it.
    for (let round = 0; round < 5; round++) {
      const contested = await place()
      const [ship, cancel] = await Promise.allSettled([
        shipOrder(settleDepsOf(shop.store, gateway), contested, PARCEL),
        cancelOrder(settleDepsOf(shop.store, gateway), contested),
      ])
      const { order, authorization } = await authorizationOf(contested)
      const refunded = order.payment.captureId
        ? await shop.store.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.captureId, order.payment.captureId))
        : []
      if (cancel.status === 'fulfilled') {
        expect(order.status).toBe('cancelled')
        // Cancelled before it shipped the authorisation is voided; after, the capture is refunded in full.
        if (authorization.status === 'captured') expect(refunded.map((refund) => refund.amountCents)).toEqual([order.totalCents])
        else expect(authorization.status).toBe('voided')
      } else {
        expect(ship.status).toBe('fulfilled')
        expect([order.status, authorization.status, refunded.length]).toEqual(['shipped', 'captured', 0])
      }
      expect(order.settlingAt).toBeNull()
    }
  })

  it('tells a shopper whose answer was lost what came of their attempt, in any tab: placed, being placed, refused, or never received', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const ask = async (key: string, asker = who) => (await asker.call('POST', '/v3/dopservice/orderattempt', { idempotencyKey: key })).body.data

    const key = crypto.randomUUID()
    expect(await ask(key)).toEqual({ status: 'notReceived' })
    const refused = await submit(who, owner, { idempotencyKey: key, reviewedTotal: 1 })
    expect(refused.body.errorKey).toBe(OrderMessage.totalChanged)
    expect(await ask(key)).toMatchObject({ status: 'refused', errorKey: OrderMessage.totalChanged })

    const placedKey = crypto.randomUUID()
    const placed = await submit(who, owner, { idempotencyKey: placedKey })
    const { order, nextCart } = placed.body.data as { order: PlacedOrder; nextCart: unknown }
    expect(await ask(placedKey)).toEqual({ status: 'placed', order, nextCart })
    // The key is the attempt's proof: another tab of the browser, with a session of its own, hears the same; and sending it again places nothing more.
    const otherTab = await shopper()
    expect(await ask(placedKey, otherTab)).toEqual({ status: 'placed', order, nextCart })
    const again = await otherTab.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(owner),
      payment: { method: 'card', transientToken: 'another-tab' },
      idempotencyKey: placedKey,
      reviewedTotal: order.totalAmount,
    })
    expect(again.body.data).toEqual({ order, nextCart })
    const written = await shop.store.database.db.select().from(orders).where(eq(orders.cartId, owner.cartId))
    expect(written).toHaveLength(1)

    // Claimed and not yet answered, as while the first submit works.
    const placingKey = crypto.randomUUID()
    await shop.store.database.db.insert(orderAttempts).values({ key: placingKey, sessionId: (who.headers as unknown as { sessionId: string }).sessionId })
    expect(await ask(placingKey)).toEqual({ status: 'placing' })
    // One a stopped process left before it asked for any payment came to nothing: the shopper may place it again.
    const leftKey = crypto.randomUUID()
    await shop.store.database.db
      .insert(orderAttempts)
      .values({ key: leftKey, sessionId: (who.headers as unknown as { sessionId: string }).sessionId, createdAt: new Date(Date.now() - 3 * 60_000) })
    expect(await ask(leftKey)).toEqual({ status: 'notReceived' })
    const placedAfter = await submit(who, await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }]), { idempotencyKey: leftKey })
    expect(placedAfter.status).toBe(200)
    expect((await who.call('POST', '/v3/dopservice/orderattempt', { idempotencyKey: 'not-a-key' })).status).toBe(400)
  })

  it('voids, by a sweep, the payment of an order a stopped process never wrote; the shopper’s next submit places it', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const db = shop.store.database.db
    const { gateway } = shop.store
    // As a process leaves it that stopped after the payment and before the order: the attempt named, the card authorised, no order.
    const leftBehind = async (key: string, orderNumber: string, minutesAgo: number) => {
      await db.insert(orderAttempts).values({
        key,
        sessionId: (who.headers as unknown as { sessionId: string }).sessionId,
        orderNumber,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      const authorization = await gateway.authorize({
        source: { kind: 'card', transientToken: await cardToken(who) },
        sessionId: (who.headers as unknown as { sessionId: string }).sessionId,
        amountCents: 1234,
        currency: 'USD',
        reference: orderNumber,
        idempotencyKey: key,
        now: new Date(),
      })
      return authorization.approved ? authorization.authorizationId : ''
    }
    const stale = await leftBehind(crypto.randomUUID(), 'SF-9999991', 10)
    const recent = await leftBehind(crypto.randomUUID(), 'SF-9999992', 1)
    const statusOf = async (id: string) => (await db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, id)))[0]!.status

    expect(await voidUnwrittenOrders(db, gateway)).toBe(1)
    expect([await statusOf(stale), await statusOf(recent)]).toEqual(['voided', 'authorized'])
    expect(await voidUnwrittenOrders(db, gateway)).toBe(0)
    const [staleKey] = await db.select().from(orderAttempts).where(eq(orderAttempts.orderNumber, 'SF-9999991'))
    expect(staleKey).toBeUndefined()
    expect(await unusedAuthorisations()).toEqual([{ reference: 'SF-9999992' }])
    await gateway.void(recent)

    const placed = await submit(who, owner)
    expect(placed.status).toBe(200)
    expect(await unusedAuthorisations()).toEqual([])
  })

  it('keeps no card number in any table, nor in anything the store logged', async () => {
    // The store's tables and the sandbox's, which stands for a processor's systems.
    const tables = rowsOf<{ table_schema: string; table_name: string }>(
      await shop.store.database.db.execute(
        sql`SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ('public', 'sandbox') ORDER BY table_schema, table_name`,
      ),
    )
    expect(tables.map((t) => t.table_schema)).toContain('sandbox')
    for (const { table_schema: schema, table_name: name } of tables) {
      const rows = rowsOf<{ row: string }>(await shop.store.database.db.execute(sql.raw(`SELECT row_to_json(t)::text AS row FROM "${schema}"."${name}" t`)))
      expect(cardNumbersIn(rows.map((r) => r.row).join('\n')), `${schema}.${name}`).toEqual([])
    }
    expect(cardNumbersIn(logged.join('\n'))).toEqual([])
  })
})

describe('guest order lookup', () => {
  it('gives the order’s status, lines and payment for its number and email, and answers a wrong pair as an unknown order, slower each time', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const { order } = (await submit(who, owner)).body.data as { order: PlacedOrder }
    const visitor = await shopper()
    const found = await visitor.call('POST', '/v3/dopservice/orderlookup', { orderNumber: order.orderNumber.toLowerCase(), email: 'ANA@example.com' })
    expect(found.body.data).toMatchObject({ orderNumber: order.orderNumber, status: 'placed', lines: order.lines })
    // How it was paid, as the confirmation says it: the card's last digits and the amount, never more.
    expect(found.body.data.payment).toEqual({ method: 'card', cardType: 'visa', cardNumberMask: '•••• 1111', amount: order.totalAmount, giftCards: [] })

    const wrongEmail = await visitor.call('POST', '/v3/dopservice/orderlookup', { orderNumber: order.orderNumber, email: 'bo@example.com' })
    const unknown = await visitor.call('POST', '/v3/dopservice/orderlookup', { orderNumber: 'SF-2222222', email: 'ana@example.com' })
    expect(wrongEmail).toEqual({ status: 404, body: { success: false, responseCode: 404, errorKey: 'orderLookupMiss', message: expect.any(String) } })
    expect(unknown.body).toEqual(wrongEmail.body)
    const started = Date.now()
    await visitor.call('POST', '/v3/dopservice/orderlookup', { orderNumber: 'SF-3333333', email: 'ana@example.com' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })
})
