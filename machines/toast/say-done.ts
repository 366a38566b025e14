import type { MachineContext } from 'xstate'
import { viaStore } from '../store/system.ts'
import type { DoneMessageId } from '#domain/done-message.ts'

/** Tells the shopper a change they made is done: a success toast, which the store shows once it can. */
export const sayDone = <TContext extends MachineContext>(message: DoneMessageId) =>
  viaStore<TContext>('toast', () => ({ type: 'toast.show', toast: { kind: 'success', message } }))
