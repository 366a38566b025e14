import { fromPromise } from 'xstate'
import { changePasswordMachine } from './change-password.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { changePassword } from '#api/account.ts'

/** Change password wired to the API. */
export function provideChangePassword(api: ApiClient) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input, signal }) => changePassword(api, input, signal)) },
  })
}
