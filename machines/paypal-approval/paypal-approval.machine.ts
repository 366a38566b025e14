import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import type { PaidOrderRequest } from '#domain/order.ts'
import { errorKeyOf } from '#domain/envelope.ts'
import { PaymentMessage, type PayPalOrder, type PayPalStatus } from '#domain/payment.ts'

export interface PayPalApprovalInput {
  request: PaidOrderRequest
}

export interface PayPalApprovalContext extends PayPalApprovalInput {
  order?: PayPalOrder
  status?: PayPalStatus
  /** A message id for why PayPal does not pay, said on the payment step. */
  error?: string
}

export type PayPalApprovalEvent =
  /** The window opened, blank, in the shopper's click. */
  | { type: 'paypal.opened' }
  /** The browser kept the window from opening. */
  | { type: 'paypal.blocked' }
  /** The approval window closed: the payer answered in it, or closed it. */
  | { type: 'paypal.windowClosed' }
  /** The shopper gives up on the window from the store's page. */
  | { type: 'paypal.cancel' }

/** What the chart tells the approval window: show PayPal's approval page for the order. */
export type ApprovalWindowCommand = { type: 'approvalWindow.show'; url: string }

/** How the approval ended: a PayPal order the payer approved, or why not. */
export type PayPalApproval = { approved: true; orderId: string; payerId?: string; amount: number } | { approved: false; errorKey: string }

/**
 * PayPal's approval (SPEC §1, Orders v2): the window opens from the click itself, before any call,
 * so the browser lets it open; then the store makes a PayPal order for what is left to pay and the
 * window shows its approval page; when the window closes, the store asks how the payer answered.
 */
export const paypalApprovalMachine = setup({
  types: {
    context: {} as PayPalApprovalContext,
    events: {} as PayPalApprovalEvent,
    input: {} as PayPalApprovalInput,
    output: {} as PayPalApproval,
  },
  actors: {
    createPayPalOrder: fromPromise<PayPalOrder, PaidOrderRequest>(() => Promise.reject(new Error('createPayPalOrder is provided by the app'))),
    getPayPalStatus: fromPromise<PayPalStatus, { orderId: string }>(() => Promise.reject(new Error('getPayPalStatus is provided by the app'))),
    /**
     * PayPal's window: opened blank as the chart starts, in the shopper's click (told back as
     * paypal.opened, or paypal.blocked), shown PayPal's page when told, watched until it closes
     * (paypal.windowClosed), and closed with the chart if it is still open.
     */
    approvalWindow: fromCallback<ApprovalWindowCommand>(() => () => {}),
  },
  guards: {
    payerApproved: (_, status: PayPalStatus) => status.status === 'approved',
  },
}).createMachine({
  id: 'paypalApproval',
  context: ({ input }) => ({ ...input }),
  // The window lives as long as the chart: whatever the end, no window is left open.
  invoke: { id: 'approvalWindow', src: 'approvalWindow' },
  initial: 'opening',
  on: {
    'paypal.cancel': { target: '.refused', actions: assign({ error: PaymentMessage.paypalCancelled }) },
  },
  states: {
    opening: {
      on: {
        'paypal.opened': 'creating',
        'paypal.blocked': { target: 'refused', actions: assign({ error: PaymentMessage.popupBlocked }) },
      },
    },
    // The window waits, blank, while the store makes the PayPal order; closed meanwhile, there is nothing to approve.
    creating: {
      on: { 'paypal.windowClosed': { target: 'refused', actions: assign({ error: PaymentMessage.paypalClosed }) } },
      invoke: {
        id: 'createPayPalOrder',
        src: 'createPayPalOrder',
        input: ({ context }) => context.request,
        onDone: {
          target: 'approving',
          actions: [
            assign({ order: ({ event }) => event.output }),
            sendTo('approvalWindow', ({ event }) => ({ type: 'approvalWindow.show' as const, url: event.output.paymentRedirectURL })),
          ],
        },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    // The payer answers in PayPal's window; the store waits for it to close.
    approving: {
      on: { 'paypal.windowClosed': 'checking' },
    },
    checking: {
      invoke: {
        id: 'getPayPalStatus',
        src: 'getPayPalStatus',
        input: ({ context }) => ({ orderId: context.order!.orderId }),
        onDone: [
          {
            guard: { type: 'payerApproved', params: ({ event }) => event.output },
            target: 'approved',
            actions: assign({ status: ({ event }) => event.output }),
          },
          { target: 'refused', actions: assign({ status: ({ event }) => event.output, error: ({ event }) => refusalOf(event.output) }) },
        ],
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    approved: { type: 'final' },
    refused: { type: 'final' },
  },
  output: ({ context }) =>
    context.status?.status === 'approved'
      ? { approved: true, orderId: context.status.orderId, payerId: context.status.payerId, amount: context.order!.amount }
      : { approved: false, errorKey: context.error ?? PaymentMessage.paypalClosed },
})

/** Why the payer's answer does not pay: cancelled, declined, or the window closed before an answer. */
function refusalOf(status: PayPalStatus): string {
  if (status.status === 'cancelled') return PaymentMessage.paypalCancelled
  if (status.status === 'declined') return PaymentMessage.paypalDeclined
  return PaymentMessage.paypalClosed
}
