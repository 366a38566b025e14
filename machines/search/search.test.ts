import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, SimulatedClock } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { searchMachine, SEARCH_DEBOUNCE_MS } from './search.machine.ts'
import { fakeCall, settle } from '../test-support.ts'
import type { Autocomplete } from '../../src/domain/catalog.ts'

const SUGGESTIONS: Autocomplete = { products: [{ slug: 'a', title: 'A chips', imageUrl: '/a.svg' }], brands: [], flavors: [] }

/** Typing waits for a pause, asks once, and a newer query replaces an older one. */
const searchModel = setup({}).createMachine({
  id: 'searchModel',
  initial: 'idle',
  on: { TYPE_SHORT: '.idle', TYPE_LONG: '.waiting', CLEAR: '.idle' },
  states: {
    idle: {},
    waiting: { on: { PAUSE: 'loading' } },
    loading: { on: { SUGGESTIONS_ARRIVE: 'showing', REQUEST_FAILS: 'failed' } },
    showing: {},
    failed: {},
  },
})

function createSearch() {
  const clock = new SimulatedClock()
  const server = fakeCall<{ query: string }, Autocomplete>()
  const logic = searchMachine.provide({ actors: { fetchSuggestions: fromPromise(({ input, signal }) => server.run(input, signal)) } })
  const actor = createActor(logic, { clock }).start()
  return { actor, clock, server, typed: 0 }
}

describe('search machine paths', () => {
  for (const path of createTestModel(searchModel).getShortestPaths()) {
    it(path.description, async () => {
      const sut = createSearch()
      const now = () => sut.actor.getSnapshot()
      await path.test({
        states: {
          idle: () => {
            expect(now().matches('idle')).toBe(true)
            expect(now().context.suggestions).toBeUndefined()
          },
          waiting: () => {
            const asked = sut.server.calls.length
            sut.clock.increment(SEARCH_DEBOUNCE_MS - 1)
            expect(sut.server.calls.length).toBe(asked)
          },
          loading: () => {
            expect(now().hasTag('busy')).toBe(true)
            expect(sut.server.last().input.query).toBe(now().context.query)
            expect(sut.server.calls.slice(0, -1).every((call) => call.signal.aborted || call.answered)).toBe(true)
          },
          showing: () => expect(now().context.suggestions).toEqual(SUGGESTIONS),
          failed: () => {
            expect(now().matches('failed')).toBe(true)
            expect(now().context.suggestions).toBeUndefined()
          },
        },
        events: {
          TYPE_SHORT: () => sut.actor.send({ type: 'search.type', query: 'c' }),
          TYPE_LONG: () => sut.actor.send({ type: 'search.type', query: `chips ${++sut.typed}` }),
          CLEAR: () => sut.actor.send({ type: 'search.clear' }),
          PAUSE: () => sut.clock.increment(SEARCH_DEBOUNCE_MS),
          SUGGESTIONS_ARRIVE: async () => {
            sut.server.last().answer.resolve(SUGGESTIONS)
            await settle()
          },
          REQUEST_FAILS: async () => {
            sut.server.last().answer.reject(new Error('offline'))
            await settle()
          },
        },
      })
    })
  }
})

describe('search machine', () => {
  it('cancels a request that a newer query supersedes, and never shows its answer', async () => {
    const sut = createSearch()
    sut.actor.send({ type: 'search.type', query: 'chi' })
    sut.clock.increment(SEARCH_DEBOUNCE_MS)
    const first = sut.server.last()
    sut.actor.send({ type: 'search.type', query: 'chips' })
    expect(first.signal.aborted).toBe(true)
    first.answer.resolve(SUGGESTIONS)
    await settle()
    expect(sut.actor.getSnapshot().context.suggestions).toBeUndefined()
    sut.clock.increment(SEARCH_DEBOUNCE_MS)
    expect(sut.server.last().input.query).toBe('chips')
  })

  it('asks once for a burst of typing', () => {
    const sut = createSearch()
    for (const query of ['ch', 'chi', 'chip', 'chips']) {
      sut.actor.send({ type: 'search.type', query })
      sut.clock.increment(SEARCH_DEBOUNCE_MS / 2)
    }
    sut.clock.increment(SEARCH_DEBOUNCE_MS)
    expect(sut.server.calls.map((c) => c.input.query)).toEqual(['chips'])
  })
})
