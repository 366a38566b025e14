import * as v from 'valibot'
import { defineModel, done, failed } from '../testing/model.ts'
import { zipMachine } from './zip.machine.ts'
import { ZipSchema, type ZipResult } from '#domain/zip.ts'

export const NEW_YORK: ZipResult = { zipcode: '10001', state: 'ny', locationNumber: 1 }

/** The shopper opens the popup, types, submits; a bad zip is explained and nothing is saved. */
export const zipModel = defineModel({
  machine: zipMachine,
  starts: { 'no zip chosen yet': {} },
  events: {
    'types 10001': { type: 'zip.change', zip: '10001' },
    'types 1000': { type: 'zip.change', zip: '1000' },
    'the server places 10001 in New York': done('validateZip', NEW_YORK),
    'the server refuses the zip': failed('validateZip', { errorKey: 'noShippingToState' }),
  },
  facts: ({ context }) => ({
    draft: context.draft === '' ? undefined : v.is(ZipSchema, context.draft) ? 'well formed' : 'malformed',
    error: context.error,
    saved: context.current?.zipcode,
  }),
})
