import { assign, fromPromise, setup } from 'xstate'
import * as v from 'valibot'
import { EmailSchema } from '#domain/email.ts'
import { errorKeyOf } from '#domain/envelope.ts'

export interface NotifyMeContext {
  productId: string
  email: string
  error?: string
  alreadySubscribed: boolean
}

export type NotifyMeEvent = { type: 'notifyMe.change'; email: string } | { type: 'notifyMe.submit' }

/** Notify me when an unavailable product is back: an email, checked here and on the server. */
export const notifyMeMachine = setup({
  types: { context: {} as NotifyMeContext, events: {} as NotifyMeEvent, input: {} as { productId: string; email?: string } },
  actors: {
    subscribe: fromPromise<{ alreadySubscribed: boolean }, { email: string; productId: string }>(() =>
      Promise.reject(new Error('subscribe is provided by the app')),
    ),
  },
  guards: {
    isValidEmail: ({ context }) => v.is(EmailSchema, context.email),
  },
  actions: {
    explainEmail: assign({
      error: ({ context }) => {
        const result = v.safeParse(EmailSchema, context.email)
        return result.success ? undefined : result.issues[0].message
      },
    }),
  },
}).createMachine({
  id: 'notifyMe',
  context: ({ input }) => ({ productId: input.productId, email: input.email ?? '', alreadySubscribed: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'notifyMe.change': { actions: assign({ email: ({ event }) => event.email, error: undefined }) },
        'notifyMe.submit': [{ guard: 'isValidEmail', target: 'sending' }, { actions: 'explainEmail' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email, productId: context.productId }),
        onDone: { target: 'subscribed', actions: assign({ alreadySubscribed: ({ event }) => event.output.alreadySubscribed }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorKeyOf(event.error) }),
        },
      },
    },
    subscribed: { type: 'final' },
  },
})
