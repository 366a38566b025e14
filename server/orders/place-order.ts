import { randomInt, randomUUID } from 'node:crypto'
import { rowsBy } from '../db/batched.ts'
import type { Database } from '../db/database.ts'
import { savedCards } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { Catalog } from '../catalog/catalog.ts'
import type { CartCaller, Carts } from '../cart/carts.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { billingOf, OrderMessage, type OrderToPrice, type PayPalSessionInput, type PlacedOrder, type SubmitOrderInput } from '#domain/order.ts'
import { PaymentMessage, type PayPalOrder } from '#domain/payment.ts'
import { createOrderAttempts, type OrderAnswer, type OrderAttempts } from './attempts.ts'
import { confirmationEmail } from './confirmation-email.ts'
import { orderByNumberAndEmail, orderFor, ordersOf, paymentView, type OrderRow } from './order-history.ts'
import { pay, unpay } from './pay.ts'
import { quoteOrder, type Quote } from './quote.ts'
import { CartMovedOn, orderWrites, OutOfStock } from './write-orders.ts'
import { GiftCardSpent, giftCardsByCode, giftCardUses, issueGiftCard } from '../payments/gift-cards.ts'
import { giftCardEmail } from './gift-card-email.ts'
import { GiftCardMessage, type GiftCardBalance } from '#domain/gift-card.ts'
import { CouponMessage } from '#domain/coupon.ts'
import { CouponUsedUp, customerOf } from './coupon-uses.ts'
import { addressToKeep } from '../identity/addresses.ts'

export type { OrderAnswer } from './attempts.ts'

export interface OrderDeps {
  db: Database
  catalog: Catalog
  carts: Carts
  gateway: PaymentGateway
  now: () => Date
}

/** Who asks about an order, and how the store stands today. */
interface Asking {
  freeShipping: boolean
  customer?: CartCaller
}

