import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { zipMachine, ZIP_FORMAT_ERROR } from './zip.machine.ts'
import { NEW_YORK, zipModel } from './zip.model.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import * as v from 'valibot'
import { ZipSchema, type ZipResult } from '#domain/zip.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'

modelTests(zipModel, (input) => {
  const saved: ZipResult[] = []
  let placed = 0
  const harness = startHarness(zipModel, input, { provide: { actions: { storeZip: (_: unknown, zip: ZipResult) => void saved.push(zip) } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // The zip the server placed is kept, once.
      closed: () => {
        if (answerIn(harness, 'validateZip')) placed++
        expect(saved).toEqual(Array(placed).fill(NEW_YORK))
        // A new location prices the cart again.
        expect(harness.sent.cart).toEqual(harness.step.event?.type === 'xstate.done.actor.validateZip' ? [{ type: 'cart.refresh' }] : [])
      },
      // A zip the store's rule refuses says so on submit; the server's refusal says its reason; typing takes the message away.
      '#zip.open.editing': () => {
        const event = harness.step.event
        // The popup is reported once, as it opens.
        expect(harness.step.did('reportShown')).toBe(event?.type === 'zip.open' ? 1 : 0)
        if (event?.type === 'zip.change') expect(now().context.error).toBeUndefined()
        else
          expectMessageShown(harness, now().context.error, event?.type === 'zip.submit' && !v.is(ZipSchema, now().context.draft) ? ZIP_FORMAT_ERROR : undefined)
      },
      '#zip.open.checking': () => {
        expect(now().hasTag('busy')).toBe(true)
        expect(harness.calls.validateZip!.last().input).toEqual({ zip: '10001' })
      },
    },
  }
})

function createZip() {
  const server = fakeCall<{ zip: string }, ZipResult>()
  const saved: ZipResult[] = []
  const logic = zipMachine.provide({
    actors: { validateZip: fromPromise(({ input, signal }) => server.run(input, signal)) },
    actions: { storeZip: (_, zip) => void saved.push(zip) },
  })
  return { actor: createActor(logic, { input: {} }).start(), server, saved }
}

describe('zip popup', () => {
  it('explains a malformed zip without asking the server', () => {
    const sut = createZip()
    sut.actor.send({ type: 'zip.open' })
    sut.actor.send({ type: 'zip.change', zip: '1234' })
    sut.actor.send({ type: 'zip.submit' })
    expect(sut.actor.getSnapshot().context.error).toBe(ZIP_FORMAT_ERROR)
    expect(sut.server.calls).toHaveLength(0)
  })

  it('keeps the server’s reason for a refused zip', async () => {
    const sut = createZip()
    sut.actor.send({ type: 'zip.open' })
    sut.actor.send({ type: 'zip.change', zip: '96813' })
    sut.actor.send({ type: 'zip.submit' })
    sut.server.last().answer.reject({ errorKey: 'noShippingToState' })
    await settle()
    expect(sut.actor.getSnapshot().context.error).toBe('noShippingToState')
    expect(sut.saved).toEqual([])
  })
})
