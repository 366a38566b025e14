import { assign, fromPromise, sendTo, setup } from 'xstate'
import { member } from '../store/system.ts'
import * as v from 'valibot'
import { ZipSchema, type ZipResult } from '#domain/zip.ts'
import { errorKeyOf } from '#domain/envelope.ts'

export const ZIP_FORMAT_ERROR = 'zipFormat'

export interface ZipContext {
  draft: string
  /** The shopper's chosen zip code and the location that serves it. */
  current?: ZipResult
  /** A message id for the last refusal. */
  error?: string
}

export type ZipEvent = { type: 'zip.open' } | { type: 'zip.change'; zip: string } | { type: 'zip.submit' } | { type: 'zip.cancel' }

/** The zip-code popup: the shopper types a zip, the server maps it to a location, the store remembers it. */
export const zipMachine = setup({
  types: { context: {} as ZipContext, events: {} as ZipEvent, input: {} as { current?: ZipResult } },
  actors: {
    validateZip: fromPromise<ZipResult, { zip: string }>(() => Promise.reject(new Error('validateZip is provided by the app'))),
  },
  actions: {
    storeZip: (_, _zip: ZipResult) => {},
    /** What the screens show is loaded again for the new location (prices and stock are the location's). */
    showLocation: () => {},
    /** The popup shown is reported (SPEC §2: the zip code popup). */
    reportShown: () => {},
    /** The cart is priced again for the new location. */
    refreshCart: sendTo(member('cart'), { type: 'cart.refresh' }),
  },
  guards: {
    isWellFormed: ({ context }) => v.is(ZipSchema, context.draft),
  },
}).createMachine({
  id: 'zip',
  context: ({ input }) => ({ draft: input.current?.zipcode ?? '', current: input.current }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'zip.open': { target: 'open', actions: assign({ draft: ({ context }) => context.current?.zipcode ?? '', error: undefined }) } },
    },
    open: {
      entry: 'reportShown',
      initial: 'editing',
      on: { 'zip.cancel': 'closed' },
      states: {
        editing: {
          on: {
            'zip.change': { actions: assign({ draft: ({ event }) => event.zip, error: undefined }) },
            'zip.submit': [{ guard: 'isWellFormed', target: 'checking' }, { actions: assign({ error: ZIP_FORMAT_ERROR }) }],
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'validateZip',
            src: 'validateZip',
            input: ({ context }) => ({ zip: context.draft.trim() }),
            onDone: {
              target: '#zip.closed',
              actions: [
                assign({ current: ({ event }) => event.output }),
                { type: 'storeZip', params: ({ event }) => event.output },
                'showLocation',
                'refreshCart',
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
            },
          },
        },
      },
    },
  },
})
