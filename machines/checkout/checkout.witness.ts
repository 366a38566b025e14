import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate'
import { type CheckoutContext, type CheckoutEvent, type Shopper } from './checkout.machine.ts'
import type { PayWith } from './checkout.payment.ts'
import { ATTEMPT, CARD, checkoutModel, GIFT_CODE, NEXT_CART, ORDER, OWNER, PAYPAL_ORDER_ID, WALLET_TOKEN } from './checkout.model.ts'
import { FilledForm } from './checkout.filled-form.ts'
import { GiftCardMessage, giftCardsPaying, leftToPay, type GiftCardBalance } from '#domain/gift-card.ts'
import type { SavedCard } from '#domain/payment.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { eventLabel, type ModelEvent, type ModelSpec } from '../testing/model.ts'
import type { SystemUnderTest } from '../testing/model-tests.ts'
import { paymentErrors, shippingErrors, type CheckoutStep } from '#domain/checkout-form.ts'
import type { ZipResult } from '#domain/zip.ts'
import type { OrderAttempt, OrderQuote } from '#domain/order.ts'
import { errorKeyOf } from '#domain/envelope.ts'
import { answerIn, expectFieldErrors, expectFocusOnFirstError } from '../testing/form-checks.ts'

type Payer = 'not known yet' | 'guest' | 'customer'

/**
 * Who may choose each way to pay the model offers (SPEC §4): PayPal is anyone's; a wallet is offered
 * where the store says the browser can pay with it (the model's guest); keeping a new card, or paying
 * with the saved card, is the customer's, whose card it is.
 */
const MAY_PAY_WITH: Record<string, Payer[]> = {
  'chooses PayPal': ['not known yet', 'guest', 'customer'],
  'chooses Apple Pay': ['guest'],
  'chooses Google Pay': ['guest'],
  'chooses a new card to keep': ['customer'],
  'chooses the saved card': ['customer'],
}

