import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InputFrom } from 'xstate'
import { getStateNodes, TestModel, type StatePath } from 'xstate/graph'
import { nodesOf, recordingScope } from './xstate-internals.ts'

/** An event a walk may send: the machine's own events, and the answers of its invoked actors. */
export type ModelEvent = EventObject & Record<string, unknown>

export const done = (actorId: string, output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${actorId}`, output })
export const failed = (actorId: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${actorId}`, error })

export type Facts = Record<string, string | number | boolean | undefined>

export interface ModelSpec<M extends AnyStateMachine> {
  /** The machine the app runs, as exported by its `.machine.ts`. */
  machine: M
  /** Where walks begin, named as a product owner would say it. */
  starts: Record<string, InputFrom<M>>
  /** Events worth sending with a payload, named for the path descriptions; an event not listed is sent bare. */
  events?: Record<string, ModelEvent>
  /** The few context facts that tell two states apart; they must take a finite number of values. */
  facts?: (snapshot: AnyMachineSnapshot) => Facts
  /** Transitions (by label) that no walk can take, each with the reason. */
  unreachable?: Record<string, string>
  /** Events (by name or type) a walk must not send, for a driver that cannot produce them, each with the reason. */
  skip?: Record<string, string>
  /** Events (by name or type) a walk sends only in the states listed (ids `#checkout.payment` or values), for a driver that can produce them only there. */
  onlyIn?: Record<string, string[]>
  /** Events (by name or type) sent only on walks from the starts listed: a case of its own, walked once rather than across every start. */
  onlyFrom?: Record<string, string[]>
  /** How many states the walk may visit before it is taken as unbounded. */
  limit?: number
}

export interface ModelStep {
  event: ModelEvent
  state: AnyMachineSnapshot
}

export interface ModelPath {
  start: string
  description: string
  /** The first step is the start (`xstate.init`); each step holds the state its event led to. */
  steps: ModelStep[]
  /** The same path as xstate/graph's test model runs it. */
  statePath: StatePath<AnyMachineSnapshot, ModelEvent>
  testModel: TestModel<AnyMachineSnapshot, ModelEvent, unknown>
}

export interface Coverage {
  states: { label: string; taken: boolean }[]
  transitions: { label: string; taken: boolean }[]
  /** The events the spec names, and whether some path sends each. */
  events: { label: string; taken: boolean }[]
}

export interface Walk {
  id: string
  paths: ModelPath[]
  coverage: Coverage
  /** Transition labels no path takes that the model does not list as unreachable. */
  missing: string[]
  unreachable: Record<string, string>
}

/** Whether a snapshot is in the state a check names: by id (`#cart.ready.idle`) or by value (`filling`). */
export function stateMatches(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, key: string): boolean {
  return key.startsWith('#') ? nodesOf(snapshot).includes(machine.getStateNodeById(key)) : snapshot.matches(key as never)
}

/** The atomic states a snapshot is in, as a product owner reads them: `ready.idle`. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  return nodesOf(snapshot)
    .filter((node: AnyStateNode) => node.type === 'atomic' || node.type === 'final')
    .map((node: AnyStateNode) => node.path.join('.'))
    .join(' + ')
}

export function describeState(spec: ModelSpec<AnyStateMachine>, snapshot: AnyMachineSnapshot): string {
  const facts = Object.entries(spec.facts?.(snapshot) ?? {}).filter(([, value]) => value !== undefined && value !== false)
  return facts.length === 0
    ? stateName(snapshot)
    : `${stateName(snapshot)} (${facts.map(([key, value]) => (value === true ? key : `${key} ${value}`)).join(', ')})`
}

const nodeName = (node: AnyStateNode) => (node.path.length === 0 ? node.machine.id : node.path.join('.'))

function eventName(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${done[1]} done`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${error[1]} fails`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1]!) ? ' ms' : ''}`
  return eventType || 'always'
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards
    return parts ? `${guard.name}(${parts.map(guardName).join(', ')})` : guard.name || 'inline guard'
  }
  return (guard as { type: string }).type
}

/** A transition as the coverage table shows it: `loading —loadCart fails [wasRefusedAsNotOurs]→ recreating`. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition.guard)
  const targets = transition.target?.map(nodeName).join(', ') ?? '(stays)'
  return `${nodeName(transition.source)} —${eventName(transition.eventType)}${guard ? ` [${guard}]` : ''}→ ${targets}`
}

/** Every state node and every transition of a machine: each guarded branch, `after`, `always`, invoke done and error. */
export function machineParts(machine: AnyStateMachine) {
  const nodes = getStateNodes(machine.root) as AnyStateNode[]
  const transitions = [machine.root, ...nodes].flatMap((node) => [
    ...[...node.transitions.values()].flat().filter((t: AnyTransitionDefinition) => t.target || t.actions.length > 0 || t.reenter),
    ...(node.always ?? []),
  ]) as AnyTransitionDefinition[]
  return { nodes, transitions }
}

