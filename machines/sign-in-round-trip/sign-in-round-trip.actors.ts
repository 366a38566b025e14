import { fromPromise } from 'xstate'
import * as v from 'valibot'
import { signInRoundTripMachine } from './sign-in-round-trip.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { pkceChallenge } from '#api/account.ts'
import type { SessionStorageLike } from '#api/session-values.ts'
import type { SignInClient } from '#api/sign-in.ts'

/** Where a sign-in keeps its state, PKCE verifier and return address until the provider sends the shopper back (this tab only). */
export const SIGN_IN_KEY = 'snackfolk.signIn'

const PendingSchema = v.object({ state: v.string(), codeVerifier: v.string(), returnTo: v.string() })

export interface SignInRoundTripDeps {
  api: ApiClient
  client: SignInClient
  tabStorage: SessionStorageLike
  locale: () => string
}

/** The sign-in machine wired to the provider and this tab's session storage; the OpenID code is loaded only when a shopper signs in. */
export function provideSignInRoundTrip({ api, client, tabStorage, locale }: SignInRoundTripDeps) {
  return signInRoundTripMachine.provide({
    actors: {
      prepareSignIn: fromPromise(async ({ input, signal }) => {
        const { discover, signInUrl, newState } = await import('#api/sign-in.ts')
        const [server, pkce] = await Promise.all([discover(client.issuer), pkceChallenge(api, signal)])
        const pending = { state: newState(), codeVerifier: pkce.codeVerifier, returnTo: input.returnTo }
        tabStorage.setItem(SIGN_IN_KEY, JSON.stringify(pending))
        // The provider always asks for the password: a shared computer's earlier sign-in is not reused.
        return {
          url: signInUrl(client, server, { ...pending, codeChallenge: pkce.codeChallenge }, { locale: locale(), prompt: 'login', loginHint: input.loginHint })
            .href,
        }
      }),
      finishSignIn: fromPromise(async ({ input }) => {
        const { discover, finishSignIn } = await import('#api/sign-in.ts')
        const kept = v.safeParse(PendingSchema, JSON.parse(tabStorage.getItem(SIGN_IN_KEY) ?? 'null'))
        tabStorage.removeItem(SIGN_IN_KEY)
        if (!kept.success) throw { errorKey: 'signInFailed' }
        try {
          const signedIn = await finishSignIn(client, await discover(client.issuer), new URL(input.returned), kept.output)
          return { ...signedIn, returnTo: kept.output.returnTo }
        } catch {
          throw { errorKey: 'signInFailed' }
        }
      }),
    },
  })
}
