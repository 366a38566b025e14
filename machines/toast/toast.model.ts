import { defineModel } from '../testing/model.ts'
import { toastMachine } from './toast.machine.ts'

/** A toast appears, stays 4000 ms (or the time it asks for) from the last one shown, and can be dismissed. */
export const toastModel = defineModel({
  machine: toastMachine,
  starts: { 'a page opens': undefined },
  events: {
    'a success toast': { type: 'toast.show', toast: { kind: 'success', message: 'saved' } },
    'an error toast for 1000 ms': { type: 'toast.show', toast: { kind: 'error', message: 'requestFailed' }, duration: 1000 },
    'an error toast that offers to reload': { type: 'toast.show', toast: { kind: 'error', message: 'validationFailed', action: 'reload' } },
    'presses Reload': { type: 'toast.act' },
  },
  facts: (snapshot) => ({ kind: snapshot.context.toast?.kind, reload: snapshot.context.toast?.action === 'reload' }),
})
