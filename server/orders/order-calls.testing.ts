import { expect } from 'vitest'
import { handshakeHeaders } from '../testing/test-store.ts'
import type { Store } from '../start-up/start.ts'
import type { Cart } from '#domain/cart.ts'
import { TEST_CARDS } from '#domain/payment.ts'
import type { OrderQuote } from '#domain/order.ts'

export const ALBANY = {
  firstName: 'Ana',
  lastName: 'Lee',
  address: '12 Elm St',
  addressDetails: '',
  city: 'Albany',
  state: 'ny',
  zipcode: '12207',
  country: 'US',
}
export const CONTACT = { email: 'ana@example.com', phoneNumber: '5185550142' }

type Owner = { cartId: string; cartToken: string }

/** Checkout as a shopper sends it for a cart: shipping to Albany, billing the same. */
export const checkout = (owner: Owner) => ({ ...owner, shipping: ALBANY, billingSameAsShipping: true, contact: CONTACT, locale: 'en-us' })

/** The calls a shopper makes from a cart to a placed order, against one test store. */
export function orderCalls(shop: { readonly store: Store }) {
  /** A shopper of their own: a handshake (a session) and calls made with it. */
  async function shopper() {
    const headers = { ...(await handshakeHeaders(shop.store)), 'content-type': 'application/json', locationNumber: '1', origin: shop.store.hosts.publicOrigin }
    const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await shop.store.app.request(path, {
        method,
        headers: { ...headers, ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    }
    return { headers, call }
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>

  /** Products with at least `count` in stock at the east location (Albany's), cheapest first. */
  const stocked = (count: number) => shop.store.catalog.orders.priceAsc.filter((p) => !p.freeSample && (p.stock.get(1)?.quantity ?? 0) >= count)

  async function cartWith(who: Shopper, changes: unknown[]): Promise<Owner> {
    const cart = (await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { change: { type: 'clear' } })).body.data as Cart
    for (const change of changes) {
      const saved = await who.call('POST', '/v3/dopservice/b2c/savecartwebdata', { cartId: cart.cartId, cartToken: cart.cartToken, change })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    return { cartId: cart.cartId!, cartToken: cart.cartToken! }
  }

  /** A transient token for a card, the way the card frame gets one from the gateway's own host. */
  async function cardToken(who: Shopper, cardNumber: string = TEST_CARDS.approved) {
    const context = (await who.call('POST', '/webservices/capturecontext', {})).body.data
    const response = await shop.store.app.request('/sandbox-gateway/tokens', {
      method: 'POST',
      headers: { host: 'pay.localhost', origin: context.frameOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ captureContext: context.captureContext, nameOnCard: 'Ana Diaz', cardNumber, expiry: '12/30', cvv: '123' }),
    })
    return (await response.json()).data.transientToken as string
  }

  /** The order priced as the shopper reviews it. */
  const quoteOf = async (who: Shopper, owner: Owner) => (await who.call('POST', '/v3/dopservice/validateOrder', checkout(owner))).body.data as OrderQuote

  /** Places the order as reviewed, paid by a new card unless `extra` says otherwise. */
  async function submit(who: Shopper, owner: Owner, extra: Record<string, unknown> = {}) {
    const quote = await quoteOf(who, owner)
    return who.call('POST', '/v3/dopservice/submittedorder', {
      ...checkout(owner),
      payment: { method: 'card', transientToken: await cardToken(who) },
      idempotencyKey: crypto.randomUUID(),
      reviewedTotal: quote.totalAmount,
      ...extra,
    })
  }

  return { shopper, stocked, cartWith, cardToken, quoteOf, submit }
}
