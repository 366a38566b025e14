import { defineModel } from '../testing/model.ts'
import { carouselMachine } from './carousel.machine.ts'

/** Three banners: time moves a playing carousel on; stepping by hand pauses it; reduced motion never plays by itself. */
export const carouselModel = defineModel({
  machine: carouselMachine,
  starts: {
    'three banners': { count: 3, autoplay: true },
    'three banners, reduced motion': { count: 3, autoplay: false },
  },
  facts: (snapshot) => ({ banner: snapshot.context.index + 1 }),
})