export function checkoutWitness(
  input: InputFrom<typeof checkoutModel.machine>,
  _start: string,
  spec: ModelSpec<typeof checkoutModel.machine> = checkoutModel,
): SystemUnderTest {
  const shown: CheckoutStep[] = []
  const screens: string[] = []
  const cached: unknown[] = []
  const placed: unknown[] = []
  const funnel: unknown[] = []
  let reviewsAsked = 0
  let forgotten = 0
  // The order attempt as the browser keeps it, each time it is written, and how often it was forgotten.
  const kept: { key: string; sentFor?: string }[] = []
  let attemptsForgotten = 0
  // Orders sent so far, and whether the browser is online, as the walk told the chart.
  let submits = 0
  let browserOnline = input.online ?? true
  // Continue pressed while checkout opened, and whether the step just taken made it.
  let continueHeld = false
  let continuedAsOpened = false
  // The shopper's saved cards, as the store answered once checkout opened: none before.
  let savedCards: SavedCard[] | undefined
  // Who pays, as the store answered: not known until it does.
  let payer: Payer = 'not known yet'
  // The way the shopper pays: a new card, not kept, until the shopper chooses another or the store says the customer has a saved card.
  let way: PayWith = { method: 'card', saveCard: false }
  // The form as the shopper filled it; a shipping field typed as checkout opened; the zip checks asked so far.
  const filled = new FilledForm(input.cached?.form)
  let shippingTypedAsOpened = false
  let zipChecks = 0
  const purse = new Purse()
  const harness = startHarness(spec, input, {
    provide: {
      actions: {
        showStep: (_: unknown, step: CheckoutStep) => void shown.push(step),
        trackScreens: (_: unknown, names: string[]) => void screens.push(...names),
        cacheCheckout: (_: unknown, kept: unknown) => void cached.push(kept),
        forgetCheckout: () => void forgotten++,
        askForToken: () => {},
        showCardFields: () => {},
        orderPlaced: (_: unknown, result: unknown) => void placed.push(result),
        trackFunnel: (_: unknown, step: unknown) => void funnel.push(step),
        trackRefund: (_: unknown, voided: unknown) => void (voided && funnel.push({ event: 'refund', voided })),
        keepAttempt: (_: unknown, attempt: { key: string; sentFor?: string }) => void kept.push(attempt),
        forgetAttempt: () => void attemptsForgotten++,
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  const errors = () => now().context.errors
  // The errors beside the fields of a step after what the shopper did: the store's rules of that step, the server's word on the zip, or its refusal.
  const expectStepErrors = (rules: () => Record<string, string>) => {
    const event = harness.step.event
    const zip = answerIn<ZipResult>(harness, 'validateZip')
    if (zip) expect(errors()).toEqual(zip.state === filled.form.shipping.state.toLowerCase() ? {} : { 'shipping.zipcode': 'zipNotInState' })
    else if (event?.type === 'xstate.error.actor.validateZip') expect(errors()).toEqual({ 'shipping.zipcode': errorKeyOf(event.error) })
    else expectFieldErrors(harness, errors(), rules, continuedAsOpened ? 'cart.reviewed' : 'checkout.continue')
    // Focus goes to the first field to mend when the step found something (the same errors kept, as on going back a step, move nothing).
    expectFocusOnFirstError(harness, Object.keys(errors()).length > 0 && harness.step.before?.context.errors !== errors())
  }
  /** What the store said of an attempt whose answer was lost leads where it says, told from its answer rather than from the chart. */
  function expectAttemptAnswerTaken(answer: OrderAttempt | undefined) {
    if (!answer) return
    const before = harness.step.before!
    const keyBefore = kept.filter((attempt) => attempt !== kept.at(-1)).at(-1)?.key ?? ATTEMPT
    if (answer.status === 'placed') expect(now().matches('placed')).toBe(true)
    // Still being placed, or refused: nothing new is sent but the same attempt, for the store's own answer.
    if (answer.status === 'placing') expect([now().hasTag('checkingOrder'), callsTo(harness, 'submitOrder').calls.length]).toEqual([true, submits])
    if (answer.status === 'notReceived') {
      // The shopper is told, and may place the same attempt again; the browser keeps it as sent, so a late request is asked about on the next visit.
      expect(now().context.error).toBe('orderNotReceived')
      expect(kept.at(-1)).toEqual({ key: callsTo<{ attemptKey: string }>(harness, 'askAboutOrder').last().input.attemptKey, sentFor: OWNER.cartId })
    }
    if (answer.status === 'refused' && before.matches('opening')) {
      // Refused before the reload: the shopper hears why, and the next order is a new attempt, kept unsent.
      expect(now().context.error).toBe(answer.errorKey)
      expect(kept.at(-1)!.sentFor).toBeUndefined()
      expect(kept.at(-1)!.key).not.toBe(keyBefore)
    }
    if (answer.status === 'refused' && before.matches('review'))
      expect(callsTo<{ attemptKey: string }>(harness, 'submitOrder').last().input.attemptKey).toBe(kept.at(-1)!.key)
  }
  return {
    harness,
    checks: {
      // After every step the chart holds the form and the way to pay as the witness followed them. Each step of the funnel is reported once, as the shopper
      // reaches it: checkout begun, shipping given, payment given, the order placed, an authorisation given back.
      '#checkout': () => {
        purse.follow(harness.step.event)
        filled.follow(harness.step.event, harness.step.before)
        // The chart holds the form as the shopper filled it: what was typed, the address chosen, what the store filled in.
        expect(now().context.form, 'the form as the shopper filled it').toEqual(filled.form)
        expect(now().context.ships, 'whether the order ships goods').toBe(filled.ships)
        expect(funnel.splice(0), 'the funnel steps reported').toEqual(funnelSteps(harness.step.event, harness.step.before?.context, now(), purse, way))
        // Continue pressed as checkout opened is made once the cart has answered with snacks to ship, and then no more.
        const event = harness.step.event
        const answered = ['cart.reviewed', 'cart.unavailable'].includes(event?.type ?? '')
        // The shipping step shown as the cart answered (showStep), with Continue pressed before: it is made now, once.
        continuedAsOpened = answered && continueHeld && shown.at(-1) === 'shipping'
        const checks = callsTo<{ zip: string }>(harness, 'validateZip').calls.length
        if (continuedAsOpened) expect(checks - zipChecks).toBe(Object.keys(shippingErrors(filled.form)).length === 0 ? 1 : 0)
        zipChecks = checks
        if (answered) continueHeld = false
        // An address typed as checkout opened, on a reload past shipping, is checked again: the shopper lands on shipping.
        if (event?.type === 'cart.reviewed' && shippingTypedAsOpened && event.ships !== false && Number(event.lines) > 0) expect(shown.at(-1)).toBe('shipping')
        if (event?.type === 'checkout.edit' && String(event.field).startsWith('shipping.') && harness.step.before?.matches('opening'))
          shippingTypedAsOpened = true
        if (event?.type === 'checkout.connection') browserOnline = (event as Extract<CheckoutEvent, { type: 'checkout.connection' }>).online
        expectAttemptAnswerTaken(answerIn<OrderAttempt>(harness, 'askAboutOrder'))
        const shopper = answerIn<Shopper>(harness, 'shopper')
        if (shopper) payer = shopper.customer ? 'customer' : 'guest'
        if (shopper) {
          expectShopperTaken(now().context, shopper)
          savedCards = shopper.customer?.savedCards
          // Known before the payment step, a customer's latest saved card pays; on it, the way to pay stays as chosen.
          if (savedCards?.[0] && !shown.includes('payment')) way = { method: 'savedCard', card: savedCards[0] }
        }
        // A customer pays with one of their own saved cards or a new card they may keep; a guest types a card, or uses PayPal or a wallet the store offers.
        // The way chosen asks the frame for the CVV alone or the whole card.
        if (event?.type === 'checkout.payWith') {
          const taken = MAY_PAY_WITH[eventLabel(spec, event)]!.includes(payer) && harness.step.before!.matches({ payment: 'editing' })
          if (taken) way = (event as Extract<CheckoutEvent, { type: 'checkout.payWith' }>).payWith
          expect(harness.step.did('showCardFields')).toBe(taken ? 1 : 0)
        }
        expect(now().context.payWith, 'the way the shopper pays').toEqual(way)
      },
      opening: () => {
        // The attempt's key is kept as checkout opens, for every tab of the cart: the one kept before, or a new one.
        expect(kept[0]).toEqual({ key: ATTEMPT, sentFor: input.sentFor })
        // Continue pressed now is held: nothing is checked or said yet.
        if (harness.step.event?.type === 'checkout.continue') {
          continueHeld = true
          expect([errors(), harness.step.did('focusFirstError')]).toEqual([harness.step.before?.context.errors, 0])
        }
      },
      // An order sent whose answer never came is asked about first, under the key the browser kept; the cart is asked nothing yet.
      '#checkout.opening.askingAboutOrder': () => {
        expect(callsTo<{ attemptKey: string }>(harness, 'askAboutOrder').last().input).toEqual({ attemptKey: ATTEMPT })
        expect(harness.sent.cart).toEqual([])
      },
      '#checkout.opening.waitingToAsk': () => expect(harness.sent.cart).toEqual([]),
      // The cart is asked to check its stock again, once, and checkout waits for its answer.
      '#checkout.opening.reviewingCart': () => {
        const asked = harness.sent.cart.splice(0)
        reviewsAsked += asked.length
        expect(asked).toEqual(asked.length > 0 ? [{ type: 'cart.review', replyTo: harness.actor }] : [])
        expect(reviewsAsked).toBeGreaterThan(0)
      },
      '#checkout.shipping': () => {
        expect(shown.at(-1)).toBe('shipping')
        expect(screens).toContain('checkout shipping')
        expect(now().context.formIndex).toBe(0)
        expectStepErrors(() => shippingErrors(filled.form))
      },
      '#checkout.shipping.checkingZip': () =>
        expect(callsTo<{ zip: string }>(harness, 'validateZip').last().input).toEqual({ zip: filled.form.shipping.zipcode }),
      '#checkout.payment': () => {
        // A cart of e-gift cards alone skips shipping; its billing address is one of its own.
        if (!filled.ships) expect([filled.form.billingSameAsShipping, shown.includes('shipping')]).toEqual([false, false])
        // The payer's approval is what pays; cancelled, the shopper is told why and stays on payment with nothing approved.
        const approval = answerIn<{ approved: boolean; errorKey?: string }>(harness, 'paypalApproval')
        if (approval && !approval.approved) expect([now().context.error, now().context.paypal]).toEqual([approval.errorKey, undefined])
        // A wallet's sheet closed without paying: the shopper is told why and stays on payment with no token.
        const sheet = answerIn<{ paid: boolean; errorKey?: string }>(harness, 'walletPayment')
        if (sheet && !sheet.paid) expect([now().context.error, now().context.card]).toEqual([sheet.errorKey, undefined])
        expect(shown.at(-1)).toBe('payment')
        expect(screens).toEqual(expect.arrayContaining(['checkout billing', 'checkout contact', 'checkout payment']))
        expect(now().context.formIndex).toBe(1)
        // What was typed is kept for a reload, never anything of the card.
        expect(JSON.stringify(cached)).not.toContain(CARD.transientToken)
        expectStepErrors(() => paymentErrors(filled.form))
        // A card declined as the order is placed, or a payment session reset, is given again; else the payment stays as it was.
        // Priced again at review for more than the gift cards hold, the rest wants a card: payment is not complete either.
        const restUnpaid = harness.step.event?.type === 'xstate.done.actor.validateOrder' && harness.step.before?.matches('review')
        const cardGone = ['xstate.error.actor.submitOrder', 'checkout.resetPayment'].includes(harness.step.event?.type ?? '') || restUnpaid
        expect(now().context.paymentCompleted).toBe(cardGone ? false : (harness.step.before?.context.paymentCompleted ?? false))
        if (cardGone) expect([now().context.card, now().context.paypal]).toEqual([undefined, undefined])
        const event = harness.step.event
        if (event?.type === 'checkout.frameMounted') expect(harness.step.did('showCardFields')).toBe(1)
        // Asked for payment, or review before paying, while on payment: the shopper stays where they were, nothing asked afresh.
        if (event?.type === 'checkout.goTo' && harness.step.before?.matches('payment')) expect(now().value).toEqual(harness.step.before.value)
      },
      // The card frame is asked for a token once, as the step is entered.
      '#checkout.payment.tokenizing': () => {
        const entered = !harness.step.before?.matches({ payment: 'tokenizing' })
        expect(harness.step.did('askForToken')).toBe(entered ? 1 : 0)
      },
      // PayPal's chart is started with the order to approve: the cart, where it ships, the gift cards that pay first, the attempt.
      '#checkout.payment.approvingPayPal': () =>
        expect(callsTo<unknown>(harness, 'paypalApproval').last().input).toEqual({
          request: { owner: OWNER, form: filled.form, ships: filled.ships, giftCards: [], attemptKey: ATTEMPT },
        }),
      // The wallet's chart is started with the wallet chosen and what the gift cards leave to pay.
      '#checkout.payment.payingByWallet': () =>
        expect(callsTo<unknown>(harness, 'walletPayment').last().input).toEqual({
          wallet: way.method,
          amount: purse.leftToPay(),
        }),
      '#checkout.review': () => {
        expect(shown.at(-1)).toBe('review')
        expect(now().context.formIndex).toBe(2)
      },
      // The order is priced as the payment step opens, so the shopper sees what gift cards leave to pay, and again at review.
      '#checkout.payment.pricing': () =>
        expect(callsTo<unknown>(harness, 'validateOrder').last().input).toEqual({ owner: OWNER, form: filled.form, ships: filled.ships }),
      '#checkout.payment.editing': () => expectGiftCards(spec, harness.step.event, purse, now().context),
      // The store is asked about the code typed, as the store writes codes.
      '#checkout.payment.checkingGiftCard': () =>
        expect(callsTo<{ code: string }>(harness, 'checkGiftCard').last().input).toEqual({ code: GIFT_CODE.replaceAll('-', '').toUpperCase() }),
      '#checkout.review.pricing': () =>
        expect(callsTo<unknown>(harness, 'validateOrder').last().input).toEqual({ owner: OWNER, form: filled.form, ships: filled.ships }),
      // Priced for more than the gift cards hold with no card given, the order goes back to payment for the rest.
      '#checkout.review.ready': () => {
        const given = way.method === 'paypal' ? now().context.paypal : now().context.card
        expect(purse.leftToPay() === 0 || given !== undefined, 'a way to pay what the gift cards leave is given').toBe(true)
        // The total placing the order says the shopper reviewed is the one the server priced.
        const priced = answerIn<OrderQuote>(harness, 'validateOrder')
        if (priced) expect(now().context.quote).toEqual(priced)
      },
      // Offline, Place order waits: nothing is sent until the connection is back.
      '#checkout.review.awaitingConnection': () => {
        expect(browserOnline).toBe(false)
        expect(callsTo(harness, 'submitOrder').calls).toHaveLength(submits)
      },
      // No answer came: the store is asked about the attempt just sent, and the order is not sent again meanwhile.
      '#checkout.review.confirming': () => {
        expect(callsTo<{ attemptKey: string }>(harness, 'askAboutOrder').last().input).toEqual({ attemptKey: kept.at(-1)!.key })
        expect(callsTo(harness, 'submitOrder').calls).toHaveLength(submits)
      },
      '#checkout.review.waitingToConfirm': () => expect(callsTo(harness, 'submitOrder').calls).toHaveLength(submits),
      '#checkout.review.placing': () => {
        submits = callsTo(harness, 'submitOrder').calls.length
        const { attemptKey } = callsTo<{ attemptKey: string }>(harness, 'submitOrder').last().input
        // Never sent offline; its key, and the cart it is for, are kept in the browser before it goes.
        expect(browserOnline).toBe(true)
        expect(kept.at(-1)).toEqual({ key: attemptKey, sentFor: OWNER.cartId })
        expect(callsTo<unknown>(harness, 'submitOrder').last().input).toEqual({
          owner: OWNER,
          form: filled.form,
          ships: filled.ships,
          // The token the frame gave, for the card the shopper chose: a customer with a saved card pays with it unless they chose otherwise; nothing when nothing is left to pay.
          payment: purse.leftToPay() === 0 ? { method: 'none' } : expectedPayment(savedCards, way),
          // The cards that pay something, as the shopper applied them.
          giftCards: purse.codesPaying(),
          attemptKey: ATTEMPT,
          reviewedTotal: purse.quote!.totalAmount,
        })
      },
      placed: () => {
        expect(placed).toEqual([ORDER])
        // The browser's cart becomes the new empty one the server gave, unless the shopper has left the cart the order closed.
        expect(harness.sent.cart.splice(0)).toEqual([{ type: 'cart.takeUp', owner: NEXT_CART, closes: OWNER.cartId }])
        // What was typed, and the attempt, are forgotten: the next checkout is a new one.
        expect([forgotten, attemptsForgotten]).toEqual([1, 1])
      },
      empty: () => expect(shown).toEqual([]),
    },
  }
}

/**
 * What the store knows of who pays: a customer's saved addresses and cards; a guest brings only the
 * wallets. What it fills in of the form, and the saved card that pays, the witness follows itself.
 */
function expectShopperTaken(after: CheckoutContext, shopper: Shopper) {
  expect(after.wallets).toEqual(shopper.wallets)
  expect(after.savedCards).toEqual(shopper.customer?.savedCards)
  expect(after.savedAddresses).toEqual(shopper.customer?.addresses)
}

/** The funnel steps a step reaches, told from what happened rather than from the chart's flags. */
function funnelSteps(event: { type: string } | undefined, before: CheckoutContext | undefined, after: AnyMachineSnapshot, purse: Purse, way: PayWith) {
  const happened = event as unknown as Record<string, unknown> | undefined
  if (!happened || !before) return []
  if (happened.type === 'cart.reviewed') return (happened.lines as number) > 0 ? [{ event: 'begin_checkout' }] : []
  if (happened.type === 'xstate.done.actor.validateZip') return after.matches('payment') ? [{ event: 'add_shipping_info' }] : []
  const giftCards = purse.giftCards.length > 0 ? ['giftCard'] : []
  const approval = (happened.output ?? {}) as { approved?: boolean }
  if (happened.type === 'xstate.done.actor.paypalApproval')
    return approval.approved ? [{ event: 'add_payment_info', paymentType: [...giftCards, 'paypal'].join('+') }] : []
  if (happened.type === 'xstate.done.actor.walletPayment')
    return (happened.output as { paid: boolean }).paid ? [{ event: 'add_payment_info', paymentType: [...giftCards, way.method].join('+') }] : []
  if (happened.type === 'checkout.cardTokenized') return [{ event: 'add_payment_info', paymentType: [...giftCards, way.method].join('+') }]
  if (happened.type === 'checkout.continue' && before.formIndex === 1 && after.matches('review'))
    return [{ event: 'add_payment_info', paymentType: giftCards.length > 0 ? 'giftCard' : 'none' }]
  if (happened.type === 'xstate.done.actor.submitOrder') return [{ event: 'purchase', order: ORDER }]
  // An order whose answer was lost is reported once the store says it was placed.
  if (happened.type === 'xstate.done.actor.askAboutOrder' && (happened.output as OrderAttempt).status === 'placed') return [{ event: 'purchase', order: ORDER }]
  const voided = ((happened.error as { data?: { voided?: unknown } } | undefined)?.data ?? {}).voided
  if (happened.type === 'xstate.error.actor.submitOrder' && voided) return [{ event: 'refund', voided }]
  return []
}

/**
 * The gift cards as the shopper applied them and the store answered, and the order as it was last
 * priced: kept apart from the chart, told from what happened.
 */
class Purse {
  quote?: OrderQuote
  giftCards: { code: string; last4: string; balance: number }[] = []
  /** The cards as they were before the step just taken. */
  before: Purse['giftCards'] = []

  follow(event: { type: string; output?: unknown; error?: unknown; code?: string } | undefined) {
    this.before = [...this.giftCards]
    if (event?.type === 'xstate.done.actor.validateOrder') this.quote = event.output as OrderQuote
    if (event?.type === 'xstate.done.actor.checkGiftCard') this.giftCards.push({ code: STORE_CODE, ...(event.output as GiftCardBalance) })
    if (event?.type === 'checkout.removeGiftCard') this.giftCards = this.giftCards.filter((card) => card.code !== event.code)
    // A card spent elsewhere as the order was placed: the shopper applies their cards again.
    if (event?.type === 'xstate.error.actor.submitOrder' && errorKeyOf(event.error) === 'giftCardBalanceChanged') this.giftCards = []
  }

  leftToPay = () => leftToPay(this.quote, this.giftCards)
  codesPaying = () =>
    giftCardsPaying(this.quote, this.giftCards)
      .shares.filter((share) => share.amount > 0)
      .map((share) => share.code)
}

/** The code the shopper typed, as the store writes codes. */
const STORE_CODE = GIFT_CODE.replaceAll('-', '').toUpperCase()

/** The gift cards applied after a step: a card the store answered for is added with the code typed; a code refused by the store's rules or by the store is said, and nothing added. */
function expectGiftCards(spec: ModelSpec<AnyStateMachine>, event: ModelEvent | undefined, purse: Purse, after: CheckoutContext) {
  if (!event) return
  const applied = (cards: Purse['giftCards']) => cards.map(({ code, balance }) => ({ code, balance }))
  expect(applied(after.giftCards), 'the gift cards applied').toEqual(applied(purse.giftCards))
  const label = eventLabel(spec, event)
  if (event.type === 'xstate.done.actor.checkGiftCard') expect(after.giftCardError).toBeUndefined()
  if (event.type === 'xstate.error.actor.checkGiftCard') expect(after.giftCardError, 'what is said of the code').toBe(errorKeyOf(event.error))
  // A code that cannot be one is said at once; a card applied already, or one with nothing left to pay, is not asked about.
  if (label === 'types a mistyped gift card code') expect(after.giftCardError, 'what is said of the code').toBe(GiftCardMessage.unknown)
  if (label === 'applies a gift card') {
    const nothingLeft = giftCardsPaying(purse.quote, purse.before).unpaidByGiftCards === 0
    const appliedAlready = purse.before.some((card) => card.code === STORE_CODE)
    expect(after.giftCardError, 'what is said of the code').toBe(appliedAlready ? 'giftCardAlreadyApplied' : nothingLeft ? 'giftCardNotNeeded' : undefined)
  }
}

/** How the order is paid: with the frame's token, for the saved card chosen, or for a new card kept when the customer asked. */
function expectedPayment(savedCards: SavedCard[] | undefined, payWith: PayWith) {
  if (payWith.method === 'savedCard') {
    expect(savedCards).toContainEqual(payWith.card)
    return { method: 'savedCard', savedCardId: payWith.card.id, transientToken: CARD.transientToken }
  }
  if (payWith.method === 'paypal') return { method: 'paypal', orderId: PAYPAL_ORDER_ID }
  if (payWith.method === 'applePay' || payWith.method === 'googlePay') return { method: payWith.method, transientToken: WALLET_TOKEN.transientToken }
  return { method: 'card', transientToken: CARD.transientToken, saveCard: payWith.saveCard }
}
