import { assign, fromPromise, setup } from 'xstate'
import type { SavedCard } from '#domain/payment.ts'
import { errorKeyOf } from '#domain/envelope.ts'
import { sayDone } from '../toast/say-done.ts'
import { DoneMessage } from '#domain/done-message.ts'

export interface SavedCardsContext {
  cards: SavedCard[]
  /** The card the shopper asked to delete, until they say yes or keep it. */
  chosen?: string
  /** A message id for a deletion that could not be made; the list stays as it was. */
  error?: string
}

export type SavedCardsEvent = { type: 'savedCards.delete'; id: string } | { type: 'savedCards.confirmDelete' } | { type: 'savedCards.keep' }

/** My saved cards: each is deleted (at the gateway too) once the shopper says yes. */
export const savedCardsMachine = setup({
  types: { context: {} as SavedCardsContext, events: {} as SavedCardsEvent, input: {} as { cards: SavedCard[] } },
  actors: {
    /** Deletes the card, and answers the cards the server keeps. */
    deleteCard: fromPromise<SavedCard[], { id: string }>(() => Promise.reject(new Error('deleteCard is provided by the app'))),
  },
  actions: { sayCardDeleted: sayDone<SavedCardsContext>(DoneMessage.cardDeleted) },
}).createMachine({
  id: 'savedCards',
  context: ({ input }) => ({ cards: input.cards }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'savedCards.delete': { target: 'confirming', actions: assign({ chosen: ({ event }) => event.id, error: undefined }) },
      },
    },
    confirming: {
      on: {
        'savedCards.confirmDelete': 'deleting',
        'savedCards.keep': { target: 'listing', actions: assign({ chosen: undefined }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ id: context.chosen! }),
        onDone: { target: 'listing', actions: [assign({ cards: ({ event }) => event.output, chosen: undefined }), 'sayCardDeleted'] },
        onError: { target: 'listing', actions: assign({ error: ({ event }) => errorKeyOf(event.error), chosen: undefined }) },
      },
    },
  },
})
