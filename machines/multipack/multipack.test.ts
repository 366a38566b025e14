import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { multipackMachine } from './multipack.machine.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import type { MultipackChoice } from '../../src/domain/multipack.ts'
import { MULTIPACK_SIZE } from '../../src/domain/constants.ts'

const CHIPS = { productId: 'P00001', title: 'Chips', price: 169, availableQty: 99 }
const BARS = { productId: 'P00002', title: 'Bars', price: 184, availableQty: 99 }
const chosen = ({ availableQty: _, ...pick }: typeof CHIPS, quantity: number) => ({ ...pick, quantity })

/**
 * Packs go in one at a time up to 30; at 30 a 31st is refused and the mix can go to the cart;
 * taking one out reopens it. A mix from the cart starts full and goes back as the same line.
 */
const multipackModel = setup({
  types: { context: {} as { packs: number; refused: boolean; editing: boolean } },
  guards: {
    willBeFull: ({ context }) => context.packs === 29,
    willBeEmpty: ({ context }) => context.packs === 1,
  },
}).createMachine({
  id: 'multipackModel',
  context: { packs: 0, refused: false, editing: false },
  initial: 'empty',
  states: {
    empty: {
      on: {
        ADD_PACK: { target: 'filling', actions: assign({ packs: 1 }) },
        OFFER_MIX_WITH_GONE_ITEMS: 'noLongerAvailable',
        EDIT_FROM_CART: { target: 'full', actions: assign({ packs: 30, editing: true }) },
      },
    },
    noLongerAvailable: { on: { EDIT_AND_REPLACE: { target: 'filling', actions: assign({ packs: 25 }) } } },
    filling: {
      on: {
        ADD_PACK: [
          { guard: 'willBeFull', target: 'full', actions: assign({ packs: 30, refused: false }) },
          { target: 'filling', actions: assign({ packs: ({ context }) => context.packs + 1, refused: false }) },
        ],
        REMOVE_PACK: [
          { guard: 'willBeEmpty', target: 'empty', actions: assign({ packs: 0, refused: false }) },
          { target: 'filling', actions: assign({ packs: ({ context }) => context.packs - 1, refused: false }) },
        ],
      },
    },
    full: {
      on: {
        TRY_A_31ST: 'full',
        REMOVE_PACK: { target: 'filling', actions: assign({ packs: 29, refused: false }) },
        ADD_TO_CART: { target: 'sending', actions: assign({ refused: false }) },
      },
    },
    sending: { on: { CART_TAKES_IT: 'added', CART_REFUSES: { target: 'full', actions: assign({ refused: true }) } } },
    added: { on: { START_NEW: { target: 'empty', actions: assign({ packs: 0, editing: false }) } } },
  },
})

function createMultipack() {
  const cart = fakeCall<{ picks: MultipackChoice[]; editing?: string }, void>()
  const progress: number[] = []
  const logic = multipackMachine.provide({
    actors: { sendToCart: fromPromise(({ input, signal }) => cart.run(input, signal)) },
    actions: { trackProgress: (_, { packs }) => void progress.push(packs) },
  })
  return { actor: createActor(logic, { input: { packSize: MULTIPACK_SIZE } }).start(), cart, progress }
}

const packs = (picks: MultipackChoice[]) => picks.reduce((sum, p) => sum + p.quantity, 0)

describe('multipack paths', () => {
  for (const path of createTestModel(multipackModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createMultipack()
      const now = () => sut.actor.getSnapshot()
      let added = 0
      await path.test({
        states: {
          empty: () => {
            expect(now().matches('filling')).toBe(true)
            expect(now().context.picks).toEqual([])
          },
          filling: (state) => {
            expect(now().matches('filling')).toBe(true)
            expect(packs(now().context.picks)).toBe(state.context.packs)
          },
          full: (state) => {
            expect(now().hasTag('full')).toBe(true)
            expect(packs(now().context.picks)).toBe(30)
            expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
            expect(now().context.error !== undefined).toBe(state.context.refused)
          },
          sending: (state) => {
            expect(packs(sut.cart.last().input.picks)).toBe(30)
            expect(sut.cart.last().input.editing).toBe(state.context.editing ? 'MYOMP-30-2' : undefined)
          },
          added: () => expect(now().matches('added')).toBe(true),
          noLongerAvailable: () => {
            expect(now().matches('noLongerAvailable')).toBe(true)
            expect(now().context.unavailable).toEqual([BARS.productId])
            expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
          },
        },
        events: {
          // Alternate two products, so the mix has more than one kind.
          ADD_PACK: () => sut.actor.send({ type: 'multipack.add', ...(added++ % 2 === 0 ? CHIPS : BARS) }),
          TRY_A_31ST: () => sut.actor.send({ type: 'multipack.add', ...CHIPS }),
          REMOVE_PACK: () => sut.actor.send({ type: 'multipack.removeOne', productId: sut.actor.getSnapshot().context.picks.at(-1)!.productId }),
          ADD_TO_CART: () => sut.actor.send({ type: 'multipack.addToCart' }),
          CART_TAKES_IT: async () => {
            sut.cart.last().answer.resolve()
            await settle()
          },
          CART_REFUSES: async () => {
            sut.cart.last().answer.reject({ errorKey: 'cartItemUnavailable' })
            await settle()
          },
          START_NEW: () => sut.actor.send({ type: 'multipack.startNew' }),
          OFFER_MIX_WITH_GONE_ITEMS: () => sut.actor.send({ type: 'multipack.edit', picks: [chosen(CHIPS, 25), chosen(BARS, 5)], unavailable: [BARS.productId] }),
          EDIT_AND_REPLACE: () => sut.actor.send({ type: 'multipack.replaceUnavailable' }),
          EDIT_FROM_CART: () => sut.actor.send({ type: 'multipack.edit', id: 'MYOMP-30-2', picks: [chosen(CHIPS, 20), chosen(BARS, 10)], unavailable: [] }),
        },
      })
    })
  }
})

describe('multipack', () => {
  it('edits a mix from the cart, refills it, and sends it back as the same line', async () => {
    const sut = createMultipack()
    sut.actor.send({ type: 'multipack.edit', id: 'MYOMP-30-2', picks: [chosen(CHIPS, 20), chosen(BARS, 10)] })
    expect(sut.actor.getSnapshot().hasTag('full')).toBe(true)
    sut.actor.send({ type: 'multipack.remove', productId: BARS.productId })
    for (let i = 0; i < 10; i++) sut.actor.send({ type: 'multipack.add', ...CHIPS })
    sut.actor.send({ type: 'multipack.addToCart' })
    expect(sut.cart.last().input).toEqual({ editing: 'MYOMP-30-2', picks: [chosen(CHIPS, 30)] })
  })

  it('takes no more packs of a product than the location has', () => {
    const sut = createMultipack()
    const scarce = { ...CHIPS, availableQty: 2 }
    for (let i = 0; i < 5; i++) sut.actor.send({ type: 'multipack.add', ...scarce })
    expect(sut.actor.getSnapshot().context.picks).toEqual([chosen(scarce, 2)])
    expect(sut.actor.getSnapshot().can({ type: 'multipack.add', ...scarce })).toBe(false)
  })

  it('reports its progress pack by pack', () => {
    const sut = createMultipack()
    for (let i = 0; i < 3; i++) sut.actor.send({ type: 'multipack.add', ...CHIPS })
    expect(sut.progress).toEqual([1, 2, 3])
  })
})
