import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { storeForTests, settleDepsOf, PARCEL } from '../testing/test-store.ts'
import { issuedGiftCards, orders } from '../db/schema.ts'
import { sandboxAuthorizations } from '../payments/sandbox/tables.ts'
import { issueGiftCard } from '../payments/gift-cards.ts'
import { cancelOrder, shipOrder } from './settle-order.ts'
import { createSandboxGateway, sandboxSecret } from '../payments/sandbox/gateway.ts'
import { printedGiftCardCode } from '#domain/gift-card.ts'
import type { PayPalOrder, PayPalStatus } from '#domain/payment.ts'
import type { PlacedOrder } from '#domain/order.ts'
import { checkout, orderCalls } from './order-calls.testing.ts'

const shop = storeForTests()
const { shopper, stocked, cartWith, quoteOf } = orderCalls(shop)
type Shopper = Awaited<ReturnType<typeof shopper>>
/** The gateway as the operator's side settles orders with it. */
const gateway = async () => createSandboxGateway(shop.store.database.db, await sandboxSecret(shop.store.database.db), 'pay.localhost')

const smallCart = (who: Shopper) => cartWith(who, [{ type: 'add', itemId: stocked(50)[0]!.id, quantity: 2 }])

/** The PayPal order for what is left to pay, as the payment step asks for it. */
async function paypalOrder(who: Shopper, owner: { cartId: string; cartToken: string }, extra: Record<string, unknown> = {}) {
  const { locale, shipping, ...ids } = checkout(owner)
  return who.call('POST', '/services/paypal/paymentSession', {
    cartId: ids.cartId,
    cartToken: ids.cartToken,
    shipping,
    locale,
    attemptKey: crypto.randomUUID(),
    ...extra,
  })
}

/** What the payer does in PayPal's window, on the gateway's own host. */
async function answer(order: PayPalOrder, decision: 'approved' | 'cancelled' | 'declined') {
  const url = new URL(order.paymentRedirectURL)
  const page = await shop.store.app.request(`${url.pathname}${url.search}`, { headers: { host: url.host } })
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('PayPal sandbox: no real money moves')
  return decide(order, decision)
}

