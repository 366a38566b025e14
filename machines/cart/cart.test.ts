import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { cartMachine } from './cart.machine.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { emptyCart, type Cart, type CartChange } from '../../src/domain/cart.ts'
import type { CartOwner } from '../../src/api/cart.ts'
import { PERSISTED_STATE_TIMEOUT_MS } from '../../src/domain/constants.ts'
import type { PersistCartLine } from '../../src/domain/persist-cart.ts'
import type { ItemsAvailability } from '../../src/domain/availability.ts'

const STORED: CartOwner = { cartId: '3f1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a10', cartToken: 'a'.repeat(43) }
const FRESH: CartOwner = { cartId: '9b1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a11', cartToken: 'b'.repeat(43) }
const LINE = { lineId: 'P00001', productId: 'P00001', slug: 'p', title: 'P', categories: [], quantity: 2, price: 199, currentPrice: 199, weight: 1, availableQty: 9, preOrder: false, imageUrl: '/p.svg' }
const cart = (cartId: string, cartToken?: string): Cart => ({
  cartId,
  cartToken,
  cartItems: [LINE],
  cartCount: 0,
  subTotal: 0,
  discount: 0,
  shippingCharge: 0,
  totalAmount: 0,
  freeShippingThreshold: 1500,
  disableAutoCoupon: false,
})

const RECREATED: CartOwner = { cartId: '7d1c2a9e-8a55-4d8e-9d7b-2b7f3e2f4a12', cartToken: 'c'.repeat(43) }
const OWNERS = { stored: STORED, fresh: FRESH, recreated: RECREATED, none: undefined }
type Owner = keyof typeof OWNERS
const restoredCart = (): Cart => ({ ...cart(STORED.cartId), cartCount: 2, subTotal: 398 })

/**
 * The persisted cart shows first (or, past the 5000 ms time-out, nothing); then the stored cart is
 * loaded, rebuilt from what was persisted when the server no longer knows it, or made afresh; changes
 * go one at a time; adding opens the mini cart.
 */
const cartModel = setup({
  types: { context: {} as { owner: Owner; restored: boolean; mini: boolean; error: boolean; adding: boolean; couponRefused: boolean; stockChecked: boolean } },
  guards: {
    knowsACart: ({ context }) => context.owner !== 'none',
    canRebuild: ({ context }) => context.owner !== 'none' && context.restored,
  },
}).createMachine({
  id: 'cartModel',
  context: { owner: 'stored', restored: false, mini: false, error: false, adding: false, couponRefused: false, stockChecked: false },
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        SNAPSHOT_RESTORED: { target: 'loading', actions: assign({ restored: true }) },
        NOTHING_TO_RESTORE: 'loading',
        RESTORE_TIMES_OUT: 'loading',
      },
    },
    loading: {
      on: {
        CART_ARRIVES: { target: 'idle', actions: assign({ restored: false, stockChecked: false }) },
        STORED_CART_REFUSED: [
          { guard: 'canRebuild', target: 'recreating', actions: assign({ owner: 'none' }) },
          { guard: 'knowsACart', target: 'loading', reenter: true, actions: assign({ owner: 'none' }) },
        ],
        LOAD_FAILS: 'failed',
      },
    },
    recreating: {
      on: {
        REBUILT: { target: 'loading', actions: assign({ owner: 'recreated', restored: false }) },
        REBUILD_FAILS: { target: 'loading', actions: assign({ restored: false }) },
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
        // A visitor with no cart yet has nothing to coupon or to check.
        APPLY_COUPON: { guard: 'knowsACart', target: 'applyingCoupon', actions: assign({ couponRefused: false }) },
        OPEN_CART_PAGE: { guard: 'knowsACart', target: 'reviewing', actions: assign({ error: false }) },
      },
    },
    reviewing: {
      on: {
        STOCK_CHECKED: { target: 'idle', actions: assign({ stockChecked: true }) },
        STOCK_CHECK_FAILS: { target: 'idle', actions: assign({ error: true }) },
      },
    },
    applyingCoupon: {
      on: {
        COUPON_ACCEPTED: { target: 'idle', actions: assign({ stockChecked: false }) },
        COUPON_REFUSED: { target: 'idle', actions: assign({ couponRefused: true }) },
      },
    },
    saving: {
      on: {
        // A visitor's first change makes their cart.
        SAVE_SUCCEEDS: {
          target: 'idle',
          actions: assign({ mini: ({ context }) => context.mini || context.adding, stockChecked: false, owner: ({ context }) => (context.owner === 'none' ? 'fresh' : context.owner) }),
        },
        SAVE_REFUSED: { target: 'idle', actions: assign({ error: true }) },
      },
    },
  },
})

function createCart() {
  const clock = new SimulatedClock()
  const restores = fakeCall<undefined, Cart | undefined>()
  const rebuilds = fakeCall<{ lines: PersistCartLine[]; cartamount: number }, CartOwner>()
  const loads = fakeCall<{ owner?: CartOwner }, Cart>()
  const saves = fakeCall<{ owner?: CartOwner; change: CartChange }, Cart>()
  const coupons = fakeCall<{ owner: CartOwner; code: string }, Cart>()
  const checks = fakeCall<{ owner: CartOwner }, ItemsAvailability>()
  const kept: (CartOwner | undefined)[] = []
  const persisted: Cart[] = []
  let forgotten = 0
  const logic = cartMachine.provide({
    actors: {
      restoreCart: fromPromise(({ signal }) => restores.run(undefined, signal)),
      recreateCart: fromPromise(({ input, signal }) => rebuilds.run(input, signal)),
      loadCart: fromPromise(({ input, signal }) => loads.run(input, signal)),
      saveCart: fromPromise(({ input, signal }) => saves.run(input, signal)),
      applyCoupon: fromPromise(({ input, signal }) => coupons.run(input, signal)),
      checkAvailability: fromPromise(({ input, signal }) => checks.run(input, signal)),
    },
    actions: {
      storeOwner: (_, owner) => void kept.push(owner),
      forgetOwner: () => void forgotten++,
      persistCart: (_, saved) => void persisted.push(saved),
    },
  })
  const actor = createActor(logic, { input: { owner: STORED }, clock }).start()
  return { actor, clock, restores, rebuilds, loads, saves, coupons, checks, kept, persisted, forgotten: () => forgotten }
}

