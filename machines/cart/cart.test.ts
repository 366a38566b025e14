import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { cartMachine, type CartContext } from './cart.machine.ts'
import { BUILDER, CHECKOUT, cartModel, cartOf, GIFT_CARDS, REORDER, STORED } from './cart.model.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import type { CartOwner } from '../../src/domain/cart.ts'
import { cartAmount, type PersistCartLine } from '../../src/domain/persist-cart.ts'
import type { ItemsAvailability } from '../../src/domain/availability.ts'

modelTests(cartModel, (input) => {
  const kept: (CartOwner | undefined)[] = []
  const persisted: Cart[] = []
  let forgotten = 0
  const harness = startHarness(cartModel, input, {
    provide: {
      actions: {
        storeOwner: (_: unknown, owner: CartOwner | undefined) => void kept.push(owner),
        forgetOwner: () => void forgotten++,
        persistCart: (_: unknown, cart: Cart) => void persisted.push(cart),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  const context = (expected: { context: unknown }) => expected.context as CartContext
  // What the asking charts were answered during the step just taken.
  for (const asker of [CHECKOUT, BUILDER, REORDER, GIFT_CARDS]) asker.heard.length = 0
  // The builder and the gift card page send changes and hear their answers alike.
  const answered = () => ({
    checkout: CHECKOUT.heard.splice(0),
    builder: [...BUILDER.heard.splice(0), ...GIFT_CARDS.heard.splice(0)],
    reorder: REORDER.heard.splice(0),
  })
  /** Reorder is told which cart this is, whatever the cart is doing. */
  const identified = (heard: ReturnType<typeof answered>) => {
    for (const answer of heard.reorder) expect(answer).toEqual({ type: 'cart.identified', owner: now().context.owner })
  }
  return {
    harness,
    checks: {
      // Until the store can call the server, the cart asks it nothing.
      asleep: () => {
        identified(answered())
        expect(harness.calls.restoreCart!.calls).toHaveLength(0)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      restoring: () => {
        const heard = answered()
        identified(heard)
        expect(heard.builder).toEqual(heard.builder.map(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })))
        expect(now().hasTag('busy')).toBe(true)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      loading: (expected) => {
        const heard = answered()
        identified(heard)
        // A mix sent now is refused at once, and may be sent again.
        expect(heard.builder).toEqual(heard.builder.map(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })))
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner?: CartOwner }>(harness, 'loadCart').last().input.owner).toEqual(context(expected).owner)
        // The persisted cart shows while the server's copy loads.
        if (context(expected).restoredLines) expect(now().context.cart).toEqual(cartOf(STORED))
        // A cart refused as not ours is forgotten in the browser too.
        if (context(expected).owner === undefined && input.owner) expect(forgotten).toBeGreaterThan(0)
      },
      recreating: (expected) => {
        identified(answered())
        const lines = context(expected).restoredLines!
        expect(callsTo<{ lines: PersistCartLine[]; cartamount: number }>(harness, 'recreateCart').last().input).toEqual({
          lines,
          cartamount: cartAmount(cartOf(STORED).cartItems),
        })
      },
      failed: (expected) => {
        const heard = answered()
        identified(heard)
        expect(now().can({ type: 'cart.retry' })).toBe(true)
        // Checkout, waiting on the stock check, hears the cart cannot be read.
        if (heard.checkout.length > 0) expect(heard.checkout).toEqual([{ type: 'cart.unavailable', errorKey: context(expected).error }])
      },
      '#cart.ready.idle': (expected) => {
        const { owner, cart, miniCartOpen, error } = context(expected)
        const heard = answered()
        identified(heard)
        // Checkout hears what the stock check found: how many lines there are to buy, or why it could not check.
        for (const answer of heard.checkout) {
          expect(answer).toEqual(
            error
              ? { type: 'cart.unavailable', errorKey: error }
              : { type: 'cart.reviewed', owner, lines: owner ? cart!.cartItems.length : 0, ...(owner && { ships: true }) },
          )
        }
        // The builder hears whether its mix is in the cart, the gift card page whether its card is.
        for (const answer of heard.builder) expect(answer).toEqual(error ? { type: 'cart.refused', errorKey: error } : { type: 'cart.changed' })
        expect(now().context.reviewFor).toBeUndefined()
        expect(now().context.miniCartOpen).toBe(miniCartOpen)
        // The owner is kept in the browser once there is one, and the cart as last seen with it.
        if (owner) expect(kept.filter(Boolean).at(-1)).toEqual(owner)
        // What the browser keeps is the cart as the server last priced it (stock checks are not kept).
        const lines = (c?: Cart) => ({ total: c?.totalAmount, lines: c?.cartItems.map((line) => [line.lineId, line.quantity]) })
        if (persisted.length > 0) expect(lines(persisted.at(-1))).toEqual(lines(cart))
        expect(now().can({ type: 'cart.applyCoupon', code: 'SNACK10' })).toBe(owner !== undefined)
        expect(now().can({ type: 'cart.add', itemId: 'P00001', quantity: 1 })).toBe(true)
      },
      '#cart.ready.reviewing': (expected) => {
        const heard = answered()
        identified(heard)
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner: CartOwner }>(harness, 'checkAvailability').last().input.owner).toEqual(context(expected).owner)
      },
      '#cart.ready.saving': (expected) => {
        const { owner, pending } = context(expected)
        const heard = answered()
        identified(heard)
        expect(heard.builder).toEqual(heard.builder.map(() => ({ type: 'cart.refused', errorKey: 'cartBusy' })))
        expect(now().can({ type: 'cart.add', itemId: 'P00002', quantity: 1 })).toBe(false)
        expect(callsTo<{ owner?: CartOwner; change: CartChange }>(harness, 'saveCart').last().input).toEqual({ owner, change: pending })
      },
      '#cart.ready.applyingCoupon': () => {
        identified(answered())
        return expect(callsTo<{ code: string }>(harness, 'applyCoupon').last().input.code).toBe('SNACK10')
      },
    },
  }
})

