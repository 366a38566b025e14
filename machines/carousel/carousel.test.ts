import { describe, expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { carouselMachine, CAROUSEL_INTERVAL_MS } from './carousel.machine.ts'

const COUNT = 3

/** Three banners: time moves a playing carousel on; stepping by hand pauses it. */
const carouselModel = setup({ types: { context: {} as { index: number } } }).createMachine({
  id: 'carouselModel',
  context: { index: 0 },
  initial: 'playing',
  states: {
    playing: {
      on: {
        TIME_PASSES: { target: 'playing', actions: assign({ index: ({ context }) => (context.index + 1) % COUNT }) },
        PAUSE: 'paused',
        NEXT: { target: 'paused', actions: assign({ index: ({ context }) => (context.index + 1) % COUNT }) },
        PREVIOUS: { target: 'paused', actions: assign({ index: ({ context }) => (context.index + COUNT - 1) % COUNT }) },
      },
    },
    paused: {
      on: {
        TIME_PASSES: 'paused',
        PLAY: 'playing',
        NEXT: { target: 'paused', actions: assign({ index: ({ context }) => (context.index + 1) % COUNT }) },
        PREVIOUS: { target: 'paused', actions: assign({ index: ({ context }) => (context.index + COUNT - 1) % COUNT }) },
      },
    },
  },
})

describe('carousel paths', () => {
  for (const path of createTestModel(carouselModel).getShortestPaths()) {
    it(path.description, async () => {
      const clock = new SimulatedClock()
      const actor = createActor(carouselMachine, { input: { count: COUNT, autoplay: true }, clock }).start()
      await path.test({
        states: {
          playing: (state) => {
            expect(actor.getSnapshot().matches('playing')).toBe(true)
            expect(actor.getSnapshot().context.index).toBe(state.context.index)
          },
          paused: (state) => {
            expect(actor.getSnapshot().matches('paused')).toBe(true)
            expect(actor.getSnapshot().context.index).toBe(state.context.index)
          },
        },
        events: {
          TIME_PASSES: () => clock.increment(CAROUSEL_INTERVAL_MS),
          PAUSE: () => actor.send({ type: 'carousel.pause' }),
          PLAY: () => actor.send({ type: 'carousel.play' }),
          NEXT: () => actor.send({ type: 'carousel.next' }),
          PREVIOUS: () => actor.send({ type: 'carousel.previous' }),
        },
      })
    })
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
