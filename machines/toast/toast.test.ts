import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { toastMachine } from './toast.machine.ts'
import { TOAST_DURATION_MS } from '../../src/domain/constants.ts'

/** A toast appears, stays 4000 ms from the last one shown, and can be dismissed. */
const toastModel = setup({
  types: { context: {} as { kind?: 'success' | 'error' } },
}).createMachine({
  id: 'toastModel',
  context: {},
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        SHOW_SUCCESS: { target: 'shown', actions: assign({ kind: 'success' }) },
        SHOW_ERROR: { target: 'shown', actions: assign({ kind: 'error' }) },
      },
    },
    shown: {
      on: {
        SHOW_SUCCESS: { target: 'shown', actions: assign({ kind: 'success' }) },
        SHOW_ERROR: { target: 'shown', actions: assign({ kind: 'error' }) },
        ALMOST_TIME_PASSES: 'shown',
        TIME_PASSES: { target: 'hidden', actions: assign({ kind: undefined }) },
        DISMISS: { target: 'hidden', actions: assign({ kind: undefined }) },
      },
    },
  },
})

describe('toast machine paths', () => {
  for (const path of createTestModel(toastModel).getShortestPaths()) {
    it(path.description, async () => {
      const clock = new SimulatedClock()
      const actor = createActor(toastMachine, { clock }).start()
      await path.test({
        states: {
          hidden: () => expect(actor.getSnapshot().context.toast).toBeUndefined(),
          shown: (state) => {
            expect(actor.getSnapshot().matches('shown')).toBe(true)
            expect(actor.getSnapshot().context.toast?.kind).toBe(state.context.kind)
          },
        },
        events: {
          SHOW_SUCCESS: () => actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'saved' } }),
          SHOW_ERROR: () => actor.send({ type: 'toast.show', toast: { kind: 'error', message: 'requestFailed' } }),
          ALMOST_TIME_PASSES: () => clock.increment(TOAST_DURATION_MS - 1),
          TIME_PASSES: () => clock.increment(TOAST_DURATION_MS),
          DISMISS: () => actor.send({ type: 'toast.dismiss' }),
        },
      })
    })
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
