import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { cartMachine, type CartContext } from './cart.machine.ts'
import { BUILDER, CHECKOUT, cartModel, cartOf, GIFT_CARDS, LEFT_WAITING, REORDER, SIGN_IN, STORED } from './cart.model.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { Cart } from '../../src/domain/cart.ts'
import type { WaitingChange } from '../../src/domain/cart-waiting.ts'
import { FIRST_RETRY_MS } from '../../src/domain/envelope.ts'
import type { CartOwner } from '../../src/domain/cart.ts'
import { cartAmount, type PersistCartLine } from '../../src/domain/persist-cart.ts'
import type { ItemsAvailability } from '../../src/domain/availability.ts'

modelTests(cartModel, (input) => {
  const kept: (CartOwner | undefined)[] = []
  const persisted: Cart[] = []
  let forgotten = 0
  // Times the browser forgot the order attempt it kept: on sign-out, so the next shopper here is not answered it.
  let attemptsForgotten = 0
  // The changes the browser keeps until the server has them, as the fake storage holds them.
  let stored: WaitingChange[] = [...(input.waiting ?? [])]
  const harness = startHarness(cartModel, input, {
    provide: {
      actions: {
        storeOwner: (_: unknown, owner: CartOwner | undefined) => void kept.push(owner),
        forgetOwner: () => void forgotten++,
        forgetOrderAttempt: () => void attemptsForgotten++,
        persistCart: (_: unknown, cart: Cart) => void persisted.push(cart),
        keepWaiting: (_: unknown, { kept: change, dropped }: { kept: WaitingChange; dropped: string[] }) =>
          void (stored = [...stored.filter(({ id }) => id !== change.id && !dropped.includes(id)), change]),
        forgetWaiting: (_: unknown, id: string) => void (stored = stored.filter((change) => change.id !== id)),
      },
    },
  })
  const now = () => harness.actor.getSnapshot()
  const context = (expected: { context: unknown }) => expected.context as CartContext
  // What the asking charts were answered during the step just taken.
  for (const asker of [CHECKOUT, BUILDER, REORDER, GIFT_CARDS, SIGN_IN]) asker.heard.length = 0
  // The builder and the gift card page send changes and hear their answers alike.
  const answered = () => ({
    checkout: CHECKOUT.heard.splice(0),
    builder: [...BUILDER.heard.splice(0), ...GIFT_CARDS.heard.splice(0)],
    reorder: REORDER.heard.splice(0),
    signIn: SIGN_IN.heard.splice(0),
  })
  /** Every change that waits is kept in the browser, in order, and nothing else: kept before it shows, forgotten once saved or refused. */
  const keptAsWaiting = () => expect(stored.map(({ id }) => id)).toEqual(now().context.waiting.map(({ id }: WaitingChange) => id))
  /** Reorder is told which cart this is, whatever the cart is doing. */
  const identified = (heard: ReturnType<typeof answered>) => {
    for (const answer of heard.reorder) expect(answer).toEqual({ type: 'cart.identified', owner: now().context.owner })
    // The sign-in hears which cart to merge only once nothing is on its way, and then no change is sent until it answers.
    if (!now().matches({ ready: 'handingOver' }) && !now().matches('failed')) expect(heard.signIn).toEqual([])
  }
  return {
    harness,
    checks: {
      // Until the store can call the server, the cart asks it nothing.
      asleep: () => {
        identified(answered())
        keptAsWaiting()
        expect(harness.calls.restoreCart!.calls).toHaveLength(0)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      restoring: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        // A mix sent now waits its turn, with nothing said yet.
        expect(heard.builder).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(harness.calls.loadCart!.calls).toHaveLength(0)
      },
      loading: (expected) => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        // A mix sent now waits its turn, with nothing said yet.
        expect(heard.builder).toEqual([])
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner?: CartOwner }>(harness, 'loadCart').last().input.owner).toEqual(context(expected).owner)
        // The persisted cart shows while the server's copy loads.
        if (context(expected).restoredLines) expect(now().context.cart).toEqual(cartOf(STORED))
        // A cart refused as not ours is forgotten in the browser too.
        if (context(expected).owner === undefined && input.owner) expect(forgotten).toBeGreaterThan(0)
        if (harness.step.event?.type === 'cart.forget') expect(attemptsForgotten).toBeGreaterThan(0)
        // The cart the sign-in or an order gave is read, and kept as the browser's cart.
        const event = harness.step.event as { type: string; owner?: CartOwner }
        if (event.type === 'cart.takeUp') expect(kept.at(-1)).toEqual(event.owner)
      },
      // No answer to the read: what the browser had still shows, checkout waits on, and the cart is read again.
      waitingToLoad: () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.checkout).toEqual([])
        expect(now().context.cart).toEqual(harness.step.before!.context.cart)
        expect(now().hasTag('busy')).toBe(true)
      },
      recreating: (expected) => {
        identified(answered())
        keptAsWaiting()
        const lines = context(expected).restoredLines!
        expect(callsTo<{ lines: PersistCartLine[]; cartamount: number }>(harness, 'recreateCart').last().input).toEqual({
          lines,
          cartamount: cartAmount(cartOf(STORED).cartItems),
        })
      },
      failed: (expected) => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(now().can({ type: 'cart.retry' })).toBe(true)
        // Nothing is on its way: the sign-in hears at once which cart to merge.
        if (harness.step.event?.type === 'cart.handOver') expect(heard.signIn).toEqual([{ type: 'cart.identified', owner: now().context.owner }])
        // Checkout, waiting on the stock check, hears the cart cannot be read.
        if (heard.checkout.length > 0) expect(heard.checkout).toEqual([{ type: 'cart.unavailable', errorKey: context(expected).error }])
      },
      '#cart.ready.idle': (expected) => {
        const { owner, cart, miniCartOpen, error, couponError } = context(expected)
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(now().context.waiting).toEqual([])
        const before = harness.step.before?.context as CartContext | undefined
        const step = harness.step.event?.type ?? ''
        // The change sent last was saved, or refused and taken back: the cart says which, beside the coupon or the lines.
        if (step === 'xstate.error.actor.saveCart') {
          const refused = before!.waiting[0]!
          expect(refused.write.type === 'applyCoupon' ? couponError : error).toBe('cartAboveStock')
          expect(now().context.cart).toBe(before!.cart)
        }
        if (step === 'xstate.done.actor.saveCart') expect(now().context.saved).toBe(before!.waiting.length === 1)
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
      },
      '#cart.ready.reviewing': (expected) => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.checkout).toEqual([])
        expect(now().hasTag('busy')).toBe(true)
        expect(callsTo<{ owner: CartOwner }>(harness, 'checkAvailability').last().input.owner).toEqual(context(expected).owner)
      },
      // The first waiting change is on its way, under its own id: the same id each time it is sent again.
      '#cart.ready.saving': (expected) => {
        const { owner, waiting } = context(expected)
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        expect(heard.builder).toEqual([])
        expect(now().hasTag('saving')).toBe(true)
        const sent = callsTo<{ owner?: CartOwner; change: WaitingChange }>(harness, 'saveCart')
        expect(sent.last().input).toEqual({ owner, change: now().context.waiting[0] })
        expect(now().context.waiting.length).toBe(Math.max(waiting.length, now().context.waiting.length))
        const before = harness.step.before?.context as CartContext | undefined
        if (before && (before.retries > 0 || !before.online) && sent.calls.length > 1)
          expect(sent.calls.at(-2)!.input.change.id).toBe(sent.last().input.change.id)
      },
      // Lost on the way: nothing is sent until the wait is over, and each wait is longer than the one before.
      '#cart.ready.retrying': () => {
        identified(answered())
        keptAsWaiting()
        expect(now().hasTag('retrying')).toBe(true)
        const before = harness.step.before?.context as CartContext
        if (harness.step.event?.type === 'xstate.error.actor.saveCart') expect(now().context.retries).toBe(before.retries + 1)
        expect(now().context.waiting.length).toBeGreaterThan(0)
      },
      // Every change the guest made is saved: the sign-in hears which cart to merge, and the changes made since wait for the account's cart.
      '#cart.ready.handingOver': () => {
        const heard = answered()
        identified(heard)
        keptAsWaiting()
        const before = harness.step.before!
        if (before.matches({ ready: 'idle' }) || before.matches({ ready: 'saving' })) {
          expect(before.context.waiting.length).toBeLessThanOrEqual(1)
          expect(heard.signIn).toEqual([{ type: 'cart.identified', owner: now().context.owner }])
        }
        expect(now().hasTag('busy')).toBe(true)
      },
      // No connection: the changes wait for it, all kept in the browser.
      '#cart.ready.offline': () => {
        identified(answered())
        keptAsWaiting()
        expect(now().hasTag('offline')).toBe(true)
        expect(now().context.online).toBe(false)
        expect(now().context.waiting.length).toBeGreaterThan(0)
      },
    },
  }
})

