import { randomInt, randomUUID } from 'node:crypto'
import { rowsBy } from '../db/batched.ts'
import type { Database } from '../db/database.ts'
import { savedCards } from '../db/schema.ts'
import { InputError } from '../http/envelope.ts'
import type { Catalog } from '../catalog/catalog.ts'
import type { CartCaller, Carts } from '../cart/carts.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { billingOf, OrderMessage, type PlacedOrder, type SubmitOrderInput } from '../../src/domain/order.ts'
import { createOrderAttempts, type OrderAnswer, type OrderAttempts } from './attempts.ts'
import { confirmationEmail } from './confirmation-email.ts'
import { paymentView } from './order-history.ts'
import { pay, unpay } from './pay.ts'
import { quoteOrder } from './quote.ts'
import { CartMovedOn, orderWrites, OutOfStock } from './write-orders.ts'
import { GiftCardSpent, giftCardsByCode, giftCardUses, issueGiftCard } from '../payments/gift-cards.ts'
import { giftCardEmail } from './gift-card-email.ts'
import { GiftCardMessage } from '../../src/domain/gift-card.ts'
import { CouponMessage } from '../../src/domain/coupon.ts'
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

export interface Orders {
  /**
   * Places an order exactly once per attempt key: the first submit works it out and keeps its answer;
   * every repeat, at once or later, gets that answer again.
   */
  place: (input: SubmitOrderInput, sessionId: string, options: { freeShipping: boolean; customer?: CartCaller }) => Promise<OrderAnswer>
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

  async function attempt(input: SubmitOrderInput, sessionId: string, freeShipping: boolean, customer: CartCaller | undefined): Promise<OrderAnswer> {
    const now = deps.now()
    const accountId = customer?.accountId
    const cart = await deps.carts.open(input.cartId, input.cartToken, customer)
    if (cart.lines.length === 0) throw new InputError(OrderMessage.cartEmpty, 'The cart is empty')
    const quote = quoteOrder(deps.catalog, cart, { shipping: input.shipping, locale: input.locale, freeShipping, now })
    if (quote.unavailable.length > 0) throw new InputError(OrderMessage.unavailable, 'Some lines can no longer be had', 409, { unavailable: quote.unavailable })
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
        customer,
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
    async place(input, sessionId, { freeShipping, customer }) {
      const first = await attempts.claim(input.idempotencyKey, sessionId)
      if (first !== 'mine') return first
      try {
        return await attempt(input, sessionId, freeShipping, customer)
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
