import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import { BARS, CHIPS, chosen, multipackModel } from './multipack.model.ts'
import { multipackWitness } from './multipack.witness.ts'
import { inStore } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { type StartingMultipack } from '#domain/multipack.ts'
import { MULTIPACK_SIZE } from '#domain/constants.ts'

modelTests(multipackModel, multipackWitness)

function createMultipack(start?: StartingMultipack) {
  const progress: number[] = []
  const logic = multipackMachine.provide({ actions: { trackProgress: (_, { packs }) => void progress.push(packs) } })
  const { actor, sent } = inStore((parent) => createActor(logic, { parent, input: { packSize: MULTIPACK_SIZE, start } }))
  return { actor, sent, progress }
}

describe('multipack', () => {
  it('edits a mix from the cart, refills it, and sends it back as the same line', async () => {
    const sut = createMultipack({ id: 'MYOMP-30-2', picks: [chosen(CHIPS, 20), chosen(BARS, 10)], unavailable: [] })
    expect(sut.actor.getSnapshot().hasTag('full')).toBe(true)
    sut.actor.send({ type: 'multipack.remove', productId: BARS.productId })
    for (let i = 0; i < 10; i++) sut.actor.send({ type: 'multipack.add', ...CHIPS })
    sut.actor.send({ type: 'multipack.addToCart' })
    expect(sut.sent.cart).toEqual([
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