function createCart(input: { waiting?: WaitingChange[]; online?: boolean } = {}) {
  const clock = new SimulatedClock()
  const restores = fakeCall<undefined, Cart | undefined>()
  const loads = fakeCall<{ owner?: CartOwner }, Cart>()
  const saves = fakeCall<{ owner?: CartOwner; change: WaitingChange }, Cart>()
  const logic = cartMachine.provide({
    actors: {
      restoreCart: fromPromise(({ signal }) => restores.run(undefined, signal)),
      loadCart: fromPromise(({ input, signal }) => loads.run(input, signal)),
      saveCart: fromPromise(({ input, signal }) => saves.run(input, signal)),
      checkAvailability: fromPromise(() => new Promise<ItemsAvailability>(() => {})),
    },
  })
  const actor = createActor(logic, { input: { owner: STORED, ...input }, clock }).start()
  actor.send({ type: 'cart.open' })
  return { actor, clock, restores, loads, saves }
}

/** A cart read from the server, ready for the shopper's changes. */
async function readyCart(input: Parameters<typeof createCart>[0] = {}) {
  const sut = createCart(input)
  sut.restores.last().answer.resolve(undefined)
  await settle()
  sut.loads.last().answer.resolve(cartOf(STORED))
  await settle()
  return sut
}

