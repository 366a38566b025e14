import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate'
import * as v from 'valibot'
import { checkoutMachine, type CheckoutContext, type CheckoutEvent, type CheckoutInput, type Shopper } from './checkout.machine.ts'
import type { PayWith } from './checkout.payment.ts'
import {
  ATTEMPT,
  CARD,
  CUSTOMER,
  checkoutModel,
  GIFT_CODE,
  NEXT_CART,
  ORDER,
  OWNER,
  PAYPAL_ORDER_ID,
  QUOTE,
  SAVED,
  SESSION,
  TYPED,
  WALLET_TOKEN,
} from './checkout.model.ts'
import { GiftCardCodeSchema, giftCardsPaying, leftToPay, type GiftCardBalance } from '../../src/domain/gift-card.ts'
import type { SavedCard, Wallet } from '../../src/domain/payment.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { inStore, settle } from '../testing/fakes.ts'
import { emptyAddress, paymentErrors, shippingErrors, type CheckoutStep, type SavedAddress } from '../../src/domain/checkout-form.ts'
import type { ZipResult } from '../../src/domain/zip.ts'
import type { OrderAttempt, OrderQuote } from '../../src/domain/order.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'
import { answerIn, expectFieldErrors, expectFocusOnFirstError } from '../testing/form-checks.ts'

