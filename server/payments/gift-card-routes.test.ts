import { describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { storeForTests, settleDepsOf } from '../testing/test-store.ts'
import { rowsOf } from '../db/rows.ts'
import { issuedGiftCards, orders, outbox } from '../db/schema.ts'
import { sandboxAuthorizations } from './sandbox/tables.ts'
import { sendOutbox } from '../mail/outbox-sender.ts'
import { issueGiftCard } from './gift-cards.ts'
import { cancelOrder } from '../orders/settle-order.ts'
import { createSandboxGateway, sandboxSecret } from './sandbox/gateway.ts'
import { printedGiftCardCode } from '#domain/gift-card.ts'
import type { PlacedOrder } from '#domain/order.ts'
import { checkout, CONTACT, orderCalls } from '../orders/order-calls.testing.ts'

const CONTACT_EMAIL = CONTACT.email

const shop = storeForTests()
const { shopper, stocked, cartWith, cardToken, quoteOf, submit } = orderCalls(shop)
// Limits as a real store has them: wrong codes are the calls under test.
const limitedShop = storeForTests({ rateLimitScale: 1 })

/** A gift card as an order that bought it would have issued it: its code, and its row. */
async function giftCard(amountCents: number, on = shop) {
  const { code, row } = issueGiftCard(amountCents, crypto.randomUUID())
  await on.store.database.db.insert(issuedGiftCards).values(row)
  return { code: printedGiftCardCode(code), id: row.id }
}

const balanceOf = async (id: string) => (await shop.store.database.db.select().from(issuedGiftCards).where(eq(issuedGiftCards.id, id)))[0]!.balanceCents

/** A cart worth a few dollars, one product. */
const smallCart = async (who: Awaited<ReturnType<typeof shopper>>) => cartWith(who, [{ type: 'add', itemId: stocked(50)[0]!.id, quantity: 1 }])

describe('gift cards spent at checkout', () => {
  it('tells a code’s last four characters and balance, and refuses an unknown or used-up code by name', async () => {
    const who = await shopper()
    const card = await giftCard(2500)
    expect((await who.call('POST', '/webservices/giftcardbalance', { code: card.code.toLowerCase() })).body.data).toEqual({
      last4: card.code.slice(-4),
      balance: 2500,
    })
    const unknown = await who.call('POST', '/webservices/giftcardbalance', { code: 'ABCD-EFGH-JKMN-PQRS' })
    expect([unknown.status, unknown.body.errorKey]).toEqual([404, 'giftCardUnknown'])
    const malformed = await who.call('POST', '/webservices/giftcardbalance', { code: '1234' })
    expect([malformed.status, malformed.body.errorKey]).toEqual([400, 'giftCardUnknown'])
    await shop.store.database.db.update(issuedGiftCards).set({ balanceCents: 0 }).where(eq(issuedGiftCards.id, card.id))
    const usedUp = await who.call('POST', '/webservices/giftcardbalance', { code: card.code })
    expect([usedUp.status, usedUp.body.errorKey]).toEqual([409, 'giftCardUsedUp'])
  })

  it('pays part of an order with a gift card and the rest by card, and the whole of one with gift cards alone', async () => {
    const who = await shopper()
    const small = await giftCard(100)
    const owner = await smallCart(who)
    const { totalAmount } = await quoteOf(who, owner)
    const part = await submit(who, owner, { giftCards: [small.code] })
    expect(part.status, JSON.stringify(part.body)).toBe(200)
    const { order } = part.body.data as { order: PlacedOrder }
    expect(order.payment).toMatchObject({ method: 'card', amount: totalAmount - 100, giftCards: [{ last4: small.code.slice(-4), amount: 100 }] })
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, order.orderNumber))
    const [authorization] = await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, row!.payment.authorizationId!))
    expect(authorization!.amountCents).toBe(totalAmount - 100)
    expect(await balanceOf(small.id)).toBe(0)

    // Two cards cover a second order: the first gives all it has, the second the rest; no way to pay is wanted, nor taken.
    const first = await giftCard(200)
    const second = await giftCard(10_000)
    const next = await smallCart(who)
    const quote = await quoteOf(who, next)
    const covered = await submit(who, next, { giftCards: [first.code, second.code], payment: { method: 'none' } })
    expect(covered.status, JSON.stringify(covered.body)).toBe(200)
    expect((covered.body.data as { order: PlacedOrder }).order.payment).toEqual({
      method: 'none',
      amount: 0,
      giftCards: [
        { last4: first.code.slice(-4), amount: 200 },
        { last4: second.code.slice(-4), amount: quote.totalAmount - 200 },
      ],
    })
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([0, 10_000 - (quote.totalAmount - 200)])
    // Cancelled, the order gives each card back what it took.
    const gateway = createSandboxGateway(shop.store.database.db, await sandboxSecret(shop.store.database.db), 'pay.localhost')
    await cancelOrder(settleDepsOf(shop.store, gateway), (covered.body.data as { order: PlacedOrder }).order.orderNumber)
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([200, 10_000])
  })

  it('refuses, changing nothing, a used-up or unknown code, a card the others leave nothing for, and a total left unpaid', async () => {
    const who = await shopper()
    const owner = await smallCart(who)
    const big = await giftCard(10_000)
    const spent = await giftCard(500)
    await shop.store.database.db.update(issuedGiftCards).set({ balanceCents: 0 }).where(eq(issuedGiftCards.id, spent.id))
    const refusal = async (extra: Record<string, unknown>) => {
      const answer = await submit(who, owner, extra)
      return [answer.status, answer.body.errorKey]
    }
    expect(await refusal({ giftCards: [spent.code] })).toEqual([409, 'giftCardUsedUp'])
    expect(await refusal({ giftCards: ['ABCD-EFGH-JKMN-PQRS'] })).toEqual([404, 'giftCardUnknown'])
    expect(await refusal({ giftCards: [big.code, (await giftCard(100)).code], payment: { method: 'none' } })).toEqual([400, 'giftCardNotNeeded'])
    // The card covers it all: a card to pay the rest is not wanted, and nothing at all is not enough without it.
    expect(await refusal({ giftCards: [big.code] })).toEqual([400, 'paymentNotWanted'])
    expect(await refusal({ payment: { method: 'none' } })).toEqual([402, 'paymentRequired'])
    expect(await balanceOf(big.id)).toBe(10_000)
    expect((await quoteOf(who, owner)).lines).toHaveLength(1)
  })

  it('spends one gift card on 20 orders at once: each order is paid in full or refused, and the balance never goes below zero', async () => {
    const card = await giftCard(5000)
    const product = stocked(100)[0]!
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper()))
    const prepared = await Promise.all(
      shoppers.map(async (who) => {
        const owner = await cartWith(who, [{ type: 'add', itemId: product.id, quantity: 1 }])
        const quote = await quoteOf(who, owner)
        return { who, owner, quote, token: await cardToken(who) }
      }),
    )
    const each = prepared[0]!.quote.totalAmount
    // Each order is paid by the gift card alone, so it covers only the first few.
    const answers = await Promise.all(
      prepared.map(({ who, owner, quote }) =>
        who.call('POST', '/v3/dopservice/submittedorder', {
          ...checkout(owner),
          giftCards: [card.code],
          payment: { method: 'none' },
          idempotencyKey: crypto.randomUUID(),
          reviewedTotal: quote.totalAmount,
        }),
      ),
    )
    const placed = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(placed.length + refused.length).toBe(20)
    for (const answer of refused) expect(['giftCardUsedUp', 'giftCardBalanceChanged', 'paymentRequired']).toContain(answer.body.errorKey)
    const balance = await balanceOf(card.id)
    expect(balance).toBeGreaterThanOrEqual(0)
    // What the orders written took is exactly what the card lost: nothing half-written.
    const written = rowsOf<{ taken: number; orders: number }>(
      await shop.store.database.db.execute(sql`
        SELECT coalesce(sum((g->>'amountCents')::int), 0) AS taken, count(*) AS orders FROM orders, jsonb_array_elements(payment->'giftCards') g
        WHERE g->>'giftCardId' = ${card.id}`),
    )[0]!
    expect(Number(written.orders)).toBe(placed.length)
    expect(Number(written.taken)).toBe(5000 - balance)
    expect(placed.length).toBe(Math.floor(5000 / each))
  })
})

