import { createEmptyActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition } from 'xstate'

/**
 * The two things the model walk needs that XState's public API does not give, read from its
 * internals here and nowhere else: the state nodes a snapshot is in, and the transitions a step
 * takes. `xstate-internals.test.ts` pins both to the version they were read from.
 */
export const XSTATE_VERSION_READ = '5.33.3'

/** Every state node a snapshot is in, from the root down (a snapshot's `_nodes`). */
export const nodesOf = (snapshot: AnyMachineSnapshot): AnyStateNode[] => snapshot._nodes as AnyStateNode[]

/**
 * An actor scope for `machine.transition` and `machine.getInitialSnapshot` that records which
 * transitions each step takes (the `_transitions` of the `@xstate.microstep` inspection events);
 * effects are not run.
 */
export function recordingScope(): { scope: AnyActorScope; take: () => AnyTransitionDefinition[] } {
  const self = createEmptyActor()
  const taken: AnyTransitionDefinition[] = []
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') taken.push(...((event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions ?? []))
  })
  const scope = {
    self,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  }
  return { scope: scope as unknown as AnyActorScope, take: () => taken.splice(0) }
}
