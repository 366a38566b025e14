import { assign, fromPromise, setup } from 'xstate'
import { packCount, type MultipackChoice, type StartingMix } from '../../src/domain/multipack.ts'

export interface MultipackContext {
  /** How many packs fill the box, from the server's multipack config. */
  packSize: number
  picks: MultipackChoice[]
  /** The cart line being edited (MYOMP-30-n), when the shopper came from the cart. */
  editing?: string
  /** A message id for a refusal from the server; the mix stays as it was. */
  error?: string
  /** Products of an offered mix that are no longer available, until the shopper replaces them. */
  unavailable: string[]
}

export interface MultipackInput {
  packSize: number
  start?: StartingMix
}

export type MultipackEvent =
  | { type: 'multipack.add'; productId: string; title: string; price: number; availableQty: number }
  | { type: 'multipack.removeOne'; productId: string }
  | { type: 'multipack.remove'; productId: string }
  | { type: 'multipack.clear' }
  | { type: 'multipack.replaceUnavailable' }
  | { type: 'multipack.addToCart' }
  | { type: 'multipack.startNew' }

function withOneMore(picks: MultipackChoice[], add: { productId: string; title: string; price: number }): MultipackChoice[] {
  const existing = picks.find((p) => p.productId === add.productId)
  if (!existing) return [...picks, { ...add, quantity: 1 }]
  return picks.map((p) => (p === existing ? { ...p, quantity: p.quantity + 1 } : p))
}

function withOneFewer(picks: MultipackChoice[], productId: string): MultipackChoice[] {
  return picks.map((p) => (p.productId === productId ? { ...p, quantity: p.quantity - 1 } : p)).filter((p) => p.quantity > 0)
}

/** The 30-pack variety mix: the shopper picks packs until exactly 30, then sends the mix to the cart as one line. */
export const multipackMachine = setup({
  types: { context: {} as MultipackContext, events: {} as MultipackEvent, input: {} as MultipackInput },
  actors: {
    sendToCart: fromPromise<void, { picks: MultipackChoice[]; editing?: string }>(() => Promise.reject(new Error('sendToCart is provided by the app'))),
  },
  actions: {
    addPack: assign({
      picks: ({ context }, { productId, title, price }: { productId: string; title: string; price: number }) => withOneMore(context.picks, { productId, title, price }),
      error: undefined,
    }),
    removePack: assign({ picks: ({ context }, productId: string) => withOneFewer(context.picks, productId), error: undefined }),
    removeProduct: assign({ picks: ({ context }, productId: string) => context.picks.filter((p) => p.productId !== productId), error: undefined }),
    trackProgress: (_, _progress: { packs: number; size: number }) => {},
  },
  guards: {
    isFull: ({ context }) => packCount(context.picks) === context.packSize,
    hasUnavailable: ({ context }) => context.unavailable.length > 0,
    /** Room in the box, and another pack of this product in stock. */
    canAddPack: ({ context }, add: { productId: string; availableQty: number }) =>
      packCount(context.picks) < context.packSize && (context.picks.find((p) => p.productId === add.productId)?.quantity ?? 0) < add.availableQty,
  },
}).createMachine({
  id: 'multipack',
  context: ({ input }) => ({ packSize: input.packSize, picks: input.start?.picks ?? [], editing: input.start?.id, unavailable: input.start?.unavailable ?? [] }),
  initial: 'opening',
  states: {
    // A mix to start from that holds snacks no longer available waits for the shopper to replace them.
    opening: {
      always: [{ guard: 'hasUnavailable', target: 'noLongerAvailable' }, { target: 'filling' }],
    },
    filling: {
      always: { guard: 'isFull', target: 'full' },
      on: {
        'multipack.add': {
          guard: { type: 'canAddPack', params: ({ event }) => event },
          target: 'filling',
          reenter: true,
          actions: [{ type: 'addPack', params: ({ event }) => event }, { type: 'trackProgress', params: ({ context }) => ({ packs: packCount(context.picks), size: context.packSize }) }],
        },
        'multipack.removeOne': { actions: { type: 'removePack', params: ({ event }) => event.productId } },
        'multipack.remove': { actions: { type: 'removeProduct', params: ({ event }) => event.productId } },
        'multipack.clear': { actions: assign({ picks: [], error: undefined }) },
      },
    },
    full: {
      tags: ['full'],
      on: {
        'multipack.removeOne': { target: 'filling', actions: { type: 'removePack', params: ({ event }) => event.productId } },
        'multipack.remove': { target: 'filling', actions: { type: 'removeProduct', params: ({ event }) => event.productId } },
        'multipack.clear': { target: 'filling', actions: assign({ picks: [], error: undefined }) },
        'multipack.addToCart': 'sending',
      },
    },
    sending: {
      tags: ['full', 'busy'],
      invoke: {
        id: 'sendToCart',
        src: 'sendToCart',
        input: ({ context }) => ({ picks: context.picks, editing: context.editing }),
        onDone: 'added',
        onError: { target: 'full', actions: assign({ error: ({ event }) => (event.error as { errorKey?: string }).errorKey ?? 'requestFailed' }) },
      },
    },
    // "We’re sorry, but one or more of your selected items are no longer available.": the shopper edits the mix and replaces them.
    noLongerAvailable: {
      on: {
        'multipack.replaceUnavailable': {
          target: 'filling',
          actions: assign({ picks: ({ context }) => context.picks.filter((p) => !context.unavailable.includes(p.productId)), unavailable: [] }),
        },
      },
    },
    added: {
      on: { 'multipack.startNew': { target: 'filling', actions: assign({ picks: [], editing: undefined, error: undefined }) } },
    },
  },
})
