import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine, type CheckoutInput, type Shopper } from './checkout.machine.ts'
import { ATTEMPT, CARD, CUSTOMER, checkoutModel, GIFT_CODE, NEXT_CART, ORDER, OWNER, QUOTE, SAVED, SESSION, TYPED } from './checkout.model.ts'
import { checkoutWitness } from './checkout.witness.ts'
import { modelTests } from '../testing/model-tests.ts'
import { inStore, settle } from '../testing/fakes.ts'
import { type CheckoutStep } from '#domain/checkout-form.ts'

modelTests(checkoutModel, checkoutWitness)

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

  it('lets a customer keep the address they typed, change their mind, and keep nothing once they ship to a saved one', async () => {
    const logic = checkoutMachine.provide({ actors: { shopper: fromPromise(async () => CUSTOMER) } })
    const actor = opened(logic, { cached: { form: TYPED, shippingCompleted: false } })
    await settle()
    const keeps = () => actor.getSnapshot().context.form.keepShippingAddress
    actor.send({ type: 'checkout.keepAddress', keep: true })
    expect(keeps()).toBe(true)
    actor.send({ type: 'checkout.keepAddress', keep: false })
    expect(keeps()).toBe(false)
    actor.send({ type: 'checkout.shipTo', addressId: CUSTOMER.customer!.addresses[1]!.id })
    actor.send({ type: 'checkout.keepAddress', keep: true })
    expect(keeps()).toBe(false)
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
