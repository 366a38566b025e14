import { and, assign, fromPromise, setup } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { CartAnswer, CartEvent } from '../cart/cart.machine.ts'
import { allInStockChosen, packCount, type MultipackChoice, type StartingMultipack } from '#domain/multipack.ts'
import { multipackNameProblem, type SavedMultipackRef } from '#domain/saved-multipack.ts'
import { problemOf } from '#domain/envelope.ts'

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
  /** Whether the shopper can keep the mix in My variety packs (a signed-in customer). */
  canSave: boolean
  /** The name the mix is saved under, as typed, and the message id for a name it cannot be saved under. */
  name: string
  nameError?: string
  /** The saved mix this one changes, once it has been saved. */
  savedId?: string
}

export interface MultipackInput {
  packSize: number
  start?: StartingMultipack
  /** A mix from My variety packs, changed in place when saved again. */
  saved?: SavedMultipackRef
  canSave?: boolean
}

export interface SaveMultipackRequest {
  id?: string
  name: string
  picks: MultipackChoice[]
}

export type MultipackEvent =
  | { type: 'multipack.add'; productId: string; title: string; price: number; availableQty: number }
  | { type: 'multipack.removeOne'; productId: string }
  | { type: 'multipack.remove'; productId: string }
  | { type: 'multipack.clear' }
  | { type: 'multipack.replaceUnavailable' }
  | { type: 'multipack.addToCart' }
  | { type: 'multipack.startNew' }
  | { type: 'multipack.name'; name: string }
  | { type: 'multipack.save' }
  /** The shopper signed in or out while the builder is open: only a customer keeps mixes. */
  | { type: 'multipack.customer'; signedIn: boolean }
  /** The cart's answer to the box sent to it. */
  | Extract<CartAnswer, { type: 'cart.changed' | 'cart.refused' }>

function withOneMore(picks: MultipackChoice[], add: { productId: string; title: string; price: number }): MultipackChoice[] {
  const existing = picks.find((p) => p.productId === add.productId)
  if (!existing) return [...picks, { ...add, quantity: 1 }]
  return picks.map((p) => (p === existing ? { ...p, quantity: p.quantity + 1 } : p))
}

function withOneFewer(picks: MultipackChoice[], productId: string): MultipackChoice[] {
  return picks.map((p) => (p.productId === productId ? { ...p, quantity: p.quantity - 1 } : p)).filter((p) => p.quantity > 0)
}

/** What a full box can do: lose packs, or go to the cart. */
const changesOfAFullBox = {
  'multipack.removeOne': { target: 'filling', actions: { type: 'removePack', params: ({ event }: { event: { productId: string } }) => event.productId } },
  'multipack.remove': { target: 'filling', actions: { type: 'removeProduct', params: ({ event }: { event: { productId: string } }) => event.productId } },
  'multipack.clear': { target: 'filling', actions: 'emptyBox' },
  'multipack.addToCart': 'sending',
} as const

