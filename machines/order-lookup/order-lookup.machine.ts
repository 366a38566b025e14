import { assign, fromPromise, setup } from 'xstate'
import * as v from 'valibot'
import { EmailSchema } from '../../src/domain/email.ts'
import { OrderNumberSchema, type LookedUpOrder } from '../../src/domain/order.ts'
import { errorKeyOf } from '../../src/domain/envelope.ts'

export interface OrderLookupContext {
  orderNumber: string
  email: string
  /** Message ids by field. */
  errors: { orderNumber?: string; email?: string }
  /** A message id for the server's answer (no such order, or no answer). */
  error?: string
  order?: LookedUpOrder
}

export type OrderLookupEvent =
  { type: 'orderLookup.change'; field: 'orderNumber' | 'email'; value: string } | { type: 'orderLookup.submit' } | { type: 'orderLookup.again' }

function fieldErrors({ orderNumber, email }: OrderLookupContext): OrderLookupContext['errors'] {
  const number = v.safeParse(OrderNumberSchema, orderNumber)
  const mail = v.safeParse(EmailSchema, email)
  return {
    ...(number.success ? {} : { orderNumber: orderNumber.trim() === '' ? 'orderNumberRequired' : 'orderNumberFormat' }),
    ...(mail.success ? {} : { email: mail.issues[0].message }),
  }
}

/** A guest looks an order up by its number and email. */
export const orderLookupMachine = setup({
  types: { context: {} as OrderLookupContext, events: {} as OrderLookupEvent },
  actors: {
    lookUpOrder: fromPromise<LookedUpOrder, { orderNumber: string; email: string }>(() => Promise.reject(new Error('lookUpOrder is provided by the app'))),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(fieldErrors(context)).length > 0,
  },
}).createMachine({
  id: 'orderLookup',
  context: { orderNumber: '', email: '', errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'orderLookup.change': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })),
        },
        'orderLookup.submit': [
          { guard: 'hasErrors', actions: assign({ errors: ({ context }) => fieldErrors(context), error: undefined }) },
          { target: 'looking', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    looking: {
      tags: ['busy'],
      invoke: {
        id: 'lookUpOrder',
        src: 'lookUpOrder',
        input: ({ context }) => ({ orderNumber: context.orderNumber.trim(), email: context.email.trim() }),
        onDone: { target: 'found', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    found: {
      on: { 'orderLookup.again': { target: 'editing', actions: assign({ order: undefined, orderNumber: '' }) } },
    },
  },
})
