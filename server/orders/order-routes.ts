import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { PaymentMessage } from '#domain/payment.ts'
import { fail, InputError, ok, parseBody, parseForm, parseQuery } from '../http/envelope.ts'
import { placedOrder } from './order-history.ts'
import { signedInAccount } from '../identity/signed-in.ts'
import { EmailSchema } from '#domain/email.ts'
import { HANDSHAKE_HEADERS } from '#domain/handshake.ts'
import { askerOf, type SlowedMisses } from '../http/slowed-misses.ts'
import { limited, missesLimited } from '../http/limited.ts'
import { GiftCardCodeSchema, GiftCardMessage, MOST_GIFT_CARDS_PER_ORDER } from '#domain/gift-card.ts'
import {
  OrderAttemptAskSchema,
  OrderToPriceSchema,
  PayPalSessionSchema,
  OrderMessage,
  OrderNumberSchema,
  SubmitOrderSchema,
  type OrderQuote,
} from '#domain/order.ts'

/** The handshake session of the request (the guard has checked it). */
const sessionOf = (c: Context<AppEnv>) => c.req.header(HANDSHAKE_HEADERS.sessionId)!

/** Who asks (a signed-in customer, or a guest) and whether the store ships free today. */
const askingOf = (c: Context<AppEnv>) => ({ freeShipping: c.get('content').config.freeShipping, customer: c.get('customer') })

/** The page that will host the card fields: one of the store's own sites, as configuration names them, never another. */
function pageOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('origin') ?? c.get('origin')
  if (!c.get('hosts').served.some((host) => host.origin === origin))
    throw new InputError(PaymentMessage.contextInvalid, `The card fields are hosted only by the store's own pages, not ${origin}`, 403)
  return origin
}

const isGiftCardMiss = (errorKey: string | undefined) => errorKey === GiftCardMessage.unknown
/** The gift card codes an order spends, each a guess. */
const giftCardsSpent = (c: Context<AppEnv>) => {
  const body = c.get('body') as { giftCards?: unknown } | undefined
  return Array.isArray(body?.giftCards) ? Math.min(body.giftCards.length, MOST_GIFT_CARDS_PER_ORDER + 1) : 0
}

