import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { toastMachine } from './toast.machine.ts'
import { toastModel } from './toast.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(toastModel, (input) => {
  // The toast shown last, as the walk asked for it: the page is reloaded only when it offered to, and the shopper pressed Reload.
  let shown: { action?: string } | undefined
  const harness = startHarness(toastModel, input, { provide: { actions: { reloadPage: () => {} } } })
  const toast = () => harness.actor.getSnapshot().context.toast
  return {
    harness,
    checks: {
      '#toast': () => {
        const event = harness.step.event as { type: string; toast?: { action?: string } } | undefined
        const pressed = event?.type === 'toast.act' && harness.step.before?.matches('shown') === true && shown?.action === 'reload'
        expect(harness.step.did('reloadPage')).toBe(pressed ? 1 : 0)
        if (event?.type === 'toast.show') shown = event.toast
        if (pressed || event?.type === 'toast.dismiss' || event?.type?.startsWith('xstate.after')) shown = undefined
      },
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
