import { fromPromise } from 'xstate'
import { registrationBody, registrationMachine } from './registration.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { createRewardsProfile, joinRewards, registerUser, verifyRewardsEmail } from '#api/account.ts'

/** Registration wired to the API, with Snackfolk Rewards on the rewards site. */
export function provideRegistration(api: ApiClient) {
  return registrationMachine.provide({
    actors: {
      register: fromPromise(({ input, signal }) => registerUser(api, registrationBody(input.form, input.sourceId, input.loyaltyId), signal)),
      verifyRewardsEmail: fromPromise(({ input, signal }) => verifyRewardsEmail(api, input.email, signal)),
      joinRewards: fromPromise(({ input: { form }, signal }) =>
        joinRewards(api, { firstName: form.firstName, lastName: form.lastName, email: form.email }, signal),
      ),
      createRewardsProfile: fromPromise(({ input: { form, loyaltyId }, signal }) => {
        const { email, birth, gender, newsletters } = registrationBody(form, '')
        return createRewardsProfile(api, { loyaltyId, email, birth, gender, newsletters }, signal)
      }),
    },
  })
}
