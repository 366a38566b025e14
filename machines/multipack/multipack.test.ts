import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { multipackMachine } from './multipack.machine.ts'
import { BARS, CHIPS, chosen, multipackModel } from './multipack.model.ts'
import type { SaveMixRequest } from './multipack.machine.ts'
import { inStore } from '../testing/fakes.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { packCount, type MultipackChoice, type StartingMix } from '../../src/domain/multipack.ts'
import { mixNameProblem } from '../../src/domain/mix.ts'
import { MULTIPACK_SIZE } from '../../src/domain/constants.ts'

modelTests(multipackModel, (input) => {
  const progress: number[] = []
  // What the shopper did so far: signed in or not, the name typed, the cart line the mix came from.
  const shopper = { signedIn: input.canSave === true, typed: input.saved?.name ?? '', line: input.start?.id }
  // The mix kept in My variety packs that a save changes: the one the builder opened, or the one the last save made.
  let keptId = input.saved?.id
  const harness = startHarness(multipackModel, input, {
    provide: { actions: { trackProgress: (_: unknown, { packs }: { packs: number }) => void progress.push(packs) } },
  })
  const now = () => harness.actor.getSnapshot()
  const packs = () => packCount(now().context.picks)
  const follow = () => {
    const event = harness.step.event
    if (event?.type === 'multipack.customer') shopper.signedIn = event.signedIn === true
    if (event?.type === 'multipack.name' && shopper.signedIn) shopper.typed = String(event.name)
    if (event?.type === 'multipack.startNew') Object.assign(shopper, { typed: '', line: undefined })
  }
  /** The packs in the box after the step: one more or one fewer, a snack taken out, or the box emptied, by what the shopper did. */
  const packsAfterStep = () => {
    const event = harness.step.event
    const before: MultipackChoice[] = harness.step.before?.context.picks ?? input.start?.picks ?? []
    if (event?.type === 'multipack.add') return packCount(before) + 1
    if (event?.type === 'multipack.removeOne') return packCount(before) - 1
    if (event?.type === 'multipack.remove') return packCount(before.filter((pick) => pick.productId !== event.productId))
    if (event?.type === 'multipack.clear' || event?.type === 'multipack.startNew') return 0
    if (event?.type === 'multipack.replaceUnavailable') return packCount(before.filter((pick) => !input.start?.unavailable.includes(pick.productId)))
    return packCount(before)
  }
  return {
    harness,
    checks: {
      filling: () => {
        follow()
        expect(packs()).toBe(packsAfterStep())
        expect(now().can({ type: 'multipack.addToCart' })).toBe(false)
        // Each pack added is reported as progress.
        if (progress.length > 0) expect(progress.at(-1)).toBeLessThanOrEqual(MULTIPACK_SIZE)
      },
      full: () => {
        follow()
        expect(now().hasTag('full')).toBe(true)
        expect(packs()).toBe(MULTIPACK_SIZE)
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
        expectMessageShown(harness, now().context.error)
        // A save with a name the store refuses says why beside the name, focus on it; typing takes the message away.
        const event = harness.step.event
        const nameError =
          event?.type === 'multipack.save'
            ? mixNameProblem(shopper.typed)
            : event?.type === 'multipack.name'
              ? undefined
              : harness.step.before?.context.nameError
        expect(now().context.nameError).toBe(nameError)
        expect(harness.step.did('focusFirstError')).toBe(event?.type === 'multipack.save' && nameError !== undefined ? 1 : 0)
        // Only a signed-in customer is offered to keep the mix, signed in before the builder opened or since.
        expect(now().can({ type: 'multipack.save' })).toBe(shopper.signedIn)
      },
      // What is kept is the box as it is, under its trimmed name, in place of the mix it was opened from.
      saving: () => {
        follow()
        const request = callsTo<SaveMixRequest>(harness, 'saveMix').last().input
        expect(packCount(request.picks)).toBe(MULTIPACK_SIZE)
        expect(request).toMatchObject({ id: keptId, name: shopper.typed.trim() })
      },
      saved: () => {
        follow()
        keptId = answerIn<{ id: string }>(harness, 'saveMix')?.id ?? keptId
        expect(now().hasTag('saved')).toBe(true)
        expect(now().context.name).toBe(shopper.typed.trim())
        expect(now().can({ type: 'multipack.addToCart' })).toBe(true)
      },
      // The cart is sent the box once, as a new line or as the line it came from, and asked to answer.
      sending: () => {
        follow()
        const sent = harness.sent.cart.splice(0) as { type: string; picks: MultipackChoice[]; lineId?: string; replyTo: unknown }[]
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject(shopper.line ? { type: 'cart.setMultipack', lineId: shopper.line } : { type: 'cart.addMultipack' })
        expect(sent[0]!.replyTo).toBe(harness.actor)
        expect(sent[0]!.picks.reduce((sum, pick) => sum + pick.quantity, 0)).toBe(MULTIPACK_SIZE)
      },
      added: () => {
        follow()
        expect(now().can({ type: 'multipack.startNew' })).toBe(true)
      },
      // Only a mix to start from holds snacks no longer available: those are the ones said.
      noLongerAvailable: () => {
        follow()
        expect(now().context.unavailable).toEqual(input.start?.unavailable)
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
      },
    },
  }
})

function createMultipack(start?: StartingMix) {
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