/** The events worth trying in a state: each event it handles, with every payload the spec names for it, but for those the spec skips there. */
export function eventsFor(spec: ModelSpec<AnyStateMachine>, start?: string) {
  const named = Object.values(spec.events ?? {})
  const keysOf = (event: ModelEvent) => [eventLabel(spec, event), event.type]
  const sendable = (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
    if (keysOf(event).some((key) => key in (spec.skip ?? {}))) return false
    const starts = keysOf(event)
      .map((key) => spec.onlyFrom?.[key])
      .find(Boolean)
    if (starts && start !== undefined && !starts.includes(start)) return false
    const states = keysOf(event)
      .map((key) => spec.onlyIn?.[key])
      .find(Boolean)
    return !states || states.some((key) => stateMatches(spec.machine, snapshot, key))
  }
  return (snapshot: AnyMachineSnapshot): ModelEvent[] => {
    const types = [...new Set(nodesOf(snapshot).flatMap((node) => node.ownEvents))] as string[]
    return types
      .flatMap((type) => {
        const payloads = named.filter((event) => event.type === type)
        return payloads.length > 0 ? payloads : [{ type }]
      })
      .filter((event) => sendable(snapshot, event))
  }
}

/** An event as paths name it: its name in the spec, else its type read aloud. */
export function eventLabel(spec: ModelSpec<AnyStateMachine>, event: ModelEvent): string {
  const named = Object.entries(spec.events ?? {}).find(([, candidate]) => candidate === event)
  return named ? named[0] : eventName(event.type)
}

/**
 * Walks the machine from each start and keeps a few paths that, together, take every state, every
 * transition and every named payload they can: the shortest way to a state, then one more step,
 * kept only where it takes something no kept path takes yet.
 */