/** Checkout: the card's capture context, the order priced and placed, and the placed order read again (SPEC §7 Checkout). */
export function orderRoutes(misses: SlowedMisses) {
  return (
    new Hono<AppEnv>()
      .post('/webservices/capturecontext', async (c) => {
        const origin = pageOrigin(c)
        if (new URL(origin).hostname === c.get('paymentHost'))
          throw new InputError(OrderMessage.checkoutInvalid, 'The card fields cannot be hosted by the gateway itself')
        return ok(c, await c.get('gateway').captureContext({ targetOrigin: origin, sessionId: sessionOf(c), now: new Date() }))
      })
      .post('/webservices/removetoken', async (c) => {
        const { transientToken } = parseBody(c, v.object({ transientToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4000)) }))
        await c.get('gateway').release({ transientToken, sessionId: sessionOf(c), now: new Date() })
        return ok(c, { removed: true })
      })
      .post('/v3/dopservice/validateOrder', async (c) => {
        const input = parseForm(c, OrderToPriceSchema, OrderMessage.checkoutInvalid)
        const { location: _, taken: __, ...quote } = await c.get('orders').quote(input, askingOf(c))
        return ok(c, quote satisfies OrderQuote & { unavailable: string[] })
      })
      // A gift card's balance, by its code: a wrong code counts against the address, and too many wrong ones stop every check for a while.
      .post('/webservices/giftcardbalance', missesLimited('giftCardMiss', isGiftCardMiss), async (c) => {
        const parsed = v.safeParse(v.object({ code: GiftCardCodeSchema }), c.get('body') ?? {})
        if (!parsed.success) throw new InputError((parsed.issues[0].message as GiftCardMessage) ?? GiftCardMessage.unknown, 'This is not a gift card code')
        const balance = await c.get('orders').giftCardBalance(parsed.output.code)
        c.header('Cache-Control', 'no-store')
        return ok(c, balance)
      })
      .post('/v3/dopservice/submittedorder', missesLimited('giftCardMiss', isGiftCardMiss, giftCardsSpent), async (c) => {
        const input = parseForm(c, SubmitOrderSchema, OrderMessage.checkoutInvalid)
        const answer = await c.get('orders').place(input, sessionOf(c), askingOf(c))
        return 'placed' in answer ? ok(c, answer.placed) : fail(c, answer.status, answer.refused.errorKey, answer.refused.message, answer.refused.data)
      })
      // An attempt whose answer was lost (the connection, a reload, a closed tab): placed, still being placed, refused, or never received.
      .post('/v3/dopservice/orderattempt', async (c) => {
        const { idempotencyKey } = parseBody(c, OrderAttemptAskSchema)
        const state = await c.get('orders').attempt(idempotencyKey)
        c.header('Cache-Control', 'no-store')
        if (state.status === 'placed') return ok(c, { status: state.status, ...state.placed })
        if (state.status === 'refused') return ok(c, { status: state.status, errorKey: state.refused.errorKey, data: state.refused.data })
        return ok(c, state)
      })
      // Apple Pay's merchant validation, through the gateway, for the sheet the page opened.
      .post('/services/apple-pay/paymentSession', async (c) => {
        const { validationURL } = parseBody(c, v.object({ validationURL: v.pipe(v.string(), v.url(), v.maxLength(500)) }))
        c.header('Cache-Control', 'no-store')
        return ok(c, await c.get('gateway').applePayMerchantSession({ validationURL, origin: pageOrigin(c), sessionId: sessionOf(c), now: new Date() }))
      })
      // PayPal (Orders v2): an order for what the gift cards leave, for the payer to approve in PayPal's window.
      .post('/services/paypal/paymentSession', missesLimited('giftCardMiss', isGiftCardMiss, giftCardsSpent), async (c) => {
        const input = parseForm(c, PayPalSessionSchema, OrderMessage.checkoutInvalid)
        const order = await c.get('orders').payPalSession(input, { sessionId: sessionOf(c), returnOrigin: pageOrigin(c) }, askingOf(c))
        c.header('Cache-Control', 'no-store')
        return ok(c, order)
      })
      // How the payer answered in PayPal's window; this session's orders only.
      .get('/services/paypal/status', async (c) => {
        const { orderId } = parseQuery(c, v.object({ orderId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }))
        c.header('Cache-Control', 'no-store')
        return ok(c, await c.get('gateway').paypalStatus({ orderId, sessionId: sessionOf(c) }))
      })
      // The PayPal order itself, as PayPal holds it: what it pays for, where it stands, its payer; this session's orders only.
      .get('/services/paypal/order', async (c) => {
        const { orderId } = parseQuery(c, v.object({ orderId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }))
        c.header('Cache-Control', 'no-store')
        return ok(c, await c.get('gateway').paypalOrderDetails({ orderId, sessionId: sessionOf(c) }))
      })
      .get('/v3/dopservice/orderdetails', async (c) => {
        const { orderNumber } = parseQuery(c, v.object({ orderNumber: OrderNumberSchema }))
        // The session that placed it, or the customer it belongs to; anyone else is told no such order.
        const row = await c.get('orders').find(orderNumber, { sessionId: sessionOf(c), accountId: c.get('customer')?.accountId })
        return ok(c, placedOrder(row))
      })
      // The signed-in customer's order history, newest first.
      .get('/v3/dopservice/myorders', async (c) => {
        const account = await signedInAccount(c)
        return ok(c, { orders: (await c.get('orders').history(account.id)).map(placedOrder) })
      })
      .post('/v3/dopservice/orderlookup', limited('orderLookup'), async (c) => {
        const { orderNumber, email } = parseBody(c, v.object({ orderNumber: v.pipe(v.string(), v.maxLength(40)), email: EmailSchema }))
        const number = v.safeParse(OrderNumberSchema, orderNumber)
        const order = await misses.counted(askerOf(c), async () => {
          return placedOrder(await c.get('orders').lookup(number.success ? number.output : undefined, email))
        })
        return ok(c, order)
      })
  )
}
