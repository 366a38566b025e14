import { fromPromise } from 'xstate'
import { profileMachine } from './profile.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { updateAccount } from '../../src/api/account.ts'
import type { Profile } from '../../src/domain/account.ts'

/** My profile wired to the API: what the server keeps is what is shown. */
export function provideProfile(api: ApiClient) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromPromise(async ({ input, signal }) => {
        const customer = await updateAccount(api, input, signal)
        const contact = customer.accountContacts[0]!
        return { firstName: contact.firstName, lastName: contact.lastName, newsletters: customer.newsletters as Profile['newsletters'] }
      }),
    },
  })
}
