import { fromPromise } from 'xstate'
import { sessionMachine, type RenewalRefused, type SessionInput } from './session.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { requestHandshake } from '#api/handshake.ts'
import type { SessionStorageLike } from '#api/session-values.ts'
import { clearHandshake, clearSignIn, readHandshake, readSignIn, writeHandshake, writeSignIn } from '#api/kept-session.ts'
import type { SignInClient } from '#api/sign-in.ts'

export const TEST_EXPIRY_FLAG = 'testsessionexpirefeature'

export interface SessionDeps {
  api: ApiClient
  tabStorage: SessionStorageLike
  /** The site as the provider's client: what renews its tokens and signs the shopper out there. */
  client: SignInClient
  locale: () => string
}

/** The session machine wired to the API, the provider and session storage; navigation and toasts come from the app root. The OpenID code loads only when needed. */
export function provideSession({ api, tabStorage, client, locale }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      requestHandshake: fromPromise(({ signal }) => requestHandshake(api, signal)),
      renewToken: fromPromise(async ({ input }) => {
        const { discover, renewSignIn, isSignInEnded } = await import('#api/sign-in.ts')
        try {
          return await renewSignIn(client, await discover(client.issuer), input.refreshToken)
        } catch (error) {
          throw { ended: isSignInEnded(error) } satisfies RenewalRefused
        }
      }),
      endProviderSession: fromPromise(async ({ input }) => {
        const { discover, signOutUrl } = await import('#api/sign-in.ts')
        return {
          url: signOutUrl(client, await discover(client.issuer), {
            idToken: input.idToken,
            returnTo: `${new URL(client.redirectUri).origin}/`,
            locale: locale(),
          }),
        }
      }),
    },
    actions: {
      storeHandshake: (_, handshake) => writeHandshake(tabStorage, handshake),
      forgetHandshake: () => clearHandshake(tabStorage),
      storeSignIn: (_, signIn) => writeSignIn(tabStorage, signIn),
      forgetSignIn: () => clearSignIn(tabStorage),
    },
  })
}

/** What the session starts from: stored values and the expiry test flag in the URL. */
export function sessionInput(storage: SessionStorageLike, url: URL): SessionInput {
  const signIn = readSignIn(storage)
  return {
    handshake: readHandshake(storage),
    accessToken: signIn?.accessToken,
    accountId: signIn?.accountId,
    refreshToken: signIn?.refreshToken,
    idToken: signIn?.idToken,
    expiresInMs: signIn?.expiresInMs,
    testExpiry: url.searchParams.has(TEST_EXPIRY_FLAG),
  }
}
