import { fromPromise } from 'xstate'
import { registrationBody, registrationMachine } from './registration.machine.ts'
import type { ApiClient } from '../../src/api/client.ts'
import { registerUser } from '../../src/api/account.ts'

/** Registration wired to the API. */
export function provideRegistration(api: ApiClient) {
  return registrationMachine.provide({
    actors: { register: fromPromise(({ input, signal }) => registerUser(api, registrationBody(input.form, input.sourceId), signal)) },
  })
}
