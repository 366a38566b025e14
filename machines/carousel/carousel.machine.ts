import { assign, setup } from 'xstate'

export const CAROUSEL_INTERVAL_MS = 6000

export type CarouselEvent = { type: 'carousel.next' } | { type: 'carousel.previous' } | { type: 'carousel.pause' } | { type: 'carousel.play' }

/** The home banners: they advance on their own until the shopper pauses them or steps through by hand. */
export const carouselMachine = setup({
  types: {
    context: {} as { index: number; count: number; autoplay: boolean },
    events: {} as CarouselEvent,
    /** `autoplay` is off for shoppers who prefer reduced motion. */
    input: {} as { count: number; autoplay: boolean },
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    previous: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
  },
  guards: {
    shouldPlay: ({ context }) => context.autoplay && context.count > 1,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input.count), autoplay: input.autoplay }),
  initial: 'starting',
  on: {
    'carousel.next': { target: '.paused', actions: 'next' },
    'carousel.previous': { target: '.paused', actions: 'previous' },
  },
  states: {
    starting: {
      always: [{ guard: 'shouldPlay', target: 'playing' }, { target: 'paused' }],
    },
    playing: {
      after: { [CAROUSEL_INTERVAL_MS]: { target: 'playing', reenter: true, actions: 'next' } },
      on: { 'carousel.pause': 'paused' },
    },
    paused: {
      on: { 'carousel.play': 'playing' },
    },
  },
})
