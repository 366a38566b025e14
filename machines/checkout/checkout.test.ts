import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine, type CheckoutContext } from './checkout.machine.ts'
import { ATTEMPT, CARD, checkoutModel, NEXT_CART, ORDER, OWNER, QUOTE, SESSION, TYPED } from './checkout.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { settle } from '../testing/fakes.ts'
import type { CheckoutStep } from '../../src/domain/checkout-form.ts'

modelTests(checkoutModel, (input) => {
  const shown: CheckoutStep[] = []
  const screens: string[] = []
  const cached: unknown[] = []
  const placed: unknown[] = []
  let tokensAsked = 0
  let forgotten = 0
  const harness = startHarness(checkoutModel, input, {
    provide: {
      actions: {
        showStep: (_: unknown, step: CheckoutStep) => void shown.push(step),
        trackScreens: (_: unknown, names: string[]) => void screens.push(...names),
        cacheCheckout: (_: unknown, kept: unknown) => void cached.push(kept),
        forgetCheckout: () => void forgotten++,
        askForToken: () => void tokensAsked++,
        orderPlaced: (_: unknown, result: unknown) => void placed.push(result),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  const context = (expected: { context: unknown }) => expected.context as CheckoutContext
  return {
    harness,
    checks: {
      opening: () => expect(callsTo<{ owner: unknown }>(harness, 'prepareCheckout').last().input).toEqual({ owner: OWNER }),
      '#checkout.shipping': (expected) => {
        expect(shown.at(-1)).toBe('shipping')
        expect(screens).toContain('checkout shipping')
        expect(now().context.formIndex).toBe(0)
        expect(now().context.errors).toEqual(context(expected).errors)
      },
      '#checkout.shipping.checkingZip': () =>
        expect(callsTo<{ zip: string }>(harness, 'validateZip').last().input).toEqual({ zip: now().context.form.shipping.zipcode }),
      '#checkout.payment': (expected) => {
        expect(shown.at(-1)).toBe('payment')
        expect(screens).toEqual(expect.arrayContaining(['checkout billing', 'checkout contact', 'checkout payment']))
        expect(now().context.formIndex).toBe(1)
        // What was typed is kept for a reload, never anything of the card.
        expect(JSON.stringify(cached)).not.toContain(CARD.transientToken)
        expect(now().context.paymentCompleted).toBe(context(expected).paymentCompleted)
      },
      '#checkout.payment.tokenizing': () => expect(tokensAsked).toBeGreaterThan(0),
      '#checkout.review': () => {
        expect(shown.at(-1)).toBe('review')
        expect(now().context.formIndex).toBe(2)
      },
      '#checkout.review.pricing': () => expect(callsTo<unknown>(harness, 'validateOrder').last().input).toEqual({ owner: OWNER, form: now().context.form }),
      '#checkout.review.placing': () =>
        expect(callsTo<unknown>(harness, 'submitOrder').last().input).toEqual({
          owner: OWNER,
          form: now().context.form,
          card: CARD,
          attemptKey: ATTEMPT,
          reviewedTotal: QUOTE.totalAmount,
        }),
      placed: () => {
        expect(placed).toEqual([{ order: ORDER, nextCart: NEXT_CART }])
        expect(forgotten).toBe(1)
      },
      empty: () => expect(shown).toEqual([]),
    },
  }
})

function checkout(step?: CheckoutStep) {
  const logic = checkoutMachine.provide({
    actors: {
      prepareCheckout: fromPromise(async () => ({ lines: 2 })),
      validateZip: fromPromise(async () => ({ zipcode: '12207', state: 'ny', locationNumber: 1 })),
      validateOrder: fromPromise(async () => QUOTE),
      submitOrder: fromPromise(() => Promise.reject({ errorKey: 'cardDeclined' })),
    },
  })
  return createActor(logic, {
    input: { owner: OWNER, attemptKey: ATTEMPT, paymentSession: SESSION, step, cached: { form: TYPED, shippingCompleted: true } },
  }).start()
}

describe('checkout', () => {
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

  it('names each broken field of the step, and lets a mended field go', () => {
    const actor = createActor(checkoutMachine.provide({ actors: { prepareCheckout: fromPromise(async () => ({ lines: 1 })) } }), {
      input: { owner: OWNER, attemptKey: ATTEMPT, paymentSession: SESSION },
    }).start()
    return settle().then(() => {
      actor.send({ type: 'checkout.continue' })
      expect(actor.getSnapshot().context.errors).toMatchObject({ 'shipping.firstName': 'nameRequired', 'shipping.zipcode': 'zipFormat' })
      actor.send({ type: 'checkout.edit', field: 'shipping.firstName', value: 'Ana' })
      expect(actor.getSnapshot().context.errors['shipping.firstName']).toBeUndefined()
    })
  })
})
