import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { notifyMeMachine } from './notify-me.machine.ts'
import { notifyMeModel } from './notify-me.model.ts'
import { fakeCall } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(notifyMeModel, (input) => {
  const harness = startHarness(notifyMeModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      editing: (expected) => expect(now().context.error).toBe(expected.context.error),
      sending: () => expect(harness.calls.subscribe!.last().input).toEqual({ email: 'ana@example.com', productId: 'P00006' }),
      subscribed: (expected) => {
        expect(now().status).toBe('done')
        expect(now().context.alreadySubscribed).toBe(expected.context.alreadySubscribed)
      },
    },
  }
})

function createNotify() {
  const server = fakeCall<{ email: string; productId: string }, { alreadySubscribed: boolean }>()
  const logic = notifyMeMachine.provide({ actors: { subscribe: fromPromise(({ input, signal }) => server.run(input, signal)) } })
  return { actor: createActor(logic, { input: { productId: 'P00006' } }).start(), server }
}

describe('notify-me', () => {
  it('names the email rule that was broken', () => {
    const sut = createNotify()
    sut.actor.send({ type: 'notifyMe.submit' })
    expect(sut.actor.getSnapshot().context.error).toBe('emailRequired')
    sut.actor.send({ type: 'notifyMe.change', email: 'ana@' })
    sut.actor.send({ type: 'notifyMe.submit' })
    expect(sut.actor.getSnapshot().context.error).toBe('emailFormat')
  })
})
