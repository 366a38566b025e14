import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { storeForTests } from '../testing/test-store.ts'
import { orders } from '../db/schema.ts'
import { sandboxAuthorizations } from './sandbox/tables.ts'
import type { PlacedOrder } from '#domain/order.ts'
import { checkout, orderCalls } from '../orders/order-calls.testing.ts'

const shop = storeForTests()
const { shopper, stocked, cartWith, quoteOf } = orderCalls(shop)
type Shopper = Awaited<ReturnType<typeof shopper>>

/** The capture context a payment step gets: the card frame's, and the wallets the gateway serves a sheet for. */
const contextOf = async (who: Shopper) =>
  (await who.call('POST', '/webservices/capturecontext', {})).body.data as { captureContext: string; frameOrigin: string; wallets: string[] }

/** What the sandbox's wallet sheet asks of the gateway's own host as the shopper pays. */
async function walletToken(who: Shopper, wallet: string, extra: Record<string, unknown> = {}, from?: string) {
  const context = await contextOf(who)
  const response = await shop.store.app.request('/sandbox-gateway/wallet/tokens', {
    method: 'POST',
    headers: { host: 'pay.localhost', origin: from ?? context.frameOrigin, 'content-type': 'application/json' },
    body: JSON.stringify({ captureContext: context.captureContext, wallet, ...extra }),
  })
  return { status: response.status, body: await response.json() }
}

/** Apple Pay's merchant validation, asked by the store's page for its sheet. */
const validate = (who: Shopper, validationURL: string) => who.call('POST', '/services/apple-pay/paymentSession', { validationURL })
/** The sandbox wallet's own validation URL: the gateway's host, the page's scheme and port. */
function validationURL() {
  const gateway = new URL(shop.store.hosts.publicOrigin)
  gateway.hostname = 'pay.localhost'
  return `${gateway.origin}/sandbox-gateway/apple-pay/validate`
}

async function placeWith(who: Shopper, payment: unknown) {
  const owner = await cartWith(who, [{ type: 'add', itemId: stocked(50)[0]!.id, quantity: 1 }])
  const quote = await quoteOf(who, owner)
  return who.call('POST', '/v3/dopservice/submittedorder', {
    ...checkout(owner),
    payment,
    idempotencyKey: crypto.randomUUID(),
    reviewedTotal: quote.totalAmount,
  })
}

describe('wallets', () => {
  it('lists Apple Pay and Google Pay in the capture context, the sandbox serving a sheet for each', async () => {
    expect((await contextOf(await shopper())).wallets).toEqual(['applePay', 'googlePay'])
  })

  it('pays with Google Pay: the sheet’s token is authorised once, as Google Pay', async () => {
    const who = await shopper()
    const token = await walletToken(who, 'googlePay')
    expect(token.status, JSON.stringify(token.body)).toBe(200)
    expect(token.body.data).toMatchObject({ cardType: 'visa', cardNumberMask: '•••• 4242' })
    const placed = await placeWith(who, { method: 'googlePay', transientToken: token.body.data.transientToken })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { order } = placed.body.data as { order: PlacedOrder }
    expect(order.payment.method).toBe('googlePay')
    const [row] = await shop.store.database.db.select().from(orders).where(eq(orders.number, order.orderNumber))
    const [authorization] = await shop.store.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, row!.payment.authorizationId!))
    expect(authorization).toMatchObject({ method: 'googlePay', status: 'authorized' })
    // Spent: the same token pays nothing more.
    const again = await placeWith(who, { method: 'googlePay', transientToken: token.body.data.transientToken })
    expect([again.status, again.body.errorKey]).toEqual([400, 'paymentTokenUsed'])
  })

  it('pays with Apple Pay only for a merchant the gateway validated, for this session', async () => {
    const who = await shopper()
    const unvalidated = await walletToken(who, 'applePay')
    expect([unvalidated.status, unvalidated.body.errorKey]).toEqual([403, 'walletValidationInvalid'])
    const elsewhere = await validate(who, 'https://apple-pay-gateway.example/paymentservices/startSession')
    expect([elsewhere.status, elsewhere.body.errorKey]).toEqual([400, 'walletValidationInvalid'])

    const validated = await validate(who, validationURL())
    expect(validated.status, JSON.stringify(validated.body)).toBe(200)
    const { merchantSession } = validated.body.data as { merchantSession: string }
    // Another shopper's merchant session is not theirs to pay with.
    const other = await shopper()
    const borrowed = await walletToken(other, 'applePay', { merchantSession })
    expect([borrowed.status, borrowed.body.errorKey]).toEqual([403, 'walletValidationInvalid'])

    const token = await walletToken(who, 'applePay', { merchantSession })
    expect(token.status, JSON.stringify(token.body)).toBe(200)
    // An Apple Pay token pays as Apple Pay, never as a card or another wallet.
    const asCard = await placeWith(who, { method: 'card', transientToken: token.body.data.transientToken })
    expect([asCard.status, asCard.body.errorKey]).toEqual([400, 'paymentTokenInvalid'])
    const fresh = await walletToken(who, 'applePay', { merchantSession })
    const asGoogle = await placeWith(who, { method: 'googlePay', transientToken: fresh.body.data.transientToken })
    expect([asGoogle.status, asGoogle.body.errorKey]).toEqual([400, 'paymentTokenInvalid'])
    const paid = await walletToken(who, 'applePay', { merchantSession })
    const placed = await placeWith(who, { method: 'applePay', transientToken: paid.body.data.transientToken })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect((placed.body.data as { order: PlacedOrder }).order.payment.method).toBe('applePay')
  })

  it('takes wallet payments only from the gateway’s own sheet', async () => {
    const who = await shopper()
    const fromTheStore = await walletToken(who, 'googlePay', {}, shop.store.hosts.publicOrigin)
    expect([fromTheStore.status, fromTheStore.body.errorKey]).toEqual([403, 'captureContextInvalid'])
    const noWallet = await walletToken(who, 'samsungPay')
    expect([noWallet.status, noWallet.body.errorKey]).toEqual([400, 'invalidInput'])
  })
})
