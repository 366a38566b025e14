import { fromPromise } from 'xstate'
import { profileMachine } from './profile.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { updateAccount } from '#api/account.ts'
import { profileOf } from '#domain/customer.ts'

/** My profile wired to the API: what the server keeps is what is shown. */
export function provideProfile(api: ApiClient) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromPromise(async ({ input, signal }) => profileOf(await updateAccount(api, input, signal))),
    },
  })
}