const LOST = { errorKey: 'requestFailed', status: 404, answered: false }

describe('cart machine', () => {
  it('takes a refused change back, says why, and keeps the cart as the server has it', async () => {
    const sut = await readyCart()
    const before = sut.actor.getSnapshot().context.cart
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 50 })
    sut.saves.last().answer.reject({ errorKey: 'cartAboveStock', status: 409 })
    await settle()
    expect(sut.actor.getSnapshot().context).toMatchObject({ cart: before, error: 'cartAboveStock', waiting: [] })
  })

  it('sends changes one at a time, in the order made, each under its own id', async () => {
    const sut = await readyCart()
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    sut.actor.send({ type: 'cart.add', itemId: 'P00002', quantity: 1 })
    expect(sut.saves.calls).toHaveLength(1)
    sut.saves.last().answer.resolve(cartOf(STORED))
    await settle()
    expect(sut.saves.calls.map(({ input }) => input.change.write)).toEqual([
      { type: 'add', itemId: 'P00001', quantity: 1 },
      { type: 'add', itemId: 'P00002', quantity: 1 },
    ])
    expect(new Set(sut.saves.calls.map(({ input }) => input.change.id)).size).toBe(2)
  })

  it('makes quick taps on one line one quantity, never changing the one on its way', async () => {
    const sut = await readyCart()
    for (const quantity of [3, 4, 5]) sut.actor.send({ type: 'cart.setQuantity', lineId: 'P00001', quantity })
    expect(sut.actor.getSnapshot().context.waiting.map(({ write }) => write)).toEqual([
      { type: 'set', lineId: 'P00001', quantity: 3 },
      { type: 'set', lineId: 'P00001', quantity: 5 },
    ])
  })

  it('sends a change lost on the way again under the same id, after a wait that doubles each time', async () => {
    const sut = await readyCart()
    sut.actor.send({ type: 'cart.setQuantity', lineId: 'P00001', quantity: 3 })
    const id = sut.saves.last().input.change.id
    for (const wait of [FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS]) {
      const sent = sut.saves.calls.length
      sut.saves.last().answer.reject(LOST)
      await settle()
      sut.clock.increment(wait - 1)
      expect(sut.saves.calls).toHaveLength(sent)
      sut.clock.increment(1)
      expect(sut.saves.calls).toHaveLength(sent + 1)
      expect(sut.saves.last().input.change.id).toBe(id)
    }
    sut.saves.last().answer.resolve(cartOf(STORED, { cartItems: [{ ...cartOf(STORED).cartItems[0]!, quantity: 3 }] }))
    await settle()
    expect(sut.actor.getSnapshot().context).toMatchObject({ waiting: [], retries: 0, saved: true })
  })

  it('keeps changes while the browser is offline, and sends them as soon as it is back', async () => {
    const sut = await readyCart({ online: false })
    sut.actor.send({ type: 'cart.remove', lineId: 'P00001' })
    sut.saves.last().answer.reject(LOST)
    await settle()
    expect(sut.actor.getSnapshot().hasTag('offline')).toBe(true)
    sut.clock.increment(60_000)
    expect(sut.saves.calls).toHaveLength(1)
    sut.actor.send({ type: 'cart.connection', online: true })
    expect(sut.saves.calls).toHaveLength(2)
    expect(sut.saves.last().input.change.id).toBe(sut.saves.calls[0]!.input.change.id)
  })

  it('sends, once the cart is read, the changes a reload or the last visit left waiting', async () => {
    const sut = await readyCart({ waiting: [LEFT_WAITING] })
    expect(sut.saves.calls.map(({ input }) => input.change)).toEqual([LEFT_WAITING])
  })

  it('keeps a change made while the cart loads, and sends it once the cart is read', async () => {
    const sut = createCart()
    sut.actor.send({ type: 'cart.add', itemId: 'P00002', quantity: 1 })
    sut.restores.last().answer.resolve(undefined)
    await settle()
    expect(sut.saves.calls).toHaveLength(0)
    sut.loads.last().answer.resolve(cartOf(STORED))
    await settle()
    expect(sut.saves.last().input.change.write).toEqual({ type: 'add', itemId: 'P00002', quantity: 1 })
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
