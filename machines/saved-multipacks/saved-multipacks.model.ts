import { defineModel, done, failed } from '../testing/model.ts'
import { savedMultipacksMachine } from './saved-multipacks.machine.ts'
import type { NamedMultipack } from '#domain/saved-multipack.ts'

const picks = [
  { productId: 'P00001', title: 'Chips', quantity: 15, price: 169, availableQty: 99 },
  { productId: 'P00002', title: 'Bars', quantity: 15, price: 184, availableQty: 99 },
]
export const MOVIE_NIGHT: NamedMultipack = { id: '0b6c8f2e-5d1a-4c3b-8e7f-9a0b1c2d3e4f', name: 'Movie night', picks, price: 5295, unavailable: [] }
/** Its bars have sold out since it was saved. */
export const ROAD_TRIP: NamedMultipack = {
  id: '1c7d9a3f-6e2b-4d4c-9f8a-0b1c2d3e4f5a',
  name: 'Road trip',
  picks: [picks[0]!, { ...picks[1]!, availableQty: 3 }],
  price: 5295,
  unavailable: ['P00002'],
}

/** Saved mixes sent to the cart, or deleted after the shopper says yes; a mix with a sold-out snack must be edited first. */
export const savedMultipacksModel = defineModel({
  machine: savedMultipacksMachine,
  starts: { 'two saved multipacks, one with a sold-out snack': { multipacks: [MOVIE_NIGHT, ROAD_TRIP] } },
  events: {
    'adds movie night to the cart': { type: 'savedMultipacks.addToCart', id: MOVIE_NIGHT.id },
    'deletes road trip': { type: 'savedMultipacks.delete', id: ROAD_TRIP.id },
    'the cart takes it': { type: 'cart.changed' },
    'the cart refuses it': { type: 'cart.refused', errorKey: 'cartMultipackLimit' },
    'the server deletes it': done('deleteMultipack', [MOVIE_NIGHT]),
    'the server cannot be reached': failed('deleteMultipack', { errorKey: 'requestFailed', status: 404, answered: false }),
  },
  facts: ({ context }) => ({ saved: context.multipacks.length, chosen: context.chosen, added: context.added, error: context.error }),
})
