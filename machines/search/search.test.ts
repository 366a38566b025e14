import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { searchMachine, SEARCH_DEBOUNCE_MS } from './search.machine.ts'
import { SUGGESTIONS, searchModel } from './search.model.ts'
import { fakeCall, settle } from '../testing/fakes.ts'
import { modelTests } from '../testing/model-tests.ts'
import { callsTo, startHarness } from '../testing/drive.ts'
import type { Autocomplete } from '#domain/catalog.ts'
import type { Destination } from '#domain/destination.ts'

modelTests(searchModel, (input) => {
  const harness = startHarness(searchModel, input)
  const now = () => harness.actor.getSnapshot()
  const server = callsTo<{ query: string }>(harness, 'fetchSuggestions')
  return {
    harness,
    checks: {
      idle: () => {
        expect(now().hasTag('suggesting')).toBe(false)
        expect(server.calls.every((call) => call.signal.aborted || call.answered)).toBe(true)
      },
      debouncing: () => {
        // Nothing is asked until typing pauses.
        const asked = server.calls.length
        harness.clock.increment(SEARCH_DEBOUNCE_MS - 1)
        expect(server.calls.length).toBe(asked)
      },
      loading: () => {
        expect(now().hasTag('busy')).toBe(true)
        expect(server.last().input.query).toBe(now().context.query)
        expect(server.calls.slice(0, -1).every((call) => call.signal.aborted || call.answered)).toBe(true)
      },
      showing: () => expect(now().context.suggestions).toEqual(SUGGESTIONS),
      failed: () => expect(now().context.suggestions).toBeUndefined(),
    },
  }
})

function createSearch() {
  const clock = new SimulatedClock()
  const server = fakeCall<{ query: string }, Autocomplete>()
  const went: Destination[] = []
  const searched: string[] = []
  const logic = searchMachine.provide({
    actors: { fetchSuggestions: fromPromise(({ input, signal }) => server.run(input, signal)) },
    actions: { navigate: (_, destination) => void went.push(destination), trackSearch: (_, term) => void searched.push(term) },
  })
  const actor = createActor(logic, { clock }).start()
  return { actor, clock, server, went, searched }
}

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

describe('search leads on', () => {
  it('Enter lists every match of what was typed, tracked as a search, and empties the box', () => {
    const sut = createSearch()
    sut.actor.send({ type: 'search.type', query: '  chips ' })
    sut.actor.send({ type: 'search.submit' })
    expect(sut.went).toEqual([{ to: '/all-snacks', search: { search: 'chips' } }])
    expect(sut.searched).toEqual(['chips'])
    expect(sut.actor.getSnapshot().context.query).toBe('')
  })

  it('Enter on an empty box does nothing', () => {
    const sut = createSearch()
    sut.actor.send({ type: 'search.type', query: '   ' })
    sut.actor.send({ type: 'search.submit' })
    expect(sut.went).toEqual([])
    expect(sut.searched).toEqual([])
  })

  it('a product suggestion opens the product, a brand lists its snacks', async () => {
    const sut = createSearch()
    sut.actor.send({ type: 'search.type', query: 'chips' })
    sut.clock.increment(SEARCH_DEBOUNCE_MS)
    sut.server.last().answer.resolve(SUGGESTIONS)
    await settle()
    sut.actor.send({ type: 'search.choose', suggestionId: 'product:kettle-chips' })
    expect(sut.went).toEqual([{ to: '/product/$slug', params: { slug: 'kettle-chips' } }])
    sut.actor.send({ type: 'search.type', query: 'crunch' })
    sut.clock.increment(SEARCH_DEBOUNCE_MS)
    sut.server.last().answer.resolve(SUGGESTIONS)
    await settle()
    sut.actor.send({ type: 'search.choose', suggestionId: 'brand:crunchwell' })
    expect(sut.went.at(-1)).toEqual({ to: '/all-snacks', search: { brand: 'crunchwell' } })
  })

  it('an option no longer shown leads nowhere', () => {
    const sut = createSearch()
    sut.actor.send({ type: 'search.choose', suggestionId: 'product:kettle-chips' })
    expect(sut.went).toEqual([])
  })
})