function createCart() {
  const clock = new SimulatedClock()
  const restores = fakeCall<undefined, Cart | undefined>()
  const loads = fakeCall<{ owner?: CartOwner }, Cart>()
  const saves = fakeCall<{ owner?: CartOwner; change: CartChange }, Cart>()
  const logic = cartMachine.provide({
    actors: {
      restoreCart: fromPromise(({ signal }) => restores.run(undefined, signal)),
      loadCart: fromPromise(({ input, signal }) => loads.run(input, signal)),
      saveCart: fromPromise(({ input, signal }) => saves.run(input, signal)),
      checkAvailability: fromPromise(() => new Promise<ItemsAvailability>(() => {})),
    },
  })
  const actor = createActor(logic, { input: { owner: STORED }, clock }).start()
  actor.send({ type: 'cart.open' })
  return { actor, clock, restores, loads, saves }
}

describe('cart machine', () => {
  it('keeps the cart as it was when a change is refused', async () => {
    const sut = createCart()
    sut.restores.last().answer.resolve(undefined)
    await settle()
    const before = cartOf(STORED)
    sut.loads.last().answer.resolve(before)
    await settle()
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 50 })
    sut.saves.last().answer.reject({ errorKey: 'cartAboveStock' })
    await settle()
    expect(sut.actor.getSnapshot().context.cart).toBe(before)
    expect(sut.actor.getSnapshot().context.error).toBe('cartAboveStock')
  })

  it('takes one change at a time', async () => {
    const sut = createCart()
    sut.restores.last().answer.resolve(undefined)
    await settle()
    sut.loads.last().answer.resolve(cartOf(STORED))
    await settle()
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    expect(sut.actor.getSnapshot().can({ type: 'cart.add', itemId: 'P00002', quantity: 1 })).toBe(false)
  })
})

describe('the cart page', () => {
  it('checks stock once the cart is ready when opened while it loads, after the change in progress', async () => {
    const sut = createCart()
    sut.actor.send({ type: 'cart.review' })
    sut.restores.last().answer.resolve(undefined)
    await settle()
    sut.loads.last().answer.resolve(cartOf(STORED))
    await settle()
    expect(sut.actor.getSnapshot().matches({ ready: 'reviewing' })).toBe(true)
  })

  it('lets a visitor with no cart open it without a check, and does not check later', async () => {
    const sut = createCart()
    sut.restores.last().answer.resolve(undefined)
    await settle()
    sut.loads.last().answer.reject({ errorKey: 'cartNotYours' })
    await settle()
    sut.loads.last().answer.resolve(cartOf())
    await settle()
    sut.actor.send({ type: 'cart.review' })
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.actor.getSnapshot().context.reviewWanted).toBe(false)
  })
})
