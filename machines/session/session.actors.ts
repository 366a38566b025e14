import { fromPromise } from 'xstate'
import { sessionMachine, type SessionInput } from './session.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { requestHandshake } from '../../src/api/handshake.ts'
import {
  clearHandshake,
  clearSignIn,
  readHandshake,
  SessionKey,
  writeHandshake,
  writeSignIn,
  type SessionStorageLike,
} from '../../src/api/session-values.ts'

export const TEST_EXPIRY_FLAG = 'testsessionexpirefeature'

export interface SessionDeps {
  api: ApiClient
  storage: SessionStorageLike
}

/** The session machine wired to the API and to session storage; navigation and toasts come from the app root. */
export function provideSession({ api, storage }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      requestHandshake: fromPromise(({ signal }) => requestHandshake(api, signal)),
    },
    actions: {
      storeHandshake: (_, handshake) => writeHandshake(storage, handshake),
      forgetHandshake: () => clearHandshake(storage),
      storeSignIn: (_, signIn) => writeSignIn(storage, signIn),
      forgetSignIn: () => clearSignIn(storage),
    },
  })
}

/** What the session starts from: stored values and the expiry test flag in the URL. */
export function sessionInput(storage: SessionStorageLike, url: URL): SessionInput {
  return {
    handshake: readHandshake(storage),
    accessToken: storage.getItem(SessionKey.accessToken) ?? undefined,
    accountId: storage.getItem(SessionKey.accountId) ?? undefined,
    testExpiry: url.searchParams.has(TEST_EXPIRY_FLAG),
  }
}
