import { fromPromise } from 'xstate'
import { addressBookMachine } from './address-book.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { changeAddresses } from '#api/account.ts'

/** My addresses wired to the API. */
export function provideAddressBook(api: ApiClient) {
  return addressBookMachine.provide({ actors: { changeAddresses: fromPromise(({ input, signal }) => changeAddresses(api, input, signal)) } })
}
