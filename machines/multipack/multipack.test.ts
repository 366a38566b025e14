import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import { BARS, CART, CHIPS, chosen, multipackModel } from './multipack.model.ts'
import type { SaveMixRequest } from './multipack.machine.ts'
import { listener } from '../testing/fakes.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { packCount, type MultipackChoice, type StartingMix } from '../../src/domain/multipack.ts'
import { MULTIPACK_SIZE } from '../../src/domain/constants.ts'

modelTests(multipackModel, (input) => {
  const progress: number[] = []
  CART.heard.length = 0
  let signedIn = input.canSave === true
  // The mix kept in My variety packs that a save changes: the one the builder opened, or the one the last save made.
  let keptId = input.saved?.id
  const harness = startHarness(multipackModel, input, {
    provide: { actions: { trackProgress: (_: unknown, { packs }: { packs: number }) => void progress.push(packs) } },
  })
  const now = () => harness.actor.getSnapshot()
  const packs = () => packCount(now().context.picks)
  return {
    harness,
    checks: {
      filling: (expected) => {
        expect(packs()).toBe(packCount(expected.context.picks))
        expect(now().can({ type: 'multipack.addToCart' })).toBe(false)
        // Each pack added is reported as progress.
        if (progress.length > 0) expect(progress.at(-1)).toBeLessThanOrEqual(MULTIPACK_SIZE)
      },
      full: (expected) => {
        expect(now().hasTag('full')).toBe(true)
        expect(packs()).toBe(MULTIPACK_SIZE)
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
        expectMessageShown(harness, now().context.error)
        expect(now().context.nameError).toBe(expected.context.nameError)
        // Only a signed-in customer is offered to keep the mix, signed in before the builder opened or since.
        if (harness.step.event?.type === 'multipack.customer') signedIn = harness.step.event.signedIn === true
        expect(now().can({ type: 'multipack.save' })).toBe(signedIn)
      },
      // What is kept is the box as it is, under its trimmed name, in place of the mix it was opened from.
      saving: (expected) => {
        const request = callsTo<SaveMixRequest>(harness, 'saveMix').last().input
        expect(packCount(request.picks)).toBe(MULTIPACK_SIZE)
        expect(request).toMatchObject({ id: keptId, name: expected.context.name.trim() })
      },
      saved: (expected) => {
        keptId = answerIn<{ id: string }>(harness, 'saveMix')?.id ?? keptId
        expect(now().hasTag('saved')).toBe(true)
        expect(now().context.name).toBe(expected.context.name)
        expect(now().can({ type: 'multipack.addToCart' })).toBe(true)
      },
      // The cart is sent the box once, as a new line or as the line it came from, and asked to answer.
      sending: (expected) => {
        const sent = CART.heard.splice(0) as { type: string; picks: MultipackChoice[]; lineId?: string; replyTo: unknown }[]
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject(
          expected.context.editing ? { type: 'cart.setMultipack', lineId: expected.context.editing } : { type: 'cart.addMultipack' },
        )
        expect(sent[0]!.replyTo).toBe(harness.actor)
        expect(sent[0]!.picks.reduce((sum, pick) => sum + pick.quantity, 0)).toBe(MULTIPACK_SIZE)
      },
      added: () => expect(now().can({ type: 'multipack.startNew' })).toBe(true),
      noLongerAvailable: (expected) => {
        expect(now().context.unavailable).toEqual(expected.context.unavailable)
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
      },
    },
  }
})

function createMultipack(start?: StartingMix) {
  const cart = listener('cart')
  const progress: number[] = []
  const logic = multipackMachine.provide({ actions: { trackProgress: (_, { packs }) => void progress.push(packs) } })
  return { actor: createActor(logic, { input: { cart: cart.alone(), packSize: MULTIPACK_SIZE, start } }).start(), cart, progress }
}

describe('multipack', () => {
  it('edits a mix from the cart, refills it, and sends it back as the same line', async () => {
    const sut = createMultipack({ id: 'MYOMP-30-2', picks: [chosen(CHIPS, 20), chosen(BARS, 10)], unavailable: [] })
    expect(sut.actor.getSnapshot().hasTag('full')).toBe(true)
    sut.actor.send({ type: 'multipack.remove', productId: BARS.productId })
    for (let i = 0; i < 10; i++) sut.actor.send({ type: 'multipack.add', ...CHIPS })
    sut.actor.send({ type: 'multipack.addToCart' })
    expect(sut.cart.heard).toEqual([
      { type: 'cart.setMultipack', lineId: 'MYOMP-30-2', picks: [{ productId: CHIPS.productId, quantity: 30 }], replyTo: sut.actor },
    ])
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
