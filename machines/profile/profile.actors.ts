import { fromPromise } from 'xstate'
import { profileMachine } from './profile.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { updateAccount } from '../../src/api/account.ts'
import { profileOf } from '../../src/domain/customer.ts'

/** My profile wired to the API: what the server keeps is what is shown. */
export function provideProfile(api: ApiClient) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromPromise(async ({ input, signal }) => profileOf(await updateAccount(api, input, signal))),
    },
  })
}
