import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { drive, type Harness, type StateChecks } from './drive.ts'
import { walk, type ModelSpec } from './model.ts'

export interface SystemUnderTest {
  harness: Harness
  /** What the shopper would notice in each state (keys: state ids `#cart.loading` or state values). */
  checks?: StateChecks
}

/** One test per generated path of the machine the app runs, and one that the paths take all of it. */
/** What a chart's generated paths are checked against: the running chart, and a record of what the shopper did and the fakes were asked, kept apart from the machine. */
export type Witness<M extends AnyStateMachine> = (input: InputFrom<M>, start: string, spec: ModelSpec<M>) => SystemUnderTest

export function modelTests<M extends AnyStateMachine>(spec: ModelSpec<M>, systemUnderTest: Witness<M>) {
  const generic = spec as unknown as ModelSpec<AnyStateMachine>
  const result = walk(spec)
  describe(`${spec.machine.id} machine: generated paths`, () => {
    it('take every state and every transition', () => {
      expect(result.coverage.states.filter((state) => !state.taken).map((state) => state.label)).toEqual([])
      expect(result.missing).toEqual([])
      expect(result.coverage.events.filter((event) => !event.taken).map((event) => event.label)).toEqual([])
      // A transition listed as unreachable must exist and must indeed not be taken.
      const listed = Object.keys(result.unreachable)
      expect(
        result.coverage.transitions
          .filter((t) => listed.includes(t.label) && !t.taken)
          .map((t) => t.label)
          .sort(),
      ).toEqual(listed.sort())
    })
    for (const path of result.paths) {
      it(path.description, async () => {
        const { harness, checks } = systemUnderTest(spec.starts[path.start]!, path.start, spec)
        try {
          await drive(generic, path, harness, checks)
        } finally {
          harness.stop()
        }
      })
    }
  })
}
