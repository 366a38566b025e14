import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { carouselMachine, CAROUSEL_INTERVAL_MS } from './carousel.machine.ts'
import { carouselModel } from './carousel.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(carouselModel, (input) => {
  const harness = startHarness(carouselModel, input)
  const shown = () => harness.actor.getSnapshot().context.index
  return {
    harness,
    checks: {
      playing: (expected) => {
        // A playing carousel moves on by itself after the interval.
        expect(shown()).toBe(expected.context.index)
        expect(harness.actor.getSnapshot().can({ type: 'carousel.pause' })).toBe(true)
      },
      paused: (expected) => {
        expect(shown()).toBe(expected.context.index)
        harness.clock.increment(CAROUSEL_INTERVAL_MS)
        expect(shown()).toBe(expected.context.index)
      },
    },
  }
})

describe('carousel', () => {
  it('stays still for shoppers who prefer reduced motion, and for a single banner', () => {
    const clock = new SimulatedClock()
    const calm = createActor(carouselMachine, { input: { count: 3, autoplay: false }, clock }).start()
    const single = createActor(carouselMachine, { input: { count: 1, autoplay: true }, clock }).start()
    clock.increment(CAROUSEL_INTERVAL_MS * 2)
    expect(calm.getSnapshot().matches('paused')).toBe(true)
    expect(calm.getSnapshot().context.index).toBe(0)
    expect(single.getSnapshot().matches('paused')).toBe(true)
  })
})