describe('guessing gift card codes', () => {
  it('stops every code check from an address after 10 wrong codes in a minute, a right one too, and counts right ones never, even sent at once', async () => {
    const calls = orderCalls(limitedShop)
    const who = await calls.shopper()
    const card = await giftCard(2500, limitedShop)
    const check = (code: string) => who.call('POST', '/webservices/giftcardbalance', { code })
    // Right codes are not counted: a shopper checking their card many times is never stopped.
    for (let i = 0; i < 12; i++) expect((await check(card.code)).status).toBe(200)
    // Twenty guesses at once: each is counted before it is tried, so ten are answered and ten stopped.
    const wrong = await Promise.all(Array.from({ length: 20 }, (_, i) => check(`ABCD-EFGH-JKMN-P${'23456789ABCDEFGHJKMN'[i]}RS`)))
    expect(wrong.filter((answer) => answer.status === 404)).toHaveLength(10)
    expect(wrong.filter((answer) => answer.status === 429)).toHaveLength(10)
    const stopped = await check(card.code)
    expect([stopped.status, stopped.body.errorKey]).toEqual([429, 'tooManyRequests'])
    // An order that spends a code is stopped too; one that spends none is not.
    const owner = await calls.cartWith(who, [{ type: 'add', itemId: calls.stocked(5)[0]!.id, quantity: 1 }])
    expect((await calls.submit(who, owner, { giftCards: [card.code] })).status).toBe(429)
    expect((await calls.submit(who, owner)).status).toBe(200)
  })
})

