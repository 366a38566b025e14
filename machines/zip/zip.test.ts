import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { zipMachine, ZIP_FORMAT_ERROR } from './zip.machine.ts'
import { NEW_YORK, zipModel } from './zip.model.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'
import type { ZipResult } from '../../src/domain/zip.ts'

modelTests(zipModel, (input) => {
  const saved: ZipResult[] = []
  const harness = startHarness(zipModel, input, { provide: { actions: { storeZip: (_: unknown, zip: ZipResult) => void saved.push(zip) } } })
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      closed: (expected) => {
        expect(saved).toEqual(expected.context.current ? [NEW_YORK] : [])
        // A new location prices the cart again.
        expect(harness.sent.cart).toEqual(harness.step.event?.type === 'xstate.done.actor.validateZip' ? [{ type: 'cart.refresh' }] : [])
      },
      '#zip.open.editing': (expected) => expect(now().context.error).toBe(expected.context.error),
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
