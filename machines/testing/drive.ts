import { createActor, fromPromise, SimulatedClock, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { fakeCall, settle } from './fakes.ts'
import { describeState, type ModelEvent, type ModelPath, type ModelSpec } from './model.ts'

type FakeCall = ReturnType<typeof fakeCall<unknown, unknown>>

/** The machine the app runs, with every invoked actor a fake call the walk answers, on a simulated clock. */
export interface Harness {
  actor: Actor<AnyStateMachine>
  clock: SimulatedClock
  /** The calls each actor (by its `src` name) received, with their input and abort signal. */
  calls: Record<string, FakeCall>
}

/** The calls one actor received, typed as the test knows them. */
export function callsTo<I, O = unknown>(harness: Harness, src: string) {
  const calls = harness.calls[src]
  if (!calls) throw new Error(`the machine has no actor ${src}`)
  return calls as unknown as ReturnType<typeof fakeCall<I, O>>
}

export interface HarnessOptions {
  /** Implementations to record what the machine did (actions), as the app root provides them. */
  provide?: Parameters<AnyStateMachine['provide']>[0]
}

export function startHarness(spec: ModelSpec<AnyStateMachine>, input: unknown, options: HarnessOptions = {}): Harness {
  const clock = new SimulatedClock()
  const calls: Record<string, FakeCall> = {}
  const actors = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors).map((src) => {
      calls[src] = fakeCall<unknown, unknown>()
      return [src, fromPromise(({ input, signal }) => calls[src]!.run(input, signal))]
    }),
  )
  const logic = spec.machine.provide({ ...options.provide, actors: { ...actors, ...options.provide?.actors } })
  const actor = createActor(logic, { input, clock } as never).start() as Actor<AnyStateMachine>
  return { actor, clock, calls }
}

const invokedSources = (machine: AnyStateMachine) =>
  new Map((getStateNodes(machine.root) as AnyStateNode[]).flatMap((node) => node.invoke.map((invoke) => [invoke.id, String(invoke.src)] as const)))

function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string): number {
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType)![1]!
  if (/^\d+$/.test(delay)) return Number(delay)
  const named = machine.implementations.delays[delay]
  return typeof named === 'function' ? (named as (args: object) => number)({ context: snapshot.context, event: { type: eventType } }) : Number(named)
}

/** Makes the event happen to the running machine: answers its invoked actor, lets time pass, or sends it. */
async function perform(harness: Harness, machine: AnyStateMachine, event: ModelEvent) {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (answer) {
    const src = invokedSources(machine).get(answer[2]!)!
    const call = harness.calls[src]?.calls.at(-1)
    if (!call || call.answered) throw new Error(`${src} was not running when the path answers it`)
    if (answer[1] === 'done') call.answer.resolve(event.output)
    else call.answer.reject(event.error)
  } else if (event.type.startsWith('xstate.after.')) {
    harness.clock.increment(delayOf(machine, harness.actor.getSnapshot(), event.type))
  } else if (event.type !== 'xstate.init') {
    harness.actor.send(event)
  }
  await settle()
}

export type StateChecks = Record<string, (expected: AnyMachineSnapshot) => void | Promise<void>>

/**
 * Runs one generated path on a harness: each step's event is made to happen, then the running machine
 * must be in the step's state with the same facts, and the checks for that state must hold.
 */
export async function drive(spec: ModelSpec<AnyStateMachine>, path: ModelPath, harness: Harness, checks: StateChecks = {}) {
  const eventTypes = new Set(path.steps.map((step) => step.event.type))
  const events = Object.fromEntries(
    [...eventTypes].map((type) => [
      type,
      async ({ event, state }: { event: ModelEvent; state: AnyMachineSnapshot }) => {
        await perform(harness, spec.machine, event)
        const actual = describeState(spec, harness.actor.getSnapshot() as AnyMachineSnapshot)
        const expected = describeState(spec, state)
        if (actual !== expected) throw new Error(`after ${event.type} the machine is in ${actual}, the model says ${expected}`)
      },
    ]),
  )
  await path.testModel.testPath(path.statePath, { states: checks, events } as never)
}
