import { waitFor, type ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/session.machine.ts'
import { StoreUnavailableError } from './store-unavailable.ts'

export { StoreUnavailableError }

/** Resolves once the session has its handshake; fails when the server could not be reached. */
export async function waitForSession(session: ActorRefFrom<typeof sessionMachine>): Promise<void> {
  const settled = await waitFor(session, (state) => state.matches('ready') || state.matches('unavailable'))
  if (settled.matches('unavailable')) throw new StoreUnavailableError('The store could not start a session')
}