modelTests(checkoutModel, (input) => {
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
  // The shopper's saved cards and the wallets offered, as the store answered once checkout opened: none before.
  let savedCards: SavedCard[] | undefined
  // The customer's saved addresses as the store answered, and the one the order ships to as the shopper chose it (their primary, when they typed none).
  const addressBook: { addresses?: SavedAddress[]; chosen?: string } = {}
  let wallets: Wallet[] = []
  // What the shopper typed, by field; a shipping field typed as checkout opened; the zip checks asked so far.
  const typed: Record<string, string> = {}
  let shippingTypedAsOpened = false
  let zipChecks = 0
  const harness = startHarness(checkoutModel, input, {
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
    if (zip) expect(errors()).toEqual(zip.state === now().context.form.shipping.state.toLowerCase() ? {} : { 'shipping.zipcode': 'zipNotInState' })
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
      // Each step of the funnel is reported once, as the shopper reaches it: checkout begun, shipping given, payment given, the order placed, an authorisation given back.
      '#checkout': () => {
        expect(funnel.splice(0)).toEqual(funnelSteps(harness.step.event, harness.step.before?.context, now()))
        // Continue pressed as checkout opened is made once the cart has answered with snacks to ship, and then no more.
        const event = harness.step.event
        const answered = ['cart.reviewed', 'cart.unavailable'].includes(event?.type ?? '')
        // The shipping step shown as the cart answered (showStep), with Continue pressed before: it is made now, once.
        continuedAsOpened = answered && continueHeld && shown.at(-1) === 'shipping'
        const checks = callsTo<{ zip: string }>(harness, 'validateZip').calls.length
        if (continuedAsOpened) expect(checks - zipChecks).toBe(Object.keys(shippingErrors(now().context.form)).length === 0 ? 1 : 0)
        zipChecks = checks
        if (answered) continueHeld = false
        // An address typed as checkout opened, on a reload past shipping, is checked again: the shopper lands on shipping.
        if (event?.type === 'cart.reviewed' && shippingTypedAsOpened && event.ships !== false && Number(event.lines) > 0) expect(shown.at(-1)).toBe('shipping')
        if (event?.type === 'checkout.edit') {
          const { field, value } = event as Extract<CheckoutEvent, { type: 'checkout.edit' }>
          typed[field] = value
          if (field.startsWith('shipping.') && harness.step.before?.matches('opening')) shippingTypedAsOpened = true
        }
        // What the store knows of who pays fills only what the shopper left empty.
        if (event?.type === 'checkout.connection') browserOnline = (event as Extract<CheckoutEvent, { type: 'checkout.connection' }>).online
        expectAttemptAnswerTaken(answerIn<OrderAttempt>(harness, 'askAboutOrder'))
        const shopper = answerIn<Shopper>(harness, 'shopper')
        if (shopper) {
          expectShopperTaken(harness.step.before!.context, now().context, shopper, typed, shown.includes('payment'))
          ;({ wallets } = shopper)
          savedCards = shopper.customer?.savedCards
          addressBook.addresses = shopper.customer?.addresses
          const typedShipping = Object.keys(typed).some((field) => field.startsWith('shipping.')) || Boolean(input.cached?.form.shipping.address)
          if (!typedShipping) addressBook.chosen = shopper.customer?.addresses.find((address) => address.primaryAddr)?.id
        }
        expectShipTo(event, harness.step.before!, now().context, addressBook)
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
        expectStepErrors(() => shippingErrors(now().context.form))
      },
      '#checkout.shipping.checkingZip': () =>
        expect(callsTo<{ zip: string }>(harness, 'validateZip').last().input).toEqual({ zip: now().context.form.shipping.zipcode }),
      '#checkout.payment': () => {
        // A cart of e-gift cards alone skips shipping; its billing address is one of its own.
        if (!now().context.ships) expect([now().context.form.billingSameAsShipping, shown.includes('shipping')]).toEqual([false, false])
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
        expectStepErrors(() => paymentErrors(now().context.form))
        // A card declined as the order is placed, or a payment session reset, is given again; else the payment stays as it was.
        // Priced again at review for more than the gift cards hold, the rest wants a card: payment is not complete either.
        const restUnpaid = harness.step.event?.type === 'xstate.done.actor.validateOrder' && harness.step.before?.matches('review')
        const cardGone = ['xstate.error.actor.submitOrder', 'checkout.resetPayment'].includes(harness.step.event?.type ?? '') || restUnpaid
        expect(now().context.paymentCompleted).toBe(cardGone ? false : (harness.step.before?.context.paymentCompleted ?? false))
        if (cardGone) expect([now().context.card, now().context.paypal]).toEqual([undefined, undefined])
        // A customer pays with one of their own saved cards or a new card they may keep, and the frame asks for the CVV alone or the whole card; a guest only types a card.
        const event = harness.step.event
        if (event?.type === 'checkout.payWith') {
          const { payWith } = event as Extract<CheckoutEvent, { type: 'checkout.payWith' }>
          const own =
            payWith.method === 'paypal' ||
            ((payWith.method === 'applePay' || payWith.method === 'googlePay') && wallets.includes(payWith.method)) ||
            (payWith.method === 'card' && (!payWith.saveCard || savedCards !== undefined)) ||
            (payWith.method === 'savedCard' && (savedCards ?? []).some((card) => card.id === payWith.card.id))
          expect(now().context.payWith).toEqual(own ? payWith : harness.step.before?.context.payWith)
          expect(harness.step.did('showCardFields')).toBe(own ? 1 : 0)
        }
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
          request: { owner: OWNER, form: now().context.form, ships: true, giftCards: [], attemptKey: ATTEMPT },
        }),
      // The wallet's chart is started with the wallet chosen and what the gift cards leave to pay.
      '#checkout.payment.payingByWallet': () =>
        expect(callsTo<unknown>(harness, 'walletPayment').last().input).toEqual({
          wallet: now().context.payWith.method,
          amount: leftToPay(now().context.quote, now().context.giftCards),
        }),
      '#checkout.review': () => {
        expect(shown.at(-1)).toBe('review')
        expect(now().context.formIndex).toBe(2)
      },
      // The order is priced as the payment step opens, so the shopper sees what gift cards leave to pay, and again at review.
      '#checkout.payment.pricing': () =>
        expect(callsTo<unknown>(harness, 'validateOrder').last().input).toEqual({ owner: OWNER, form: now().context.form, ships: now().context.ships }),
      '#checkout.payment.editing': () => expectGiftCards(harness.step.event, harness.step.before?.context, now().context),
      // The store is asked about the code typed, as the store writes codes.
      '#checkout.payment.checkingGiftCard': () =>
        expect(callsTo<{ code: string }>(harness, 'checkGiftCard').last().input).toEqual({ code: GIFT_CODE.replaceAll('-', '').toUpperCase() }),
      '#checkout.review.pricing': () =>
        expect(callsTo<unknown>(harness, 'validateOrder').last().input).toEqual({ owner: OWNER, form: now().context.form, ships: now().context.ships }),
      // Priced for more than the gift cards hold with no card given, the order goes back to payment for the rest.
      '#checkout.review.ready': () => {
        const given = now().context.payWith.method === 'paypal' ? now().context.paypal : now().context.card
        expect(leftToPay(now().context.quote, now().context.giftCards) === 0 || given !== undefined).toBe(true)
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
          form: now().context.form,
          ships: now().context.ships,
          // The token the frame gave, for the card the shopper chose: a customer with a saved card pays with it unless they chose otherwise; nothing when nothing is left to pay.
          payment: leftToPay(now().context.quote, now().context.giftCards) === 0 ? { method: 'none' } : expectedPayment(savedCards, now().context.payWith),
          // The cards that pay something, as the shopper applied them.
          giftCards: giftCardsPaying(now().context.quote, (now().context as CheckoutContext).giftCards)
            .shares.filter((share) => share.amount > 0)
            .map((share) => share.code),
          attemptKey: ATTEMPT,
          reviewedTotal: now().context.quote!.totalAmount,
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
})

/**
 * What the store knows of who pays, on a first checkout: a customer's primary address ships the order
 * unless the shopper typed a shipping field (then their name fills the names not typed), their email
 * an email not typed, and, before the payment step, their latest saved card pays; a guest brings only
 * the wallets.
 */
function expectShopperTaken(before: CheckoutContext, after: CheckoutContext, shopper: Shopper, typed: Record<string, string>, onPayment: boolean) {
  const customer = shopper.customer
  expect(after.wallets).toEqual(shopper.wallets)
  expect(after.savedCards).toEqual(customer?.savedCards)
  if (!customer) return expect(after.form).toEqual(before.form)
  const typedShipping = Object.fromEntries(
    Object.entries(typed).flatMap(([field, value]) => (field.startsWith('shipping.') ? [[field.slice('shipping.'.length), value]] : [])),
  )
  expect(after.savedAddresses).toEqual(customer.addresses)
  const primary = Object.keys(typedShipping).length === 0 ? customer.addresses.find((address) => address.primaryAddr) : undefined
  expect([after.form.shipping, after.form.selectedShippingAddress]).toEqual(
    primary
      ? [shippingOf(primary), primary.id]
      : [
          {
            ...emptyAddress(),
            ...typedShipping,
            firstName: typedShipping.firstName || customer.firstName,
            lastName: typedShipping.lastName || customer.lastName,
            isUpsAddress: false,
          },
          undefined,
        ],
  )
  expect(after.form.contact.email).toBe(typed['contact.email'] || customer.email)
  expect(after.payWith).toEqual(onPayment ? before.payWith : { method: 'savedCard', card: customer.savedCards[0] })
}

/** A saved address as the order ships to it: not yet through the store's zip validation. */
const shippingOf = ({ id: _, primaryAddr: __, ...address }: SavedAddress) => ({ ...address, isUpsAddress: false })

/**
 * The address the order ships to after the shopper chose one: a saved address of their own, or a new
 * one with their names kept (a customer's only, on the shipping step); kept with the order when they
 * ask; through the store's zip validation once the zip is placed in the address's state.
 */
function expectShipTo(
  event: CheckoutEvent | { type: string; output?: unknown } | undefined,
  before: AnyMachineSnapshot,
  after: CheckoutContext,
  shopper: { addresses?: SavedAddress[]; chosen?: string },
) {
  const onShipping = before.matches('opening') || before.matches({ shipping: 'editing' })
  const { addresses } = shopper
  if (event?.type === 'checkout.shipTo') {
    const chosen = addresses?.find((address) => address.id === (event as { addressId: string }).addressId)
    expect([after.form.shipping, after.form.selectedShippingAddress]).toEqual(
      chosen && onShipping ? [shippingOf(chosen), chosen.id] : [before.context.form.shipping, before.context.form.selectedShippingAddress],
    )
    if (chosen && onShipping) shopper.chosen = chosen.id
  }
  // A new address instead of the saved one chosen: the names stay, the rest is the shopper's to type.
  if (event?.type === 'checkout.shipToNew') {
    const { firstName, lastName } = before.context.form.shipping as CheckoutContext['form']['shipping']
    const instead = shopper.chosen !== undefined && onShipping
    expect([after.form.shipping, after.form.selectedShippingAddress]).toEqual(
      instead
        ? [{ ...emptyAddress(), firstName, lastName, isUpsAddress: false }, undefined]
        : [before.context.form.shipping, before.context.form.selectedShippingAddress],
    )
    if (instead) shopper.chosen = undefined
  }
  if (event?.type === 'checkout.keepAddress') expect(after.form.keepShippingAddress).toBe(addresses !== undefined && (event as { keep: boolean }).keep)
  if (event?.type === 'xstate.done.actor.validateZip') {
    const zip = event.output as ZipResult
    expect(after.form.shipping.isUpsAddress).toBe(zip.state === after.form.shipping.state.toLowerCase())
  }
  if (event?.type === 'checkout.edit' && (event as { field: string }).field.startsWith('shipping.')) {
    expect([after.form.shipping.isUpsAddress, after.form.selectedShippingAddress]).toEqual([false, undefined])
    shopper.chosen = undefined
  }
}

/** The funnel steps a step reaches, told from what happened rather than from the chart's flags. */
function funnelSteps(event: { type: string } | undefined, before: CheckoutContext | undefined, after: AnyMachineSnapshot) {
  const happened = event as unknown as Record<string, unknown> | undefined
  if (!happened || !before) return []
  if (happened.type === 'cart.reviewed') return (happened.lines as number) > 0 ? [{ event: 'begin_checkout' }] : []
  if (happened.type === 'xstate.done.actor.validateZip') return after.matches('payment') ? [{ event: 'add_shipping_info' }] : []
  const giftCards = after.context.giftCards.length > 0 ? ['giftCard'] : []
  const approval = (happened.output ?? {}) as { approved?: boolean }
  if (happened.type === 'xstate.done.actor.paypalApproval')
    return approval.approved ? [{ event: 'add_payment_info', paymentType: [...giftCards, 'paypal'].join('+') }] : []
  if (happened.type === 'xstate.done.actor.walletPayment')
    return (happened.output as { paid: boolean }).paid
      ? [{ event: 'add_payment_info', paymentType: [...giftCards, after.context.payWith.method].join('+') }]
      : []
  if (happened.type === 'checkout.cardTokenized') return [{ event: 'add_payment_info', paymentType: [...giftCards, after.context.payWith.method].join('+') }]
  if (happened.type === 'checkout.continue' && before.formIndex === 1 && after.matches('review'))
    return [{ event: 'add_payment_info', paymentType: giftCards.length > 0 ? 'giftCard' : 'none' }]
  if (happened.type === 'xstate.done.actor.submitOrder') return [{ event: 'purchase', order: ORDER }]
  // An order whose answer was lost is reported once the store says it was placed.
  if (happened.type === 'xstate.done.actor.askAboutOrder' && (happened.output as OrderAttempt).status === 'placed') return [{ event: 'purchase', order: ORDER }]
  const voided = ((happened.error as { data?: { voided?: unknown } } | undefined)?.data ?? {}).voided
  if (happened.type === 'xstate.error.actor.submitOrder' && voided) return [{ event: 'refund', voided }]
  return []
}

/** The gift cards applied after a step: a card the store answered for is added with the code typed; a code refused by the store's rules or by the store is said, and nothing added. */
function expectGiftCards(event: { type: string } | undefined, before: CheckoutContext | undefined, after: CheckoutContext) {
  if (!event || !before) return
  const answer = (event as unknown as { output?: GiftCardBalance }).output
  if (event.type === 'xstate.done.actor.checkGiftCard') {
    expect(after.giftCards).toEqual([...before.giftCards, { code: GIFT_CODE.replaceAll('-', '').toUpperCase(), ...answer }])
    expect(after.giftCardError).toBeUndefined()
  } else if (event.type === 'xstate.error.actor.checkGiftCard') {
    expect([after.giftCards, after.giftCardError]).toEqual([before.giftCards, errorKeyOf((event as { error?: unknown }).error)])
  } else if (event.type === 'checkout.applyGiftCard') {
    const typed = (event as unknown as { code: string }).code
    const parsed = v.safeParse(GiftCardCodeSchema, typed)
    expect(after.giftCardError).toBe(
      !parsed.success
        ? parsed.issues[0].message
        : before.giftCards.some((card: { code: string }) => card.code === parsed.output)
          ? 'giftCardAlreadyApplied'
          : giftCardsPaying(before.quote, before.giftCards).unpaidByGiftCards === 0
            ? 'giftCardNotNeeded'
            : undefined,
    )
  } else if (event.type === 'checkout.removeGiftCard') {
    expect(after.giftCards).toEqual(before.giftCards.filter((card) => card.code !== (event as unknown as { code: string }).code))
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

/** Checkout with a cart that has snacks, as the cart answers when checkout opens. */
function opened(logic: typeof checkoutMachine, input: Omit<CheckoutInput, 'attemptKey' | 'paymentSession'>) {
  const { actor } = inStore((parent) => createActor(logic, { parent, input: { attemptKey: ATTEMPT, paymentSession: SESSION, ...input } }))
  actor.send({ type: 'cart.reviewed', owner: OWNER, lines: 2 })
  return actor
}

function checkout(step?: CheckoutStep) {
  const logic = checkoutMachine.provide({
    actors: {
      validateZip: fromPromise(async () => ({ zipcode: '12207', state: 'ny', locationNumber: 1 })),
      validateOrder: fromPromise(async () => QUOTE),
      submitOrder: fromPromise(() => Promise.reject({ errorKey: 'cardDeclined' })),
    },
  })
  return opened(logic, { step, cached: { form: TYPED, shippingCompleted: true } })
}

describe('checkout', () => {
  it('checks again an address typed into the server’s shipping step on a reload past shipping, rather than going on with it unchecked', async () => {
    const zips: string[] = []
    const logic = checkoutMachine.provide({
      actors: {
        validateZip: fromPromise(
          async ({ input }: { input: { zip: string } }) => (zips.push(input.zip), { zipcode: input.zip, state: 'ny', locationNumber: 1 }),
        ),
      },
    })
    const { actor } = inStore((parent) =>
      createActor(logic, { parent, input: { attemptKey: ATTEMPT, paymentSession: SESSION, step: 'review', cached: { form: TYPED, shippingCompleted: true } } }),
    )
    actor.send({ type: 'checkout.edit', field: 'shipping.zipcode', value: '10001' })
    actor.send({ type: 'checkout.continue' })
    actor.send({ type: 'cart.reviewed', owner: OWNER, lines: 2 })
    await settle()
    // The new zip is asked of the server once, by the Continue pressed as checkout opened, before payment.
    expect(zips).toEqual(['10001'])
    expect(actor.getSnapshot().matches('payment')).toBe(true)
  })

  it('keeps a billing address of its own for a cart of e-gift cards alone: billing cannot be the same as a shipping address it has not', async () => {
    const logic = checkoutMachine.provide({ actors: { validateOrder: fromPromise(async () => QUOTE) } })
    const { actor } = inStore((parent) => createActor(logic, { parent, input: { attemptKey: ATTEMPT, paymentSession: SESSION } }))
    actor.send({ type: 'cart.reviewed', owner: OWNER, lines: 1, ships: false })
    await settle()
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true)
    actor.send({ type: 'checkout.sameBilling', same: true })
    expect(actor.getSnapshot().context.form.billingSameAsShipping).toBe(false)
  })

  it('resumes a reload on #payment at payment, with what was typed', async () => {
    const actor = checkout('payment')
    await settle()
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.form).toEqual(TYPED)
  })

  it('sends a shopper who asks for #review before paying to the payment step', async () => {
    const actor = checkout('review')
    await settle()
    expect(actor.getSnapshot().matches('payment')).toBe(true)
  })

  it('starts a new attempt, with a new key, after a declined card', async () => {
    const actor = checkout('payment')
    await settle()
    actor.send({ type: 'checkout.continue' })
    actor.send({ type: 'checkout.cardTokenized', card: CARD })
    await settle()
    actor.send({ type: 'checkout.placeOrder' })
    await settle()
    expect(actor.getSnapshot().matches('payment')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('cardDeclined')
    expect(actor.getSnapshot().context.attemptKey).not.toBe(ATTEMPT)
  })

  it('places an order gift cards cover with no card, naming each card’s code, and asks a card for what a higher total leaves', async () => {
    const asked: unknown[] = []
    let total = QUOTE.totalAmount
    const logic = checkoutMachine.provide({
      actors: {
        validateOrder: fromPromise(async () => ({ ...QUOTE, totalAmount: total })),
        checkGiftCard: fromPromise(async () => ({ last4: 'HN4B', balance: 2000 })),
        submitOrder: fromPromise(async ({ input }) => {
          asked.push(input)
          return { order: ORDER, nextCart: NEXT_CART }
        }),
      },
    })
    const actor = opened(logic, { step: 'payment', cached: { form: TYPED, shippingCompleted: true } })
    await settle()
    actor.send({ type: 'checkout.applyGiftCard', code: GIFT_CODE })
    await settle()
    actor.send({ type: 'checkout.continue' })
    await settle()
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true)
    actor.send({ type: 'checkout.placeOrder' })
    await settle()
    expect(asked).toEqual([expect.objectContaining({ payment: { method: 'none' }, giftCards: ['K7QM3XPA9RTWHN4B'], reviewedTotal: QUOTE.totalAmount })])

    // The same card, priced again at review for more than it holds: the rest needs a card.
    const again = opened(logic, { step: 'payment', cached: { form: TYPED, shippingCompleted: true } })
    await settle()
    again.send({ type: 'checkout.applyGiftCard', code: GIFT_CODE })
    await settle()
    total = 2500
    again.send({ type: 'checkout.continue' })
    await settle()
    expect(again.getSnapshot().matches('payment')).toBe(true)
    expect(again.getSnapshot().context.error).toBe('paymentRequired')
  })

  it('reports how the order is paid to the funnel: gift cards alone, gift cards and a card, a saved card, or nothing at all', async () => {
    const paidWith = async (balance: number | undefined, total: number, shopper: Shopper = { wallets: [] }) => {
      const funnel: { event: string; paymentType?: string }[] = []
      const logic = checkoutMachine.provide({
        actors: {
          shopper: fromPromise(async () => shopper),
          validateOrder: fromPromise(async () => ({ ...QUOTE, totalAmount: total })),
          checkGiftCard: fromPromise(async () => ({ last4: 'HN4B', balance: balance ?? 0 })),
        },
        actions: { trackFunnel: (_, step) => void funnel.push(step), askForToken: () => {}, showCardFields: () => {} },
      })
      const actor = opened(logic, { step: 'payment', cached: { form: TYPED, shippingCompleted: true } })
      await settle()
      if (shopper.customer) actor.send({ type: 'checkout.payWith', payWith: { method: 'savedCard', card: SAVED } })
      if (balance !== undefined) actor.send({ type: 'checkout.applyGiftCard', code: GIFT_CODE })
      await settle()
      actor.send({ type: 'checkout.continue' })
      if (actor.getSnapshot().matches({ payment: 'tokenizing' })) actor.send({ type: 'checkout.cardTokenized', card: CARD })
      await settle()
      return funnel.filter((step) => step.event === 'add_payment_info').map((step) => step.paymentType)
    }
    expect(await paidWith(5000, QUOTE.totalAmount)).toEqual(['giftCard'])
    expect(await paidWith(500, QUOTE.totalAmount)).toEqual(['giftCard+card'])
    expect(await paidWith(undefined, QUOTE.totalAmount, CUSTOMER)).toEqual(['savedCard'])
    expect(await paidWith(undefined, 0)).toEqual(['none'])
  })

  it('names each broken field of the step, and lets a mended field go', () => {
    const actor = opened(checkoutMachine, {})
    return settle().then(() => {
      actor.send({ type: 'checkout.continue' })
      expect(actor.getSnapshot().context.errors).toMatchObject({ 'shipping.firstName': 'nameRequired', 'shipping.zipcode': 'zipFormat' })
      actor.send({ type: 'checkout.edit', field: 'shipping.firstName', value: 'Ana' })
      expect(actor.getSnapshot().context.errors['shipping.firstName']).toBeUndefined()
    })
  })

  it('lets a customer pay only with a saved card of their own, and a guest only with a new card they cannot keep', async () => {
    const knows = (shopper: Shopper) =>
      checkoutMachine.provide({ actors: { shopper: fromPromise(async () => shopper), validateOrder: fromPromise(async () => QUOTE) } })
    const customer = opened(knows(CUSTOMER), { step: 'payment', cached: { form: TYPED, shippingCompleted: true } })
    const guest = opened(knows({ wallets: [] }), { step: 'payment', cached: { form: TYPED, shippingCompleted: true } })
    await settle()
    customer.send({ type: 'checkout.payWith', payWith: { method: 'savedCard', card: SAVED } })
    expect(customer.getSnapshot().context.payWith).toEqual({ method: 'savedCard', card: SAVED })
    customer.send({ type: 'checkout.payWith', payWith: { method: 'savedCard', card: { ...SAVED, id: '8a1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a15' } } })
    expect(customer.getSnapshot().context.payWith).toEqual({ method: 'savedCard', card: SAVED })
    guest.send({ type: 'checkout.payWith', payWith: { method: 'card', saveCard: true } })
    expect(guest.getSnapshot().context.payWith).toEqual({ method: 'card', saveCard: false })
    customer.send({ type: 'checkout.payWith', payWith: { method: 'card', saveCard: true } })
    expect(customer.getSnapshot().context.payWith).toEqual({ method: 'card', saveCard: true })
  })
})
