import { assign, setup } from 'xstate'
import { TOAST_DURATION_MS } from '#domain/constants.ts'

export type ToastKind = 'success' | 'error'

export interface Toast {
  kind: ToastKind
  /** A message id; the view translates it. */
  message: string
  /** What the toast offers to do: reload the page. */
  action?: 'reload'
}

export type ToastEvent =
  | { type: 'toast.show'; toast: Toast; duration?: number }
  | { type: 'toast.dismiss' }
  /** The shopper presses the toast's action. */
  | { type: 'toast.act' }

/** One toast at a time: a new one replaces the last and restarts the clock; one that offers to reload the page does, when asked. */
export const toastMachine = setup({
  types: {
    context: {} as { toast?: Toast; duration: number },
    events: {} as ToastEvent,
  },
  actions: {
    showToast: assign(({ event }) => (event.type === 'toast.show' ? { toast: event.toast, duration: event.duration ?? TOAST_DURATION_MS } : {})),
    clearToast: assign({ toast: undefined }),
    /** Starts the page afresh. */
    reloadPage: () => {},
  },
  guards: {
    offersReload: ({ context }) => context.toast?.action === 'reload',
  },
  delays: {
    toastDuration: ({ context }) => context.duration,
  },
}).createMachine({
  id: 'toast',
  context: { duration: TOAST_DURATION_MS },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'toast.show': { target: 'shown', actions: 'showToast' } },
    },
    shown: {
      after: { toastDuration: { target: 'hidden', actions: 'clearToast' } },
      on: {
        'toast.show': { target: 'shown', reenter: true, actions: 'showToast' },
        'toast.dismiss': { target: 'hidden', actions: 'clearToast' },
        'toast.act': { guard: 'offersReload', target: 'hidden', actions: ['clearToast', 'reloadPage'] },
      },
    },
  },
})
