import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import * as v from 'valibot'
import { EmailSchema } from '#domain/email.ts'
import { notifyMeMachine } from './notify-me.machine.ts'
import { notifyMeModel } from './notify-me.model.ts'
import { fakeCall } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { answerIn, expectMessageShown } from '../testing/form-checks.ts'
import { startHarness } from '../testing/drive.ts'

modelTests(notifyMeModel, (input) => {
  const harness = startHarness(notifyMeModel, input)
  const now = () => harness.actor.getSnapshot()
  return {
    harness,
    checks: {
      // A submit says what is wrong with the email as typed, by the store's email rule.
      editing: () => {
        const submitted = harness.step.event?.type === 'notifyMe.submit'
        const rule = v.safeParse(EmailSchema, now().context.email)
        expectMessageShown(harness, now().context.error, submitted && !rule.success ? rule.issues[0].message : undefined)
      },
      sending: () => expect(harness.calls.subscribe!.last().input).toEqual({ email: 'ana@example.com', productId: 'P00006' }),
      // Whether the shopper was on the list already is the server's word.
      subscribed: () => {
        expect(now().status).toBe('done')
        expect(now().context.alreadySubscribed).toBe(answerIn<{ alreadySubscribed: boolean }>(harness, 'subscribe')!.alreadySubscribed)
      },
    },
  }
})

function createNotify(email?: string) {
  const server = fakeCall<{ email: string; productId: string }, { alreadySubscribed: boolean }>()
  const logic = notifyMeMachine.provide({ actors: { subscribe: fromPromise(({ input, signal }) => server.run(input, signal)) } })
  return { actor: createActor(logic, { input: { productId: 'P00006', email } }).start(), server }
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

  it('sends the email typed before the form came, as it was typed', () => {
    const sut = createNotify('bea@example.com')
    sut.actor.send({ type: 'notifyMe.submit' })
    expect(sut.server.calls.map((call) => call.input)).toEqual([{ email: 'bea@example.com', productId: 'P00006' }])
  })
})
