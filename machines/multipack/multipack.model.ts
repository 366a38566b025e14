import { defineModel, done, failed } from '../testing/model.ts'
import { multipackMachine } from './multipack.machine.ts'
import { packCount, type MultipackChoice } from '#domain/multipack.ts'
import { MULTIPACK_SIZE } from '#domain/constants.ts'

/** Two snacks with plenty in stock; a browser driver takes them as the builder's first two with a full box in stock. */
export const CHIPS = { productId: 'P00001', title: 'Chips', price: 169, availableQty: 99 }
export const BARS = { productId: 'P00002', title: 'Bars', price: 184, availableQty: 99 }
export const chosen = ({ availableQty: _, ...pick }: typeof CHIPS, quantity: number): MultipackChoice => ({ ...pick, quantity })
/** A recommended mix: six snacks, five packs each, the last of which has sold out. */
export const STALE_MULTIPACK = Array.from({ length: 6 }, (_, i) => ({ productId: `P0010${i}`, title: `Snack ${i + 1}`, price: 150, quantity: 5 }))

/** A mix kept in My variety packs: 15 chips and 15 bars. */
export const SAVED = { id: '6f1c2a52-3a8e-4d5b-9c3e-1f2a3b4c5d6e', name: 'Movie night' }

/**
 * Packs go in one at a time up to 30; at 30 a 31st is refused and the mix can go to the cart;
 * taking one out reopens it. A mix from the cart starts full and goes back as the same line;
 * a mix holding a snack no longer available waits for the shopper to replace it. A signed-in
 * customer keeps a full mix in My variety packs under a name, and saves it again after a change.
 */
export const multipackModel = defineModel({
  machine: multipackMachine,
  starts: {
    // A full mix from the cart reaches what a full box can do in the fewest steps.
    'a mix from the cart': { packSize: MULTIPACK_SIZE, start: { id: 'MYOMP-30-1', picks: [chosen(CHIPS, 20), chosen(BARS, 10)], unavailable: [] } },
    'an empty box': { packSize: MULTIPACK_SIZE },
    'a recommended mix with a sold-out snack': {
      packSize: MULTIPACK_SIZE,
      start: { picks: STALE_MULTIPACK, unavailable: [STALE_MULTIPACK.at(-1)!.productId] },
    },
    // A signed-in customer opens a mix from My variety packs.
    'a saved mix to change': {
      packSize: MULTIPACK_SIZE,
      start: { picks: [chosen(CHIPS, 15), chosen(BARS, 15)], unavailable: [] },
      saved: SAVED,
      canSave: true,
    },
  },
  events: {
    'adds a pack of chips': { type: 'multipack.add', ...CHIPS },
    'adds a pack of bars': { type: 'multipack.add', ...BARS },
    'takes a pack of chips out': { type: 'multipack.removeOne', productId: CHIPS.productId },
    'removes the chips': { type: 'multipack.remove', productId: CHIPS.productId },
    'the cart takes it': { type: 'cart.changed' },
    'the cart refuses it': { type: 'cart.refused', errorKey: 'cartItemUnavailable' },
    'names it Road trip': { type: 'multipack.name', name: 'Road trip' },
    'signs in': { type: 'multipack.customer', signedIn: true },
    'clears the name': { type: 'multipack.name', name: ' ' },
    'keeps the mix': { type: 'multipack.save' },
    'the mix is kept': done('saveMultipack', SAVED),
    'the mix cannot be kept': failed('saveMultipack', { errorKey: 'mixLimit' }),
    'the mix never reaches the store': failed('saveMultipack', { errorKey: 'requestFailed', status: 404, answered: false }),
  },
  // A sign-in is tried with a full box, where the offer to keep the mix shows.
  onlyIn: { 'signs in': ['full'] },
  facts: ({ context }) => ({
    canSave: context.canSave,
    packs: packCount(context.picks),
    editing: context.editing !== undefined,
    error: context.error,
    unavailable: context.unavailable.length || undefined,
    name: context.name.trim() || undefined,
    nameError: context.nameError,
  }),
})