describe('cart machine paths', () => {
  for (const path of createTestModel(cartModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createCart()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          restoring: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.loads.calls).toHaveLength(0)
          },
          loading: (state) => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.loads.last().input.owner).toEqual(OWNERS[state.context.owner])
            // The persisted cart shows while the server's copy loads.
            if (state.context.restored) expect(now().context.cart?.cartCount).toBe(2)
          },
          recreating: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.rebuilds.last().input).toEqual({ lines: [{ kind: 'product', itemId: 'P00001', quantity: 2 }], cartamount: 3.98 })
          },
          reviewing: (state) => {
            expect(state.context.owner).not.toBe('none')
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.checks.last().input.owner).toEqual(OWNERS[state.context.owner])
          },
          failed: () => expect(now().matches('failed')).toBe(true),
          idle: (state) => {
            expect(now().matches({ ready: 'idle' })).toBe(true)
            expect(now().context.miniCartOpen).toBe(state.context.mini)
            expect(now().context.error !== undefined).toBe(state.context.error)
            if (state.context.owner !== 'none') expect(sut.kept.filter(Boolean).at(-1)).toEqual(OWNERS[state.context.owner])
            expect(now().context.owner).toEqual(OWNERS[state.context.owner])
            expect(now().can({ type: 'cart.applyCoupon', code: 'SNACK10' })).toBe(state.context.owner !== 'none')
            expect(sut.forgotten() > 0).toBe(state.context.owner !== 'stored')
            expect(now().context.couponError !== undefined).toBe(state.context.couponRefused)
            expect(now().context.cart!.cartItems[0]!.availableQty).toBe(state.context.stockChecked ? 0 : 9)
            if (!state.context.stockChecked) expect(sut.persisted.at(-1)).toBe(now().context.cart)
          },
          applyingCoupon: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.coupons.last().input.code).toBe('SNACK10')
          },
          saving: (state) => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.saves.last().input.change.type).toBe(state.context.adding ? 'add' : 'set')
            expect(sut.saves.last().input.owner).toEqual(OWNERS[state.context.owner])
          },
        },
        events: {
          SNAPSHOT_RESTORED: async () => {
            sut.restores.last().answer.resolve(restoredCart())
            await settle()
          },
          NOTHING_TO_RESTORE: async () => {
            sut.restores.last().answer.resolve(undefined)
            await settle()
          },
          RESTORE_TIMES_OUT: async () => {
            sut.clock.increment(PERSISTED_STATE_TIMEOUT_MS)
            await settle()
          },
          CART_ARRIVES: async () => {
            const owner = sut.loads.last().input.owner
            sut.loads.last().answer.resolve(owner ? cart(owner.cartId) : { ...emptyCart(), cartItems: [LINE] })
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
          REBUILT: async () => {
            sut.rebuilds.last().answer.resolve(RECREATED)
            await settle()
          },
          REBUILD_FAILS: async () => {
            sut.rebuilds.last().answer.reject({ errorKey: 'cartAboveStock' })
            await settle()
          },
          OPEN_CART_PAGE: () => sut.actor.send({ type: 'cart.review' }),
          STOCK_CHECKED: async () => {
            sut.checks.last().answer.resolve({ allAvailable: false, lines: [{ lineId: 'P00001', quantity: 2, availableQty: 0, status: 'unavailable' }] })
            await settle()
          },
          STOCK_CHECK_FAILS: async () => {
            sut.checks.last().answer.reject({ errorKey: 'requestFailed' })
            await settle()
          },
          RETRY: () => sut.actor.send({ type: 'cart.retry' }),
          ADD: () => sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 }),
          CHANGE_QUANTITY: () => sut.actor.send({ type: 'cart.setQuantity', lineId: 'P00001', quantity: 2 }),
          OPEN_MINI_CART: () => sut.actor.send({ type: 'cart.openMiniCart' }),
          CLOSE_MINI_CART: () => sut.actor.send({ type: 'cart.closeMiniCart' }),
          OTHER_TAB_CHANGES_IT: () => sut.actor.send({ type: 'cart.refresh' }),
          SAVE_SUCCEEDS: async () => {
            const owner = sut.saves.last().input.owner
            sut.saves.last().answer.resolve(owner ? cart(owner.cartId) : cart(FRESH.cartId, FRESH.cartToken))
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
    sut.restores.last().answer.resolve(undefined)
    await settle()
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
    sut.restores.last().answer.resolve(undefined)
    await settle()
    sut.loads.last().answer.resolve(cart(STORED.cartId))
    await settle()
    sut.actor.send({ type: 'cart.add', itemId: 'P00001', quantity: 1 })
    expect(sut.actor.getSnapshot().can({ type: 'cart.add', itemId: 'P00002', quantity: 1 })).toBe(false)
  })
})
