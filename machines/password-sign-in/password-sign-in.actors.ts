import { fromPromise } from 'xstate'
import { passwordSignInMachine } from './password-sign-in.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { loadInteraction, startGoogleSignIn, submitSignIn } from '#api/account.ts'

/** The sign-in page wired to the provider's interaction calls. */
export function providePasswordSignIn(api: ApiClient) {
  return passwordSignInMachine.provide({
    actors: {
      loadInteraction: fromPromise(({ input, signal }) => loadInteraction(api, input.uid, signal)),
      submitSignIn: fromPromise(({ input, signal }) => submitSignIn(api, input.uid, { email: input.email, password: input.password }, signal)),
      startGoogle: fromPromise(({ input, signal }) => startGoogleSignIn(api, input.uid, signal)),
    },
  })
}