export function walk<M extends AnyStateMachine>(spec: ModelSpec<M>): Walk {
  const { machine } = spec
  const generic = spec as unknown as ModelSpec<AnyStateMachine>
  const serialize = (snapshot: AnyMachineSnapshot) => describeState(generic, snapshot)
  const { nodes, transitions } = machineParts(machine)
  const takenTransitions = new Set<AnyTransitionDefinition>()
  const takenNodes = new Set<AnyStateNode>()
  // Each payload the spec names is sent by some path too, so every case it names is tried.
  const namedEvents = new Set(Object.values(spec.events ?? {}))
  const sentEvents = new Set<ModelEvent>()
  const paths: ModelPath[] = []

  for (const [start, input] of Object.entries(spec.starts)) {
    const testModel = new TestModel<AnyMachineSnapshot, ModelEvent, unknown>(
      machine as never,
      {
        serializeState: serialize,
        events: eventsFor(generic, start),
        input,
        limit: spec.limit ?? 100_000,
        stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => stateMatches(machine, snapshot, key),
      } as never,
    )
    const adjacency = testModel.getAdjacencyMap()
    const recorder = recordingScope()
    const initial = machine.getInitialSnapshot(recorder.scope, input) as AnyMachineSnapshot
    const initialTaken = recorder.take()

    // The shortest way to every state, breadth first.
    const first = serialize(initial)
    const ways = new Map<string, ModelStep[]>([[first, [{ event: { type: 'xstate.init' }, state: initial }]]])
    const queue = [first]
    const edges: { from: string; event: ModelEvent; to: AnyMachineSnapshot }[] = []
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      for (const { event, state } of Object.values(adjacency[key as never]!.transitions) as { event: ModelEvent; state: AnyMachineSnapshot }[]) {
        edges.push({ from: key, event, to: state })
        const next = serialize(state)
        if (!ways.has(next)) {
          ways.set(next, [...ways.get(key)!, { event, state }])
          queue.push(next)
        }
      }
    }

    const stepTransitions = (from: AnyMachineSnapshot, event: ModelEvent) => {
      machine.transition(from as never, event as never, recorder.scope)
      return recorder.take()
    }
    /** What each step takes; a step that takes no transition (an event the state ignores) is not worth a path. */
    const takes = (steps: ModelStep[]) => {
      const perStep = steps.slice(1).map((step, i) => stepTransitions(steps[i]!.state, step.event))
      const taken = [...initialTaken, ...perStep.flat()]
      // A transient state (left at once by `always`) shows in no snapshot, only as the source of what it took.
      const nodes = [...steps.flatMap((step) => nodesOf(step.state)), ...taken.map((t) => t.source)]
      const sent = steps
        .slice(1)
        .filter((_, i) => perStep[i]!.length > 0)
        .map((step) => step.event)
      return { transitions: taken, nodes, sent, idle: perStep.some((t) => t.length === 0) }
    }
    const keep = (steps: ModelStep[]) => {
      const taken = takes(steps)
      if (taken.idle) return
      const isNew =
        taken.transitions.some((t) => !takenTransitions.has(t)) ||
        taken.nodes.some((n) => !takenNodes.has(n)) ||
        taken.sent.some((event) => namedEvents.has(event) && !sentEvents.has(event))
      if (!isNew && steps.length > 1) return
      taken.transitions.forEach((t) => takenTransitions.add(t))
      taken.nodes.forEach((n) => takenNodes.add(n))
      taken.sent.forEach((event) => sentEvents.add(event))
      const last = steps.at(-1)!
      const events = runs(steps.slice(1).map((step) => eventLabel(generic, step.event)))
      paths.push({
        start,
        description: `${start}: ${events.length > 0 ? events.join(' → ') : 'opens'} ⇒ ${serialize(last.state)}`,
        steps,
        statePath: { state: last.state, steps: steps.map(({ event, state }) => ({ event, state })), weight: steps.length - 1 },
        testModel,
      })
    }

    keep(ways.get(first)!)
    for (const { from, event, to } of edges) keep([...ways.get(from)!, { event, state: to }])
  }

  const coverage: Coverage = {
    states: nodes.map((node) => ({ label: nodeName(node), taken: takenNodes.has(node) })),
    transitions: transitions.map((t) => ({ label: transitionLabel(t), taken: takenTransitions.has(t) })),
    events: Object.entries(spec.events ?? {}).map(([label, event]) => ({ label, taken: sentEvents.has(event) })),
  }
  const unreachable = spec.unreachable ?? {}
  return {
    id: machine.id,
    paths: withoutPrefixes(paths),
    coverage,
    missing: coverage.transitions.filter((t) => !t.taken && !(t.label in unreachable)).map((t) => t.label),
    unreachable,
  }
}

/** The same event several times in a row reads as one: `adds a pack × 29`. */
function runs(labels: string[]): string[] {
  const out: { label: string; times: number }[] = []
  for (const label of labels) {
    const last = out.at(-1)
    if (last?.label === label) last.times++
    else out.push({ label, times: 1 })
  }
  return out.map(({ label, times }) => (times > 1 ? `${label} × ${times}` : label))
}

/** A path whose steps begin another kept path is walked by that one already. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (path: ModelPath) => [path.start, ...path.steps.slice(1).map((step) => JSON.stringify(step.event))]
  return paths.filter((path) => {
    const mine = key(path)
    return !paths.some((other) => {
      if (other === path || other.steps.length <= path.steps.length) return false
      const theirs = key(other)
      return mine.every((part, i) => theirs[i] === part)
    })
  })
}

export function defineModel<M extends AnyStateMachine>(spec: ModelSpec<M>): ModelSpec<M> {
  return spec
}
