import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { carouselMachine, CAROUSEL_INTERVAL_MS } from './carousel.machine.ts'
import { carouselModel } from './carousel.model.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(carouselModel, (input) => {
  const harness = startHarness(carouselModel, input)
  const shown = () => harness.actor.getSnapshot().context.index
  /** The banner the step leads to: the next one after the interval or on Next, the one before on Previous, wrapping round; else the same. */
  const banner = () => {
    const type = harness.step.event?.type ?? ''
    const step = type === 'carousel.previous' ? -1 : type === 'carousel.next' || type.startsWith('xstate.after.') ? 1 : 0
    const before = (harness.step.before?.context.index as number | undefined) ?? 0
    return (before + step + input.count) % input.count
  }
  return {
    harness,
    checks: {
      playing: () => {
        // A playing carousel moves on by itself after the interval.
        expect(shown()).toBe(banner())
        expect(harness.actor.getSnapshot().can({ type: 'carousel.pause' })).toBe(true)
      },
      paused: () => {
        const now = banner()
        expect(shown()).toBe(now)
        harness.clock.increment(CAROUSEL_INTERVAL_MS)
        expect(shown()).toBe(now)
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
