import { fromPromise } from 'xstate'
import { orderLookupMachine } from './order-lookup.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { lookUpOrder } from '#api/orders.ts'

/** Order lookup wired to the API. */
export function provideOrderLookup(api: ApiClient) {
  return orderLookupMachine.provide({
    actors: { lookUpOrder: fromPromise(({ input, signal }) => lookUpOrder(api, input.orderNumber, input.email, signal)) },
  })
}
