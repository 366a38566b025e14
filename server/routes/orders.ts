import { Hono, type Context } from 'hono'
import { and, desc, eq, or } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { PaymentMessage } from '../../src/domain/payment.ts'
import { InputError, ok, parseBody, parseQuery } from '../envelope.ts'
import { orders } from '../db/schema.ts'
import { quoteOrder } from '../orders/quote.ts'
import { signedInAccount } from './signed-in.ts'
import { fieldErrors } from '../../src/domain/address.ts'
import { EmailSchema } from '../../src/domain/email.ts'
import { HANDSHAKE_HEADERS } from '../../src/domain/handshake.ts'
import { askerOf, type SlowedMisses } from '../slowed-misses.ts'
import { limited } from '../limited.ts'
import { CheckoutSchema, OrderMessage, OrderNumberSchema, SubmitOrderSchema, type OrderQuote, type PlacedOrder } from '../../src/domain/order.ts'

/** The handshake session of the request (the guard has checked it). */
const sessionOf = (c: Context<AppEnv>) => c.req.header(HANDSHAKE_HEADERS.sessionId)!

/** The body as `schema` reads it; a broken field rule is refused with each field's message id. */
function checkout<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const fields = fieldErrors(schema, c.get('body') ?? {})
  if (Object.keys(fields).length > 0) throw new InputError(OrderMessage.checkoutInvalid, `Fields to mend: ${Object.keys(fields).join(', ')}`, 400, { fields })
  return parseBody(c, schema)
}

/** The page's own origin, where the card fields may be hosted: the Origin it called from, else its host. */
/** The page that will host the card fields: one of the store's own sites, as configuration names them, never another. */
function pageOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('origin') ?? c.var.origin
  if (!c.var.hosts.served.some((host) => host.origin === origin))
    throw new InputError(PaymentMessage.contextInvalid, `The card fields are hosted only by the store's own pages, not ${origin}`, 403)
  return origin
}

const view = (row: typeof orders.$inferSelect): PlacedOrder => ({
  orderNumber: row.number,
  status: row.status,
  email: row.email,
  shipping: row.shipping as PlacedOrder['shipping'],
  lines: row.lines,
  payment: { cardType: row.payment.cardType, cardNumberMask: row.payment.cardNumberMask },
  placedAt: row.createdAt.toISOString(),
  subTotal: row.subtotalCents,
  discount: row.discountCents,
  shippingCharge: row.shippingCents,
  taxAmount: row.taxCents,
  totalAmount: row.totalCents,
})

/** Checkout: the card's capture context, the order priced and placed, and the placed order read again (SPEC §7 Checkout). */
export function orderRoutes(misses: SlowedMisses) {
  return (
    new Hono<AppEnv>()
      .post('/webservices/capturecontext', async (c) => {
        const origin = pageOrigin(c)
        if (new URL(origin).hostname === c.var.paymentHost)
          throw new InputError(OrderMessage.checkoutInvalid, 'The card fields cannot be hosted by the gateway itself')
        return ok(c, await c.var.gateway.captureContext({ targetOrigin: origin, sessionId: sessionOf(c), now: new Date() }))
      })
      .post('/webservices/removetoken', async (c) => {
        const { transientToken } = parseBody(c, v.object({ transientToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4000)) }))
        await c.var.gateway.release({ transientToken, sessionId: sessionOf(c), now: new Date() })
        return ok(c, { removed: true })
      })
      .post('/v3/dopservice/validateOrder', async (c) => {
        const input = checkout(c, CheckoutSchema)
        const cart = await c.var.carts.open(input.cartId, input.cartToken)
        if (cart.lines.length === 0) throw new InputError(OrderMessage.cartEmpty, 'The cart is empty')
        const {
          location: _,
          taken: __,
          ...quote
        } = quoteOrder(c.var.catalog, cart, {
          shipping: input.shipping,
          locale: input.locale,
          freeShipping: c.var.content.config.freeShipping,
          now: new Date(),
        })
        return ok(c, quote satisfies OrderQuote & { unavailable: string[] })
      })
      .post('/v3/dopservice/submittedorder', async (c) => {
        const input = checkout(c, SubmitOrderSchema)
        const answer = await c.var.orders.place(input, sessionOf(c), { freeShipping: c.var.content.config.freeShipping, accountId: c.var.customer?.accountId })
        return c.json(answer.body, answer.status as 200)
      })
      .get('/v3/dopservice/orderdetails', async (c) => {
        const { orderNumber } = parseQuery(c, v.object({ orderNumber: OrderNumberSchema }))
        // The session that placed it, or the customer it belongs to; anyone else is told no such order.
        const accountId = c.var.customer?.accountId
        const [row] = await c.var.db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.number, orderNumber),
              accountId ? or(eq(orders.sessionId, sessionOf(c)), eq(orders.accountId, accountId)) : eq(orders.sessionId, sessionOf(c)),
            ),
          )
        if (!row) throw new InputError(OrderMessage.unknown, `No order ${orderNumber} for this session`, 404)
        return ok(c, view(row))
      })
      // The signed-in customer's order history, newest first.
      .get('/v3/dopservice/myorders', async (c) => {
        const account = await signedInAccount(c)
        const rows = await c.var.db.select().from(orders).where(eq(orders.accountId, account.id)).orderBy(desc(orders.createdAt)).limit(100)
        return ok(c, { orders: rows.map(view) })
      })
      .post('/v3/dopservice/orderlookup', limited('orderLookup'), async (c) => {
        const { orderNumber, email } = parseBody(c, v.object({ orderNumber: v.pipe(v.string(), v.maxLength(40)), email: EmailSchema }))
        const number = v.safeParse(OrderNumberSchema, orderNumber)
        const order = await misses.counted(askerOf(c), async () => {
          const [row] = number.success
            ? await c.var.db
                .select()
                .from(orders)
                .where(and(eq(orders.number, number.output), eq(orders.email, email)))
            : []
          // A wrong pair answers as an unknown order does.
          if (!row) throw new InputError(OrderMessage.lookupMiss, 'No order with that number and email', 404)
          const { payment: _, ...placed } = view(row)
          return placed
        })
        return ok(c, order)
      })
  )
}
