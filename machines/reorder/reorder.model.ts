import { defineModel, done, failed } from '../testing/model.ts'
import { reorderMachine } from './reorder.machine.ts'

/** A past order put back into the cart, whole or with lines short, or refused. */
export const reorderModel = defineModel({
  machine: reorderMachine,
  starts: { 'an order in the history': { orderNumber: 'SF-7K3Q9MX' } },
  events: {
    'everything comes back': done('reorder', { short: [] }),
    'a snack ran short': done('reorder', { short: ['P00001'] }),
    'the server cannot be reached': failed('reorder', { errorKey: 'requestFailed' }),
  },
  facts: ({ context }) => ({ short: context.short.length, error: context.error }),
})
