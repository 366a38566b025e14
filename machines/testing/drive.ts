import {
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type EventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { fakeCall, listener, settle, storeStandIn } from './fakes.ts'
import { MEMBERS, type Member } from '../store/members.ts'
import { describeState, eventLabel, stateName, type ModelEvent, type ModelPath, type ModelSpec } from './model.ts'

type FakeCall = ReturnType<typeof fakeCall<unknown, unknown>>

/** The machine the app runs, with every invoked actor a fake call the walk answers, on a simulated clock. */
export interface Harness {
  actor: Actor<AnyStateMachine>
  clock: SimulatedClock
  /** The calls each actor (by its `src` name) received, with their input and abort signal. */
  calls: Record<string, FakeCall>
  /** What the chart sent each of the store's other long-lived actors (the cart, the session…), in order. */
  sent: Record<Member, EventObject[]>
  /** The step just taken: its event, and the named actions it ran (those the test provides), afresh at every step. */
  step: {
    event?: ModelEvent
    /** The state the step started from. */
    before?: AnyMachineSnapshot
    did: (action: string) => number
    begin: (event: ModelEvent) => void
  }
  stop: () => void
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
  /** What a witness records of each step, once, as the walk takes it: what the shopper did, or what was answered. */
  follow?: (event: ModelEvent) => void
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
  // Each named action (the machine's own or the test's) is counted for the step it ran in; XState's built-in actions (sendTo, assign…) run as they are.
  const ran: string[] = []
  const named = { ...spec.machine.implementations.actions, ...options.provide?.actions } as Record<string, unknown>
  const counted = Object.fromEntries(
    Object.entries(named).map(([name, action]) => [
      name,
      typeof action === 'function' && !('resolve' in action)
        ? (...args: unknown[]) => (ran.push(name), (action as (...a: unknown[]) => unknown)(...args))
        : action,
    ]),
  )
  const logic = spec.machine.provide({ ...options.provide, actions: counted as never, actors: { ...actors, ...options.provide?.actors } })
  // Every chart is a member of the store's actor system. A chart of the store's own (the cart, the session…)
  // finds the others there: here each is a listener, there before the chart resolves its first sends. A
  // screen's chart hands its acts to the store (the root), which stands in here and records each.
  const member = (MEMBERS as readonly string[]).includes(spec.machine.id)
  const others = MEMBERS.filter((id) => id !== spec.machine.id).map((id) => [id, listener(id)] as const)
  const sent = Object.fromEntries(MEMBERS.map((id) => [id, others.find(([other]) => other === id)?.[1].heard ?? []])) as Record<Member, EventObject[]>
  const root = storeStandIn(sent, clock)
  const joined = member ? others.map(([, other]) => other.joining(root).start()) : []
  const actor = createActor(logic, { input, parent: root } as never).start() as Actor<AnyStateMachine>
  // The chart and the listeners are members of the system: the store stops each, then itself.
  const stop = () => root.stopWith(actor, ...joined)
  const step: Harness['step'] = {
    did: (action) => ran.filter((name) => name === action).length,
    begin(event) {
      step.event = event
      step.before = actor.getSnapshot() as AnyMachineSnapshot
      ran.length = 0
      options.follow?.(event)
      // What the chart sent as it started belongs to its first step.
      if (event.type !== 'xstate.init') for (const heard of Object.values(sent)) heard.length = 0
    },
  }
  return { actor, clock, calls, sent, step, stop }
}

const invokedSources = (machine: AnyStateMachine) =>
  new Map(
    ([machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]).flatMap((node) => node.invoke.map((invoke) => [invoke.id, String(invoke.src)] as const)),
  )

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
        harness.step.begin(event)
        await perform(harness, spec.machine, event)
        const actual = describeState(spec, harness.actor.getSnapshot() as AnyMachineSnapshot)
        const expected = describeState(spec, state)
        if (actual !== expected) throw new Error(`after ${event.type} the machine is in ${actual}, the model says ${expected}`)
      },
    ]),
  )
  // A check that fails says in which state, and after what the shopper did (or what was answered), as the path names it.
  const said = Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [
      key,
      async (expected: AnyMachineSnapshot) => {
        try {
          await check(expected)
        } catch (error) {
          const event = harness.step.event
          const step = event && event.type !== 'xstate.init' ? eventLabel(spec, event) : 'it opens'
          throw new Error(`${stateName(expected)}, after “${step}”: ${(error as Error).message}`, { cause: error })
        }
      },
    ]),
  )
  await path.testModel.testPath(path.statePath, { states: said, events } as never)
}
