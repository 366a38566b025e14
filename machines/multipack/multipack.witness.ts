import type { InputFrom } from 'xstate'
import type { ModelEvent, ModelSpec } from '../testing/model.ts'
import type { SystemUnderTest } from '../testing/model-tests.ts'
import { expect } from 'vitest'
import { CHIPS, multipackModel } from './multipack.model.ts'
import type { SaveMultipackRequest } from './multipack.machine.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import { packCount, type MultipackChoice } from '#domain/multipack.ts'
import { multipackNameProblem } from '#domain/saved-multipack.ts'
import { MULTIPACK_SIZE } from '#domain/constants.ts'

export function multipackWitness(
  input: InputFrom<typeof multipackModel.machine>,
  _start: string,
  spec: ModelSpec<typeof multipackModel.machine> = multipackModel,
): SystemUnderTest {
  const progress: number[] = []
  // What the shopper did so far: signed in or not, the name typed, the cart line the mix came from.
  const shopper = { signedIn: input.canSave === true, typed: input.saved?.name ?? '', line: input.start?.id }
  // The box as the shopper filled it: each snack's packs, from the mix the builder opened with.
  const box = new Map((input.start?.picks ?? []).map((pick) => [pick.productId, pick.quantity]))
  // Why the name was refused, as said beside it: on a save the store would refuse, until the shopper types or starts anew.
  let nameRefusal: string | undefined
  // The mix kept in My variety packs that a save changes: the one the builder opened, or the one the last save made.
  let keptId = input.saved?.id
  const follow = (event: ModelEvent) => {
    if (event.type === 'multipack.customer') shopper.signedIn = event.signedIn === true
    if (event.type === 'multipack.name' || event.type === 'multipack.startNew') nameRefusal = undefined
    if (event.type === 'multipack.name' && shopper.signedIn) shopper.typed = String(event.name)
    if (event.type === 'multipack.save') nameRefusal = multipackNameProblem(shopper.typed)
    if (event.type === 'multipack.add') box.set(String(event.productId), (box.get(String(event.productId)) ?? 0) + 1)
    if (event.type === 'multipack.removeOne') box.set(String(event.productId), box.get(String(event.productId))! - 1)
    if (event.type === 'multipack.remove') box.delete(String(event.productId))
    if (event.type === 'multipack.replaceUnavailable') for (const productId of input.start?.unavailable ?? []) box.delete(productId)
    if (event.type === 'multipack.clear' || event.type === 'multipack.startNew') box.clear()
    if (event.type === 'multipack.startNew') Object.assign(shopper, { typed: '', line: undefined })
  }
  const harness = startHarness(spec, input, {
    provide: { actions: { trackProgress: (_: unknown, { packs }: { packs: number }) => void progress.push(packs) } },
    follow,
  })
  const now = () => harness.actor.getSnapshot()
  const packs = () => packCount(now().context.picks)
  const packsInBox = () => [...box.values()].reduce((sum, packs) => sum + packs, 0)
  return {
    harness,
    checks: {
      filling: () => {
        expect(packs()).toBe(packsInBox())
        expect(now().can({ type: 'multipack.addToCart' })).toBe(false)
        // Each pack added is reported as progress.
        if (progress.length > 0) expect(progress.at(-1)).toBeLessThanOrEqual(MULTIPACK_SIZE)
      },
      full: () => {
        expect(now().hasTag('full')).toBe(true)
        expect([packs(), packsInBox()]).toEqual([MULTIPACK_SIZE, MULTIPACK_SIZE])
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
        expectMessageShown(harness, now().context.error)
        // A save with a name the store refuses says why beside the name, focus on it; typing takes the message away.
        const event = harness.step.event
        expect(now().context.nameError).toBe(nameRefusal)
        expect(harness.step.did('focusFirstError')).toBe(event?.type === 'multipack.save' && nameRefusal !== undefined ? 1 : 0)
        // Only a signed-in customer is offered to keep the mix, signed in before the builder opened or since.
        expect(now().can({ type: 'multipack.save' })).toBe(shopper.signedIn)
      },
      // What is kept is the box as it is, under its trimmed name, in place of the mix it was opened from.
      saving: () => {
        const request = callsTo<SaveMultipackRequest>(harness, 'saveMultipack').last().input
        expect(packCount(request.picks)).toBe(MULTIPACK_SIZE)
        expect(request).toMatchObject({ id: keptId, name: shopper.typed.trim() })
        // A name the store would refuse is never sent: the shopper is told beside the name instead.
        expect(multipackNameProblem(shopper.typed), 'why the store would refuse the name sent').toBeUndefined()
      },
      saved: () => {
        keptId = answerIn<{ id: string }>(harness, 'saveMultipack')?.id ?? keptId
        expect(now().hasTag('saved')).toBe(true)
        expect(now().context.name).toBe(shopper.typed.trim())
        expect(now().can({ type: 'multipack.addToCart' })).toBe(true)
      },
      // The cart is sent the box once, as a new line or as the line it came from, and asked to answer.
      sending: () => {
        const sent = harness.sent.cart.splice(0) as { type: string; picks: MultipackChoice[]; lineId?: string; replyTo: unknown }[]
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject(shopper.line ? { type: 'cart.setMultipack', lineId: shopper.line } : { type: 'cart.addMultipack' })
        expect(sent[0]!.replyTo).toBe(harness.actor)
        expect(sent[0]!.picks.reduce((sum, pick) => sum + pick.quantity, 0)).toBe(MULTIPACK_SIZE)
      },
      added: () => {
        expect(now().can({ type: 'multipack.startNew' })).toBe(true)
      },
      // Only a mix to start from holds snacks no longer available: those are the ones said.
      noLongerAvailable: () => {
        expect(now().context.unavailable).toEqual(input.start?.unavailable)
        expect(now().can({ type: 'multipack.add', ...CHIPS })).toBe(false)
      },
    },
  }
}
