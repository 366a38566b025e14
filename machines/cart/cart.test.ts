import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { cartMachine } from './cart.machine.ts'
import { cartModel, cartOf, LEFT_WAITING, STORED } from './cart.model.ts'
import { cartWitness } from './cart.witness.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import type { Cart } from '#domain/cart.ts'
import type { WaitingChange } from '#domain/cart-waiting.ts'
import { FIRST_RETRY_MS } from '#domain/envelope.ts'
import type { CartOwner } from '#domain/cart.ts'
import type { ItemsAvailability } from '#domain/availability.ts'

modelTests(cartModel, cartWitness)

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