/** The payer's answer as the approval page's form sends it. */
function decide(order: PayPalOrder, decision: string) {
  const url = new URL(order.paymentRedirectURL)
  const body = new URLSearchParams({ token: order.orderId, decision })
  return shop.store.app.request('/sandbox-gateway/paypal/decide', {
    method: 'POST',
    headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

const statusOf = async (who: Shopper, orderId: string) =>
  (await who.call('GET', `/services/paypal/status?orderId=${encodeURIComponent(orderId)}`)).body.data as PayPalStatus

/** Places the order in the attempt the PayPal order was made for (its merchant reference). */
async function placeWithPayPal(who: Shopper, owner: { cartId: string; cartToken: string }, order: PayPalOrder, extra: Record<string, unknown> = {}) {
  const quote = await quoteOf(who, owner)
  return who.call('POST', '/v3/dopservice/submittedorder', {
    ...checkout(owner),
    payment: { method: 'paypal', orderId: order.orderId },
    idempotencyKey: order.merchantReferenceCode,
    reviewedTotal: quote.totalAmount,
    ...extra,
  })
}

describe('PayPal', () => {
  it('makes an order for the total with its lines, served for approval on the gateway host, and places the store order once it is approved', async () => {
    const who = await shopper()
    const owner = await smallCart(who)
    const quote = await quoteOf(who, owner)
    const created = await paypalOrder(who, owner)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const order = created.body.data as PayPalOrder
    expect(order.amount).toBe(quote.totalAmount)
    expect(order.lineItems).toEqual([{ name: quote.lines[0]!.title, quantity: 2, unitAmount: quote.lines[0]!.priceCents }])
    expect(new URL(order.paymentRedirectURL).hostname).toBe('pay.localhost')
    expect(await statusOf(who, order.orderId)).toMatchObject({ status: 'created' })

    // Not approved yet: the store's order is refused and nothing is authorised.
    const unapproved = (await paypalOrder(who, owner)).body.data as PayPalOrder
    const early = await placeWithPayPal(who, owner, unapproved)
    expect([early.status, early.body.errorKey]).toEqual([402, 'paypalNotApproved'])

    expect((await answer(order, 'approved')).status).toBe(200)
    expect(await statusOf(who, order.orderId)).toMatchObject({ status: 'approved', payerId: expect.stringMatching(/^SBXPAYER/) })
    // Answered once: a second answer is refused.
    expect((await decide(order, 'cancelled')).status).toBe(409)
    expect((await statusOf(who, order.orderId)).status).toBe('approved')
    // The order itself, as PayPal holds it: what it was made for, now with its payer.
    const details = await who.call('GET', `/services/paypal/order?orderId=${order.orderId}`)
    expect(details.body.data).toEqual({
      ...order,
      status: 'approved',
      payerId: expect.stringMatching(/^SBXPAYER/),
      paymentId: `PAYID-${order.orderId}`,
    })

    const placed = await placeWithPayPal(who, owner, order)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const placedOrder = (placed.body.data as { order: PlacedOrder }).order
    expect(placedOrder.payment).toMatchObject({ method: 'paypal', amount: quote.totalAmount })
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, placedOrder.orderNumber))
    const [authorization] = await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, row!.payment.authorizationId!))
    expect(authorization).toMatchObject({ method: 'paypal', amountCents: quote.totalAmount, status: 'authorized' })

    // Shipping captures the PayPal authorisation, once.
    await shipOrder(settleDepsOf(shop.store, await gateway()), placedOrder.orderNumber, PARCEL)
    const [captured] = await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, authorization!.id))
    expect(captured!.status).toBe('captured')
  })

  it('approves once: the same approval cannot pay a second order', async () => {
    const who = await shopper()
    const owner = await smallCart(who)
    const order = (await paypalOrder(who, owner)).body.data as PayPalOrder
    await answer(order, 'approved')
    // Replayed in another attempt before it pays: refused, as it was approved for its own attempt only.
    const replayed = await placeWithPayPal(who, owner, { ...order, merchantReferenceCode: crypto.randomUUID() })
    expect([replayed.status, replayed.body.errorKey]).toEqual([402, 'paypalNotApproved'])
    expect((await placeWithPayPal(who, owner, order)).status).toBe(200)
    // Another cart, in another attempt, cannot be paid with it.
    const again = await smallCart(who)
    const second = await placeWithPayPal(who, again, { ...order, merchantReferenceCode: crypto.randomUUID() })
    expect([second.status, second.body.errorKey]).toEqual([402, 'paypalNotApproved'])
  })

  it('refuses a cancelled or declined approval, another amount, and another session’s order', async () => {
    const who = await shopper()
    const owner = await smallCart(who)
    for (const decision of ['cancelled', 'declined'] as const) {
      const order = (await paypalOrder(who, owner)).body.data as PayPalOrder
      await answer(order, decision)
      expect((await statusOf(who, order.orderId)).status).toBe(decision)
      const refused = await placeWithPayPal(who, owner, order)
      expect([refused.status, refused.body.errorKey]).toEqual([402, 'paypalNotApproved'])
    }
    // Approved for the cart as it was; the cart then grew.
    const order = (await paypalOrder(who, owner)).body.data as PayPalOrder
    await answer(order, 'approved')
    await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { ...owner, change: { type: 'add', itemId: stocked(50)[1]!.id, quantity: 1 } })
    const grown = await placeWithPayPal(who, owner, order)
    expect([grown.status, grown.body.errorKey]).toEqual([402, 'paypalNotApproved'])

    const other = await shopper()
    const status = await other.call('GET', `/services/paypal/status?orderId=${order.orderId}`)
    expect([status.status, status.body.errorKey]).toEqual([404, 'paypalNotApproved'])
    const details = await other.call('GET', `/services/paypal/order?orderId=${order.orderId}`)
    expect([details.status, details.body.errorKey]).toEqual([404, 'paypalNotApproved'])
  })

  it('asks PayPal only for what gift cards leave, and nothing when they pay it all', async () => {
    const who = await shopper()
    const owner = await smallCart(who)
    const { totalAmount } = await quoteOf(who, owner)
    const { code, row } = issueGiftCard(100, crypto.randomUUID())
    await shop.store.database.db.insert(issuedGiftCards).values(row)
    const part = (await paypalOrder(who, owner, { giftCards: [printedGiftCardCode(code)] })).body.data as PayPalOrder
    expect(part.amount).toBe(totalAmount - 100)
    await answer(part, 'approved')
    const placed = await placeWithPayPal(who, owner, part, { giftCards: [printedGiftCardCode(code)] })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order } = placed.body.data as { order: PlacedOrder }
    expect(order.payment).toMatchObject({ method: 'paypal', amount: totalAmount - 100, giftCards: [{ amount: 100 }] })
    // Cancelled before it ships: the authorisation is given back.
    await cancelOrder(settleDepsOf(shop.store, await gateway()), order.orderNumber)
    const [stored] = await shop.store.database.db.select().from(orders).where(eq(orders.number, order.orderNumber))
    const [authorization] = await shop.store.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.id, stored!.payment.authorizationId!))
    expect(authorization!.status).toBe('voided')

    const { code: big, row: bigRow } = issueGiftCard(100_000, crypto.randomUUID())
    await shop.store.database.db.insert(issuedGiftCards).values(bigRow)
    const covered = await paypalOrder(who, await smallCart(who), { giftCards: [printedGiftCardCode(big)] })
    expect([covered.status, covered.body.errorKey]).toEqual([400, 'paymentNotWanted'])
  })
})
