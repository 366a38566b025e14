import { fromPromise } from 'xstate'
import { passwordResetMachine } from './password-reset.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { forgotPassword, resetPassword } from '#api/account.ts'

/** The forgotten-password flow wired to the API. */
export function providePasswordReset(api: ApiClient, locale: () => string) {
  return passwordResetMachine.provide({
    actors: {
      askForLink: fromPromise(({ input, signal }) => forgotPassword(api, input.email, locale(), signal)),
      setPassword: fromPromise(({ input, signal }) => resetPassword(api, input.token, input.password, signal)),
    },
  })
}
