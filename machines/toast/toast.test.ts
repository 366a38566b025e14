import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { toastMachine } from './toast.machine.ts'
import { toastModel } from './toast.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(toastModel, (input) => {
  const harness = startHarness(toastModel, input)
  const toast = () => harness.actor.getSnapshot().context.toast
  return {
    harness,
    checks: {
      hidden: () => expect(toast()).toBeUndefined(),
      // The toast shown is the one asked for last.
      shown: () => {
        const event = harness.step.event as { type: string; toast?: unknown } | undefined
        expect(toast()).toEqual(event?.type === 'toast.show' ? event.toast : harness.step.before?.context.toast)
      },
    },
  }
})

describe('toast machine', () => {
  it('restarts the 4000 ms clock when a new toast replaces the last', () => {
    const clock = new SimulatedClock()
    const actor = createActor(toastMachine, { clock }).start()
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'first' } })
    clock.increment(3000)
    actor.send({ type: 'toast.show', toast: { kind: 'error', message: 'second' } })
    clock.increment(3000)
    expect(actor.getSnapshot().context.toast?.message).toBe('second')
    clock.increment(1000)
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
  })

  it('honours a duration given with the toast', () => {
    const clock = new SimulatedClock()
    const actor = createActor(toastMachine, { clock }).start()
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'quick' }, duration: 1000 })
    clock.increment(1000)
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
  })
})