describe('gift cards bought', () => {
  const RECIPIENT = { firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'Bea@Example.com', giftMessage: 'Happy snacking!' }

  it('adds an e-gift card as a line of its own: an amount offered, one card, ten at most; shipping, coupons and tax weigh the snacks alone', async () => {
    const who = await shopper()
    const snack = stocked(5)[0]!
    const owner = await cartWith(who, [{ type: 'add', itemId: snack.id, quantity: 1 }])
    const change = (body: unknown) => who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: body })
    const added = await change({ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 2500 } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const line = added.body.data.cartItems.find((l: { lineId: string }) => l.lineId === 'EGIFT-1')
    expect(line).toMatchObject({
      price: 2500,
      quantity: 1,
      giftCard: { firstName: 'Bea', lastName: 'Ruiz', recipientEmail: 'bea@example.com', giftMessage: 'Happy snacking!' },
    })
    // The snack alone is under the free-shipping threshold, whatever the gift card adds.
    expect(added.body.data).toMatchObject({ subTotal: snack.priceCents + 2500, shippingCharge: 599, totalAmount: snack.priceCents + 2500 + 599 })
    const coupon = await who.call('POST', '/webservices/validatevoucher', { ...owner, couponName: 'SNACK10' })
    expect(coupon.body.data.discount).toBe(Math.round(snack.priceCents * 0.1))
    const quote = await quoteOf(who, owner)
    expect(quote.giftCardsBought).toBe(2500)
    expect(quote.lines.find((l) => l.kind === 'giftCard')).toMatchObject({
      priceCents: 2500,
      recipient: { firstName: 'Bea', recipientEmail: 'bea@example.com' },
    })
    // New York's sales tax on the snack after the coupon, not on the gift card.
    const taxable = snack.priceCents - Math.round(snack.priceCents * 0.1)
    expect(quote.taxAmount).toBeLessThan(Math.ceil(taxable * 0.1))

    const refusal = async (body: unknown) => {
      const answer = await change(body)
      return [answer.status, answer.body.errorKey]
    }
    expect(await refusal({ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 1234 } })).toEqual([400, 'cartGiftCardAmount'])
    expect((await refusal({ type: 'addGiftCard', giftCard: { ...RECIPIENT, recipientEmail: 'bea@', amountCents: 2500 } }))[0]).toBe(400)
    expect(await refusal({ type: 'set', lineId: 'EGIFT-1', quantity: 2 })).toEqual([400, 'cartGiftCardQuantity'])
    for (let i = 2; i <= 10; i++) expect((await change({ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 1000 } })).status).toBe(200)
    expect(await refusal({ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 1000 } })).toEqual([400, 'cartGiftCardLimit'])
  })

  it('issues each card bought with the order: its balance kept, its code mailed to the recipient once and then forgotten, and spendable', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [
      { type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 },
      { type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 5000 } },
    ])
    // Gift cards never pay for gift cards: a card covering the snacks leaves the e-gift card to pay by card.
    const other = await giftCard(100_000)
    const quote = await quoteOf(who, owner)
    const placed = await submit(who, owner, { giftCards: [other.code] })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order } = placed.body.data as { order: PlacedOrder }
    expect(order.payment).toMatchObject({ method: 'card', amount: 5000, giftCards: [{ amount: quote.totalAmount - 5000 }] })

    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, order.orderNumber))
    const [issued] = await shop.store.database.db.select().from(issuedGiftCards).where(eq(issuedGiftCards.orderId, row!.id))
    expect(issued).toMatchObject({ amountCents: 5000, balanceCents: 5000 })
    const [mail] = await shop.store.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'giftCard'), eq(outbox.recipient, 'bea@example.com')))
    expect(mail).toMatchObject({ secret: true, subject: 'Ana Lee sent you a Snackfolk e-gift card' })
    expect(mail!.body).toContain('Happy snacking!')
    const code = /code: ([A-Z0-9-]{19})/.exec(mail!.body)![1]!
    expect(code.slice(-4)).toBe(issued!.last4)
    // The store keeps the code's hash, never the code.
    expect(JSON.stringify(issued)).not.toContain(code.replaceAll('-', ''))
    expect((await who.call('POST', '/webservices/giftcardbalance', { code })).body.data).toEqual({ last4: issued!.last4, balance: 5000 })

    const sent: string[] = []
    await sendOutbox(shop.store.database.db, { send: async (message) => void sent.push(message.text) }, 'orders@snackfolk.example')
    expect(sent.some((text) => text.includes(code))).toBe(true)
    const [after] = await shop.store.database.db.select().from(outbox).where(eq(outbox.id, mail!.id))
    expect(after!.body).toBe('')
  })

  it('takes back the e-gift cards an order bought when it is cancelled, and refuses the cancel once one has been spent', async () => {
    const gateway = createSandboxGateway(shop.store.database.db, await sandboxSecret(shop.store.database.db), 'pay.localhost')
    const who = await shopper()
    const buy = async () => {
      const owner = await cartWith(who, [
        { type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 },
        { type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 2500 } },
      ])
      const { order } = (await submit(who, owner)).body.data as { order: PlacedOrder }
      const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, order.orderNumber))
      const [card] = await shop.store.database.db.select().from(issuedGiftCards).where(eq(issuedGiftCards.orderId, row!.id))
      return { orderNumber: order.orderNumber, card: card! }
    }
    const untouched = await buy()
    await cancelOrder(settleDepsOf(shop.store, gateway), untouched.orderNumber)
    expect(await balanceOf(untouched.card.id)).toBe(0)

    const spent = await buy()
    await shop.store.database.db.update(issuedGiftCards).set({ balanceCents: 1000 }).where(eq(issuedGiftCards.id, spent.card.id))
    await expect(cancelOrder(settleDepsOf(shop.store, gateway), spent.orderNumber)).rejects.toMatchObject({ errorKey: 'giftCardBoughtSpent', status: 409 })
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, spent.orderNumber))
    const [authorization] = await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, row!.payment.authorizationId!))
    expect([row!.status, row!.settlingAt, authorization!.status, await balanceOf(spent.card.id)]).toEqual(['placed', null, 'authorized', 1000])
  })

  it('keeps e-gift cards in a persisted cart, and refuses a gift card on an order of e-gift cards alone', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 1000 } }])
    const persisted = await who.call('GET', `/v2/dopservice/persist-cart?email=&accountId=&isAuth=false&persistCartId=${owner.cartId}`, undefined, {
      'X-Cart-Token': owner.cartToken,
    })
    expect(persisted.body.data?.persistCartData, JSON.stringify(persisted.body)).toEqual([
      { kind: 'giftCard', giftCard: { ...RECIPIENT, recipientEmail: 'bea@example.com', amountCents: 1000 } },
    ])
    const rebuilt = await who.call('PUT', '/v2/dopservice/update-persist-cart', {
      isAuth: false,
      email: '',
      accountId: '',
      persistCartData: persisted.body.data.persistCartData,
    })
    expect(rebuilt.status, JSON.stringify(rebuilt.body)).toBe(200)
    expect(rebuilt.body.data.persistCartData).toEqual(persisted.body.data.persistCartData)
    const card = await giftCard(5000)
    const refused = await submit(who, owner, { giftCards: [card.code] })
    expect([refused.status, refused.body.errorKey]).toEqual([400, 'giftCardNotNeeded'])
    expect(await balanceOf(card.id)).toBe(5000)
  })

  it('places an order of e-gift cards alone with a billing address and no shipping address; snacks still need one', async () => {
    const who = await shopper()
    const owner = await cartWith(who, [{ type: 'addGiftCard', giftCard: { ...RECIPIENT, amountCents: 2500 } }])
    const { shipping, ...unshipped } = checkout(owner)
    const quote = await who.call('POST', '/v3/dopservice/validateOrder', { ...owner, locale: 'en-us' })
    expect(quote.status, JSON.stringify(quote.body)).toBe(200)
    expect(quote.body.data).toMatchObject({ subTotal: 2500, shippingCharge: 0, taxAmount: 0, totalAmount: 2500 })
    const order = { ...unshipped, idempotencyKey: crypto.randomUUID(), reviewedTotal: 2500, payment: { method: 'card', transientToken: await cardToken(who) } }
    // With no shipping address, billing cannot be "the same as shipping".
    const noBilling = await who.call('POST', '/v3/dopservice/submittedorder', order)
    expect([noBilling.status, noBilling.body.errorKey, noBilling.body.data?.fields]).toEqual([400, 'checkoutInvalid', { billing: 'addressRequired' }])
    // A billing address with billing left "the same as shipping" bills that address: there is no shipping one.
    const { billingSameAsShipping: _, ...leftSame } = order
    const placed = await who.call('POST', '/v3/dopservice/submittedorder', { ...leftSame, billing: shipping })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order: view } = placed.body.data as { order: PlacedOrder }
    expect(view.shipping).toBeUndefined()
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, view.orderNumber))
    expect([row!.shipping, row!.billing]).toEqual([null, shipping])
    const details = await who.call('GET', `/v3/dopservice/orderdetails?orderNumber=${view.orderNumber}`)
    expect(details.body.data.shipping).toBeUndefined()
    // The confirmation says what was bought and how it was paid, and ships to no one.
    const mails = await shop.store.database.db.select().from(outbox).where(eq(outbox.recipient, CONTACT_EMAIL))
    const confirmation = mails.find((mail) => mail.subject.includes(view.orderNumber))
    expect(confirmation?.body).toContain('Total')
    expect(confirmation?.body).not.toContain('Ships to')

    const snacks = await cartWith(who, [{ type: 'add', itemId: stocked(5)[0]!.id, quantity: 1 }])
    const unpriced = await who.call('POST', '/v3/dopservice/validateOrder', { ...snacks, locale: 'en-us' })
    expect([unpriced.status, unpriced.body.data?.fields]).toEqual([400, { 'shipping.address': 'addressRequired' }])
  })
})
