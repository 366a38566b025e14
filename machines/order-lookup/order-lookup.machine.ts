import { assign, fromPromise, setup } from 'xstate'
import { fieldErrors } from '#domain/address.ts'
import { OrderLookupSchema, type PlacedOrder } from '#domain/order.ts'
import { formParts, refused, submitted, withoutError } from '../form.ts'

export interface OrderLookupContext {
  orderNumber: string
  email: string
  /** Message ids by field. */
  errors: { orderNumber?: string; email?: string }
  /** A message id for the server's answer (no such order, or no answer). */
  error?: string
  order?: PlacedOrder
}

export type OrderLookupEvent =
  { type: 'orderLookup.change'; field: 'orderNumber' | 'email'; value: string } | { type: 'orderLookup.submit' } | { type: 'orderLookup.again' }

const form = formParts<OrderLookupContext, OrderLookupEvent>(({ orderNumber, email }) => fieldErrors(OrderLookupSchema, { orderNumber, email }))

/** A guest looks an order up by its number and email. */
export const orderLookupMachine = setup({
  types: { context: {} as OrderLookupContext, events: {} as OrderLookupEvent },
  actors: {
    lookUpOrder: fromPromise<PlacedOrder, { orderNumber: string; email: string }>(() => Promise.reject(new Error('lookUpOrder is provided by the app'))),
  },
  actions: form.actions,
  guards: form.guards,
}).createMachine({
  id: 'orderLookup',
  context: { orderNumber: '', email: '', errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'orderLookup.change': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: withoutError(context.errors, event.field) })),
        },
        'orderLookup.submit': submitted('looking'),
      },
    },
    looking: {
      tags: ['busy'],
      invoke: {
        id: 'lookUpOrder',
        src: 'lookUpOrder',
        input: ({ context }) => ({ orderNumber: context.orderNumber.trim(), email: context.email.trim() }),
        onDone: { target: 'found', actions: assign({ order: ({ event }) => event.output }) },
        onError: refused('editing'),
      },
    },
    found: {
      on: { 'orderLookup.again': { target: 'editing', actions: assign({ order: undefined, orderNumber: '' }) } },
    },
  },
})
