import { assign, fromPromise, setup } from 'xstate'
import type { CaptureContextGrant } from '#domain/order.ts'
import { errorKeyOf } from '#domain/envelope.ts'

export interface PaymentSessionInput {
  /** How long a capture context lives (15 minutes). */
  lifeMs: number
  /** How long before the end the shopper is warned (2 minutes; never under 20 seconds, WCAG 2.2.1). */
  warnBeforeMs: number
}

export interface PaymentSessionContext extends PaymentSessionInput {
  grant?: CaptureContextGrant
  /** When the current capture context was made (its expiry less its life). */
  createdAt?: string
  extended: boolean
  /** The about-to-expire dialog is showing. */
  warning: boolean
  /** A message id when no capture context could be had. */
  error?: string
}

export type PaymentSessionEvent =
  | { type: 'paymentSession.extend' }
  | { type: 'paymentSession.ignore' }
  | { type: 'paymentSession.markExpired' }
  | { type: 'paymentSession.reload' }
  | { type: 'paymentSession.retry' }

/**
 * The card's payment session (SPEC §4): started (its time recorded, not extended), about to expire
 * (a warning), then extended (a new capture context, the card frame mounted again, the warning
 * cleared) or expired (the page reloads). No processor extends a session: extending is a new one.
 */
export const paymentSessionMachine = setup({
  types: { context: {} as PaymentSessionContext, events: {} as PaymentSessionEvent, input: {} as PaymentSessionInput },
  actors: {
    createCaptureContext: fromPromise<CaptureContextGrant>(() => Promise.reject(new Error('createCaptureContext is provided by the app'))),
  },
  actions: {
    /** Starts the page afresh: the payment step with a new session. */
    requestReload: () => {},
    /** Forgets the card's transient token: a new session needs the card again. */
    resetCard: () => {},
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.lifeMs - context.warnBeforeMs),
    warningTime: ({ context }) => context.warnBeforeMs,
  },
}).createMachine({
  id: 'paymentSession',
  context: ({ input }) => ({ ...input, extended: false, warning: false }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'createCaptureContext',
        src: 'createCaptureContext',
        onDone: {
          target: 'started',
          actions: assign(({ context, event }) => ({
            grant: event.output,
            createdAt: new Date(Date.parse(event.output.expiresAt) - context.lifeMs).toISOString(),
            extended: false,
            error: undefined,
          })),
        },
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    unavailable: {
      on: { 'paymentSession.retry': 'starting' },
    },
    started: {
      tags: ['open'],
      after: { untilWarning: 'ending' },
    },
    // The last minutes of the session: they run out whatever the shopper does, unless a new session starts.
    ending: {
      tags: ['open'],
      initial: 'warned',
      after: { warningTime: 'expired' },
      states: {
        warned: {
          tags: ['warning'],
          entry: assign({ warning: true }),
          on: {
            'paymentSession.extend': 'extending',
            'paymentSession.ignore': { target: 'ignored', actions: assign({ warning: false }) },
            // The shopper would rather start again: the warning goes, and the page reloads.
            'paymentSession.markExpired': { target: '#paymentSession.expired', actions: [assign({ warning: false }), 'requestReload'] },
          },
        },
        ignored: {},
        extending: {
          tags: ['warning', 'busy'],
          invoke: {
            id: 'extendCaptureContext',
            src: 'createCaptureContext',
            onDone: {
              target: '#paymentSession.started',
              actions: [
                assign(({ context, event }) => ({
                  grant: event.output,
                  createdAt: new Date(Date.parse(event.output.expiresAt) - context.lifeMs).toISOString(),
                  extended: true,
                  warning: false,
                  error: undefined,
                })),
                'resetCard',
              ],
            },
            onError: { target: 'warned', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
      },
    },
    expired: {
      tags: ['expired'],
      entry: ['resetCard', assign({ warning: false })],
      on: { 'paymentSession.reload': { actions: 'requestReload' } },
    },
  },
})
