import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { notifyMeMachine } from './notify-me.machine.ts'
import { fakeCall, settle } from '../test-support.ts'

/** An email is checked, sent once, and the answer says whether it was new. */
const notifyModel = setup({
  types: { context: {} as { email: 'none' | 'valid' | 'invalid'; error: boolean; already: boolean } },
  guards: { emailIsValid: ({ context }) => context.email === 'valid' },
}).createMachine({
  id: 'notifyModel',
  context: { email: 'none', error: false, already: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE_VALID: { actions: assign({ email: 'valid', error: false }) },
        TYPE_INVALID: { actions: assign({ email: 'invalid', error: false }) },
        SUBMIT: [{ guard: 'emailIsValid', target: 'sending' }, { actions: assign({ error: true }) }],
      },
    },
    sending: {
      on: {
        SERVER_SUBSCRIBES: { target: 'subscribed', actions: assign({ already: false }) },
        SERVER_ALREADY_HAS_IT: { target: 'subscribed', actions: assign({ already: true }) },
        SERVER_FAILS: { target: 'editing', actions: assign({ error: true }) },
      },
    },
    subscribed: {},
  },
})

function createNotify() {
  const server = fakeCall<{ email: string; productId: string }, { alreadySubscribed: boolean }>()
  const logic = notifyMeMachine.provide({ actors: { subscribe: fromPromise(({ input, signal }) => server.run(input, signal)) } })
  return { actor: createActor(logic, { input: { productId: 'P00006' } }).start(), server }
}

describe('notify-me paths', () => {
  for (const path of createTestModel(notifyModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createNotify()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          editing: (state) => {
            expect(now().matches('editing')).toBe(true)
            expect(now().context.error !== undefined).toBe(state.context.error)
          },
          sending: () => expect(sut.server.last().input).toEqual({ email: 'ana@example.com', productId: 'P00006' }),
          subscribed: (state) => {
            expect(now().status).toBe('done')
            expect(now().context.alreadySubscribed).toBe(state.context.already)
          },
        },
        events: {
          TYPE_VALID: () => sut.actor.send({ type: 'notifyMe.change', email: 'ana@example.com' }),
          TYPE_INVALID: () => sut.actor.send({ type: 'notifyMe.change', email: 'ana@' }),
          SUBMIT: () => sut.actor.send({ type: 'notifyMe.submit' }),
          SERVER_SUBSCRIBES: async () => {
            sut.server.last().answer.resolve({ alreadySubscribed: false })
            await settle()
          },
          SERVER_ALREADY_HAS_IT: async () => {
            sut.server.last().answer.resolve({ alreadySubscribed: true })
            await settle()
          },
          SERVER_FAILS: async () => {
            sut.server.last().answer.reject({ errorKey: 'requestFailed' })
            await settle()
          },
        },
      })
    })
  }
})

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