/** The 30-pack variety mix: the shopper picks packs until exactly 30, then sends the mix to the cart as one line. */
export const multipackMachine = setup({
  types: { context: {} as MultipackContext, events: {} as MultipackEvent, input: {} as MultipackInput },
  actors: {
    saveMultipack: fromPromise<SavedMultipackRef, SaveMultipackRequest>(() => Promise.reject(new Error('saveMultipack is provided by the app'))),
  },
  actions: {
    /** The box goes to the cart as one line (the line it came from, when editing); the cart answers. */
    sendToCart: viaStore<MultipackContext>('cart', ({ context, self }): CartEvent => {
      const picks = context.picks.map(({ productId, quantity }) => ({ productId, quantity }))
      return context.editing
        ? { type: 'cart.setMultipack', lineId: context.editing, picks, replyTo: self }
        : { type: 'cart.addMultipack', picks, replyTo: self }
    }),
    addPack: assign({
      picks: ({ context }, { productId, title, price }: { productId: string; title: string; price: number }) =>
        withOneMore(context.picks, { productId, title, price }),
      error: undefined,
    }),
    removePack: assign({ picks: ({ context }, productId: string) => withOneFewer(context.picks, productId), error: undefined }),
    removeProduct: assign({ picks: ({ context }, productId: string) => context.picks.filter((p) => p.productId !== productId), error: undefined }),
    trackProgress: (_, _progress: { packs: number; size: number }) => {},
    emptyBox: assign({ picks: [], error: undefined }),
    rename: assign({ name: (_, name: string) => name, nameError: undefined }),
    focusFirstError: () => {},
  },
  guards: {
    isFull: ({ context }) => packCount(context.picks) === context.packSize,
    hasUnavailable: ({ context }) => context.unavailable.length > 0,
    canSave: ({ context }) => context.canSave,
    nameRefused: ({ context }) => multipackNameProblem(context.name) !== undefined,
    /** Room in the box, and another pack of this product in stock. */
    canAddPack: ({ context }, add: { productId: string; availableQty: number }) =>
      packCount(context.picks) < context.packSize &&
      !allInStockChosen(context.picks.find((p) => p.productId === add.productId)?.quantity ?? 0, add.availableQty),
  },
}).createMachine({
  id: 'multipack',
  context: ({ input }) => ({
    packSize: input.packSize,
    picks: input.start?.picks ?? [],
    editing: input.start?.id,
    unavailable: input.start?.unavailable ?? [],
    canSave: input.canSave ?? false,
    name: input.saved?.name ?? '',
    savedId: input.saved?.id,
  }),
  initial: 'opening',
  on: {
    'multipack.name': { guard: 'canSave', actions: { type: 'rename', params: ({ event }) => event.name } },
    'multipack.customer': { actions: assign({ canSave: ({ event }) => event.signedIn }) },
  },
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
          actions: [
            { type: 'addPack', params: ({ event }) => event },
            { type: 'trackProgress', params: ({ context }) => ({ packs: packCount(context.picks), size: context.packSize }) },
          ],
        },
        'multipack.removeOne': { actions: { type: 'removePack', params: ({ event }) => event.productId } },
        'multipack.remove': { actions: { type: 'removeProduct', params: ({ event }) => event.productId } },
        'multipack.clear': { actions: 'emptyBox' },
      },
    },
    full: {
      tags: ['full'],
      on: {
        ...changesOfAFullBox,
        // A customer keeps the mix in My variety packs under a name of their own.
        'multipack.save': [
          { guard: and(['canSave', 'nameRefused']), actions: [assign({ nameError: ({ context }) => multipackNameProblem(context.name) }), 'focusFirstError'] },
          { guard: 'canSave', target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['full', 'busy'],
      invoke: {
        id: 'saveMultipack',
        src: 'saveMultipack',
        input: ({ context }) => ({ id: context.savedId, name: context.name.trim(), picks: context.picks }),
        onDone: { target: 'saved', actions: assign({ savedId: ({ event }) => event.output.id, name: ({ context }) => context.name.trim() }) },
        // The name and the box stay as they are, to save again; a call that never reached the store says so.
        onError: { target: 'full', actions: assign({ error: ({ event }) => problemOf(event.error) }) },
      },
    },
    // Kept in My variety packs as it is now; a change to the box or its name is saved again.
    saved: {
      tags: ['full', 'saved'],
      on: {
        ...changesOfAFullBox,
        'multipack.name': { target: 'full', actions: { type: 'rename', params: ({ event }) => event.name } },
      },
    },
    sending: {
      tags: ['full', 'busy'],
      entry: 'sendToCart',
      on: {
        'cart.changed': 'added',
        'cart.refused': { target: 'full', actions: assign({ error: ({ event }) => event.errorKey }) },
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
      on: {
        'multipack.startNew': {
          target: 'filling',
          actions: assign({ picks: [], editing: undefined, error: undefined, savedId: undefined, name: '', nameError: undefined }),
        },
      },
    },
  },
})
