import { fromPromise } from 'xstate'
import { notifyMeMachine } from './notify-me.machine.ts'
import type { ApiClient } from '#api/client.ts'
import { requestNotifyMe } from '#api/shopper.ts'

export function provideNotifyMe(api: ApiClient) {
  return notifyMeMachine.provide({
    actors: { subscribe: fromPromise(({ input, signal }) => requestNotifyMe(api, input.email, input.productId, signal)) },
  })
}
