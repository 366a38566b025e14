import { waitFor } from 'xstate'
import type { Store } from './create-store.ts'

export class StoreUnavailableError extends Error {}

/** Resolves once the session has its handshake; fails when the server could not be reached. */
export async function waitForSession(session: Store['session']): Promise<void> {
  const settled = await waitFor(session, (state) => state.matches('ready') || state.matches('unavailable'))
  if (settled.matches('unavailable')) throw new StoreUnavailableError('The store could not start a session')
}
