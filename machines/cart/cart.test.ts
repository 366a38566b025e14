import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { cartMachine } from './cart.machine.ts'
import { fakeCall, settle } from '../test-support.ts'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import type { CartOwner } from '../../src/api/cart.ts'

const STORED: CartOwner = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
const FRESH: CartOwner = { cartId: '9b1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a11', cartToken: 'b'.repeat(43) }
const cart = (cartId: string, cartToken?: string): Cart => ({
  cartId,
  cartToken,
  cartItems: [],
  cartCount: 0,
  subTotal: 0,
  discount: 0,
  shippingCharge: 0,
  totalAmount: 0,
  freeShippingThreshold: 1500,
  disableAutoCoupon: false,
})

/** A stored cart is loaded (or a fresh one made when the server refuses it); changes go one at a time; adding opens the mini cart. */
const cartModel = setup({
  types: { context: {} as { stored: boolean; fresh: boolean; mini: boolean; error: boolean; adding: boolean; couponRefused: boolean } },
  guards: { knowsACart: ({ context }) => context.stored || context.fresh },
}).createMachine({
  id: 'cartModel',
  context: { stored: true, fresh: false, mini: false, error: false, adding: false, couponRefused: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        CART_ARRIVES: { target: 'idle', actions: assign({ fresh: ({ context }) => !context.stored }) },
        STORED_CART_REFUSED: { guard: 'knowsACart', target: 'loading', reenter: true, actions: assign({ stored: false, fresh: false }) },
        LOAD_FAILS: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    idle: {
      on: {
        ADD: { target: 'saving', actions: assign({ adding: true, error: false }) },
        CHANGE_QUANTITY: { target: 'saving', actions: assign({ adding: false, error: false }) },
        OPEN_MINI_CART: { actions: assign({ mini: true }) },
        CLOSE_MINI_CART: { actions: assign({ mini: false }) },
        OTHER_TAB_CHANGES_IT: 'loading',
        APPLY_COUPON: { target: 'applyingCoupon', actions: assign({ couponRefused: false }) },
      },
    },
    applyingCoupon: {
      on: {
        COUPON_ACCEPTED: 'idle',
        COUPON_REFUSED: { target: 'idle', actions: assign({ couponRefused: true }) },
      },
    },
    saving: {
      on: {
        SAVE_SUCCEEDS: { target: 'idle', actions: assign({ mini: ({ context }) => context.mini || context.adding }) },
        SAVE_REFUSED: { target: 'idle', actions: assign({ error: true }) },
      },
    },
  },
})

function createCart() {
  const loads = fakeCall<{ owner?: CartOwner }, Cart>()
  const saves = fakeCall<{ owner: CartOwner; change: CartChange }, Cart>()
  const coupons = fakeCall<{ owner: CartOwner; code: string }, Cart>()
  const kept: CartOwner[] = []
  let forgotten = 0
  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise(({ input, signal }) => loads.run(input, signal)),
      saveCart: fromPromise(({ input, signal }) => saves.run(input, signal)),
      applyCoupon: fromPromise(({ input, signal }) => coupons.run(input, signal)),
    },
    actions: { storeOwner: (_, owner) => void kept.push(owner), forgetOwner: () => void forgotten++ },
  })
  const actor = createActor(logic, { input: { owner: STORED } }).start()
  return { actor, loads, saves, coupons, kept, forgotten: () => forgotten }
}

describe('cart machine paths', () => {
  for (const path of createTestModel(cartModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createCart()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          loading: (state) => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.loads.last().input.owner).toEqual(state.context.stored ? STORED : state.context.fresh ? FRESH : undefined)
          },
          failed: () => expect(now().matches('failed')).toBe(true),
          idle: (state) => {
            expect(now().matches({ ready: 'idle' })).toBe(true)
            expect(now().context.miniCartOpen).toBe(state.context.mini)
            expect(now().context.error !== undefined).toBe(state.context.error)
            expect(sut.kept.at(-1)).toEqual(state.context.stored ? STORED : FRESH)
            expect(sut.forgotten() > 0).toBe(!state.context.stored)
            expect(now().context.couponError !== undefined).toBe(state.context.couponRefused)
          },
          applyingCoupon: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.coupons.last().input.code).toBe('SNACK10')
          },
          saving: (state) => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.saves.last().input.change.type).toBe(state.context.adding ? 'add' : 'set')
            expect(sut.saves.last().input.owner).toEqual(state.context.stored ? STORED : FRESH)
          },
        },
        events: {
          CART_ARRIVES: async () => {
            const owner = sut.loads.last().input.owner
            sut.loads.last().answer.resolve(owner ? cart(owner.cartId) : cart(FRESH.cartId, FRESH.cartToken))
            await settle()
          },
          STORED_CART_REFUSED: async () => {
            sut.loads.last().answer.reject({ errorKey: 'cartNotYours' })
            await settle()
          },
          LOAD_FAILS: async () => {
            sut.loads.last().answer.reject({ errorKey: 'requestFailed' })
            await settle()
          },
          RETRY: () => sut.actor.send({ type: 'cart.retry' }),
          ADD: () => sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 }),
          CHANGE_QUANTITY: () => sut.actor.send({ type: 'cart.setQuantity', lineId: 'P00001', quantity: 2 }),
          OPEN_MINI_CART: () => sut.actor.send({ type: 'cart.openMiniCart' }),
          CLOSE_MINI_CART: () => sut.actor.send({ type: 'cart.closeMiniCart' }),
          OTHER_TAB_CHANGES_IT: () => sut.actor.send({ type: 'cart.refresh' }),
          SAVE_SUCCEEDS: async () => {
            sut.saves.last().answer.resolve(cart(sut.saves.last().input.owner.cartId))
            await settle()
          },
          APPLY_COUPON: () => sut.actor.send({ type: 'cart.applyCoupon', code: 'SNACK10' }),
          COUPON_ACCEPTED: async () => {
            sut.coupons.last().answer.resolve(cart(sut.coupons.last().input.owner.cartId))
            await settle()
          },
          COUPON_REFUSED: async () => {
            sut.coupons.last().answer.reject({ errorKey: 'couponExpired' })
            await settle()
          },
          SAVE_REFUSED: async () => {
            sut.saves.last().answer.reject({ errorKey: 'cartAboveStock' })
            await settle()
          },
        },
      })
    })
  }
})

describe('cart machine', () => {
  it('keeps the cart as it was when a change is refused', async () => {
    const sut = createCart()
    const before = cart(STORED.cartId)
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
    sut.loads.last().answer.resolve(cart(STORED.cartId))
    await settle()
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    expect(sut.actor.getSnapshot().can({ type: 'cart.add', itemId: 'P00002', quantity: 1 })).toBe(false)
  })
})