export interface Orders {
  /** The order a cart would make now: the cart opened for its caller (an empty one refused) and priced from the catalog. */
  quote: (input: OrderToPrice, asking: Asking) => Promise<Quote>
  /** A PayPal order for what the gift cards leave of the cart's order, for the payer to approve in PayPal's window. */
  payPalSession: (input: PayPalSessionInput, session: { sessionId: string; returnOrigin: string }, asking: Asking) => Promise<PayPalOrder>
  /** A gift card's balance, by its code. */
  giftCardBalance: (code: string) => Promise<GiftCardBalance>
  /** An order, for the session that placed it or the customer it belongs to; anyone else is told no such order. */
  find: (orderNumber: string, asker: { sessionId: string; accountId?: string }) => Promise<OrderRow>
  /** A customer's orders, newest first. */
  history: (accountId: string) => Promise<OrderRow[]>
  /** An order by its number and the email it was placed with (a guest's lookup). */
  lookup: (orderNumber: string | undefined, email: string) => Promise<OrderRow>
  /**
   * Places an order exactly once per attempt key: the first submit works it out and keeps its answer;
   * every repeat, at once or later, gets that answer again.
   */
  place: (input: SubmitOrderInput, sessionId: string, asking: Asking) => Promise<OrderAnswer>
  /** What came of an attempt whose answer the shopper never had. */
  attempt: OrderAttempts['ask']
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const newOrderNumber = () => `SF-${Array.from({ length: 7 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`

/**
 * Orders, priced from the catalog and paid by gift cards first and the way the shopper chose for
 * the rest: the payment is authorised once; if the order cannot then be written (stock gone
 * meanwhile, the cart changed, a gift card spent elsewhere), the authorisation is voided and no
 * gift card is charged.
 */
export function createOrders(deps: OrderDeps): Orders {
  const attempts = createOrderAttempts(deps.db)
  const write = orderWrites(deps)
  const savedCardOf = rowsBy(deps.db, savedCards, savedCards.id)

  /** The cart opened for its caller, an empty one refused, and the order it makes priced as of `now`. */
  async function priced(input: OrderToPrice, { freeShipping, customer }: Asking, now: Date) {
    const cart = await deps.carts.open(input.cartId, input.cartToken, customer)
    if (cart.lines.length === 0) throw new InputError(OrderMessage.cartEmpty, 'The cart is empty')
    return { cart, quote: quoteOrder(deps.catalog, cart, { shipping: input.shipping, locale: input.locale, freeShipping, now }) }
  }

  /** A quote whose lines can all be had, else the lines that cannot. */
  const available = (quote: Quote) => {
    if (quote.unavailable.length > 0) throw new InputError(OrderMessage.unavailable, 'Some lines can no longer be had', 409, { unavailable: quote.unavailable })
    return quote
  }

  async function attempt(input: SubmitOrderInput, sessionId: string, asking: Asking): Promise<OrderAnswer> {
    const now = deps.now()
    const accountId = asking.customer?.accountId
    const { cart, quote } = await priced(input, asking, now)
    available(quote)
    // The shopper is charged what they reviewed, or told the new total; a total sent by the client is never charged.
    if (input.reviewedTotal !== quote.totalAmount)
      throw new InputError(OrderMessage.totalChanged, `The order now totals ${quote.totalAmount}`, 409, { totalAmount: quote.totalAmount })

    // Gift cards pay first, by their balances now; the way to pay is authorised for the rest.
    const paying = giftCardUses(quote.totalAmount - quote.giftCardsBought, await giftCardsByCode(deps.db, input.giftCards))
    // E-gift cards bought are never paid by gift card: the way to pay covers them.
    const { uses } = paying
    const rest = paying.rest + quote.giftCardsBought
    const orderNumber = newOrderNumber()
    const keptAddress = input.keepShippingAddress && accountId && input.shipping ? await addressToKeep(deps.db, accountId, input.shipping) : undefined
    if (rest > 0) await attempts.paysAs(input.idempotencyKey, orderNumber)
    const paid = await pay(savedCardOf, deps.gateway, {
      choice: input.payment,
      amountCents: rest,
      sessionId,
      accountId,
      reference: orderNumber,
      idempotencyKey: input.idempotencyKey,
      now,
    })

    const order: PlacedOrder = {
      orderNumber,
      status: 'placed',
      email: input.contact.email,
      shipping: input.shipping,
      lines: quote.lines,
      payment: paymentView({ ...paid.payment, giftCards: uses }, quote.totalAmount),
      placedAt: now.toISOString(),
      ...(quote.couponName && { couponName: quote.couponName }),
      subTotal: quote.subTotal,
      discount: quote.discount,
      shippingCharge: quote.shippingCharge,
      taxAmount: quote.taxAmount,
      totalAmount: quote.totalAmount,
    }
    const email = confirmationEmail(order, input.locale)
    const orderId = randomUUID()
    const billing = billingOf(input)
    // Each e-gift card bought gets its code, written with the order and mailed to its recipient.
    const giftCardsIssued = cart.lines.flatMap((line) => {
      if (line.kind !== 'giftCard' || !line.giftCard) return []
      const { code, row } = issueGiftCard(line.giftCard.amountCents, orderId)
      return [{ row, email: giftCardEmail(line.giftCard, code, `${billing.firstName} ${billing.lastName}`, input.locale) }]
    })
    try {
      return await write({
        attemptKey: input.idempotencyKey,
        cart,
        quote,
        row: {
          id: orderId,
          number: orderNumber,
          sessionId,
          accountId: accountId ?? null,
          cartId: cart.id,
          email: order.email,
          phone: input.contact.phoneNumber,
          shipping: input.shipping ?? null,
          billing,
          lines: quote.lines,
          locationNumber: quote.location,
          altLocationId: input.altOrderLocationId || null,
          locale: input.locale,
          couponCode: quote.couponName ?? null,
          subtotalCents: quote.subTotal,
          discountCents: quote.discount,
          shippingCents: quote.shippingCharge,
          taxCents: quote.taxAmount,
          totalCents: quote.totalAmount,
          payment: { ...paid.payment, giftCards: uses },
          createdAt: now,
        },
        email: { recipient: order.email, subject: email.subject, body: email.body },
        savedCard: paid.savedCard,
        ...(keptAddress && { keptAddress }),
        giftCards: uses,
        customer: asking.customer,
        ...(quote.couponName && {
          coupon: { code: quote.couponName, customer: customerOf(accountId, input.contact.email), email: customerOf(undefined, input.contact.email) },
        }),
        giftCardsIssued,
        // The cart is closed; a new empty one follows, and the app takes it up.
        answer: (next) => ({ status: 200, placed: { order, nextCart: { cartId: next.cart.id, cartToken: next.cartToken } } }),
      })
    } catch (error) {
      await unpay(deps.gateway, paid)
      // The app reports an authorisation given back (the data layer's refund).
      const voided = paid.payment.authorizationId ? { voided: { orderNumber, amount: paid.payment.amountCents ?? 0 } } : {}
      if (error instanceof OutOfStock)
        throw new InputError(OrderMessage.unavailable, 'Stock ran out while the order was placed', 409, { unavailable: quote.unavailable, ...voided })
      if (error instanceof CartMovedOn) throw new InputError(OrderMessage.cartChanged, 'The cart changed while the order was placed', 409, voided)
      if (error instanceof CouponUsedUp)
        throw new InputError(CouponMessage.usedUp, `The coupon ${quote.couponName} has been used as often as it may be`, 409, voided)
      if (error instanceof GiftCardSpent)
        throw new InputError(GiftCardMessage.balanceChanged, 'A gift card was spent elsewhere while the order was placed', 409, voided)
      throw error
    }
  }

  return {
    attempt: attempts.ask,
    quote: async (input, asking) => (await priced(input, asking, deps.now())).quote,
    async payPalSession(input, { sessionId, returnOrigin }, asking) {
      const now = deps.now()
      const quote = available((await priced(input, asking, now)).quote)
      // Gift cards pay first; e-gift cards bought are never paid by gift card.
      const { rest } = giftCardUses(quote.totalAmount - quote.giftCardsBought, await giftCardsByCode(deps.db, input.giftCards))
      const amountCents = rest + quote.giftCardsBought
      if (amountCents === 0) throw new InputError(PaymentMessage.nothingToPay, 'Nothing is left to pay')
      return deps.gateway.paypalOrder({
        sessionId,
        amountCents,
        currency: 'USD',
        merchantReferenceCode: input.attemptKey,
        lineItems: quote.lines.map((line) => ({ name: line.title, quantity: line.quantity, unitAmount: line.priceCents })),
        discount: { amount: quote.discount, ...(quote.couponName && { couponName: quote.couponName }) },
        returnOrigin,
        now,
      })
    },
    async giftCardBalance(code) {
      const [card] = await giftCardsByCode(deps.db, [code])
      return { last4: card!.last4, balance: card!.balance }
    },
    find: (orderNumber, asker) => orderFor(deps.db, orderNumber, asker),
    history: (accountId) => ordersOf(deps.db, accountId),
    lookup: (orderNumber, email) => orderByNumberAndEmail(deps.db, orderNumber, email),
    async place(input, sessionId, asking) {
      const first = await attempts.claim(input.idempotencyKey, sessionId)
      if (first !== 'mine') return first
      try {
        return await attempt(input, sessionId, asking)
      } catch (error) {
        if (!(error instanceof InputError)) {
          await attempts.drop(input.idempotencyKey)
          throw error
        }
        const answer: OrderAnswer = { status: error.status, refused: { errorKey: error.errorKey, message: error.message, data: error.data } }
        await attempts.keep(input.idempotencyKey, answer)
        return answer
      }
    },
  }
}
