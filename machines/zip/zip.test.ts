import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { zipMachine, ZIP_FORMAT_ERROR } from './zip.machine.ts'
import { fakeCall, settle } from '../test-support.ts'
import type { ZipResult } from '../../src/domain/zip.ts'

/** The shopper opens the popup, types, submits; a bad zip is explained and nothing is saved. */
const zipModel = setup({
  types: { context: {} as { draft: 'none' | 'valid' | 'malformed'; error: boolean; saved: boolean } },
  guards: { draftIsValid: ({ context }) => context.draft === 'valid' },
}).createMachine({
  id: 'zipModel',
  context: { draft: 'none', error: false, saved: false },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'editing', actions: assign({ error: false, draft: ({ context }) => (context.saved ? 'valid' : 'none') }) } },
    },
    editing: {
      on: {
        TYPE_VALID: { actions: assign({ draft: 'valid', error: false }) },
        TYPE_MALFORMED: { actions: assign({ draft: 'malformed', error: false }) },
        SUBMIT: [{ guard: 'draftIsValid', target: 'checking' }, { actions: assign({ error: true }) }],
        CANCEL: 'closed',
      },
    },
    checking: {
      on: {
        SERVER_ACCEPTS: { target: 'closed', actions: assign({ saved: true }) },
        SERVER_REFUSES: { target: 'editing', actions: assign({ error: true }) },
        CANCEL: 'closed',
      },
    },
  },
})

const NEW_YORK: ZipResult = { zipcode: '10001', state: 'ny', locationNumber: 1 }

function createZip() {
  const server = fakeCall<{ zip: string }, ZipResult>()
  const saved: ZipResult[] = []
  const logic = zipMachine.provide({
    actors: { validateZip: fromPromise(({ input, signal }) => server.run(input, signal)) },
    actions: { storeZip: (_, zip) => void saved.push(zip) },
  })
  return { actor: createActor(logic, { input: {} }).start(), server, saved }
}

describe('zip popup paths', () => {
  for (const path of createTestModel(zipModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createZip()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          closed: (state) => {
            expect(now().matches('closed')).toBe(true)
            expect(sut.saved.length > 0).toBe(state.context.saved)
            if (state.context.saved) expect(now().context.current).toEqual(NEW_YORK)
          },
          editing: (state) => {
            expect(now().matches({ open: 'editing' })).toBe(true)
            expect(now().context.error !== undefined).toBe(state.context.error)
          },
          checking: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.server.last().input.zip).toBe('10001')
          },
        },
        events: {
          OPEN: () => sut.actor.send({ type: 'zip.open' }),
          TYPE_VALID: () => sut.actor.send({ type: 'zip.change', zip: '10001' }),
          TYPE_MALFORMED: () => sut.actor.send({ type: 'zip.change', zip: '1000' }),
          SUBMIT: () => sut.actor.send({ type: 'zip.submit' }),
          CANCEL: () => sut.actor.send({ type: 'zip.cancel' }),
          SERVER_ACCEPTS: async () => {
            sut.server.last().answer.resolve(NEW_YORK)
            await settle()
          },
          SERVER_REFUSES: async () => {
            sut.server.last().answer.reject({ errorKey: 'noShippingToState' })
            await settle()
          },
        },
      })
    })
  }
})

describe('zip popup', () => {
  it('explains a malformed zip without asking the server', () => {
    const sut = createZip()
    sut.actor.send({ type: 'zip.open' })
    sut.actor.send({ type: 'zip.change', zip: '1234' })
    sut.actor.send({ type: 'zip.submit' })
    expect(sut.actor.getSnapshot().context.error).toBe(ZIP_FORMAT_ERROR)
    expect(sut.server.calls).toHaveLength(0)
  })

  it('keeps the server’s reason for a refused zip', async () => {
    const sut = createZip()
    sut.actor.send({ type: 'zip.open' })
    sut.actor.send({ type: 'zip.change', zip: '96813' })
    sut.actor.send({ type: 'zip.submit' })
    sut.server.last().answer.reject({ errorKey: 'noShippingToState' })
    await settle()
    expect(sut.actor.getSnapshot().context.error).toBe('noShippingToState')
    expect(sut.saved).toEqual([])
  })
})
