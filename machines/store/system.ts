import { enqueueActions, sendTo, type ActionFunction, type AnyActorRef, type EventObject, type MachineContext } from 'xstate'
import type { Member } from './members.ts'

/** A send to a member the system does not hold fails loudly, where XState would send it to the sender itself. */
function absent(id: Member | typeof STORE): AnyActorRef {
  const fail = () => {
    throw new Error(`The store's actor system holds no ${id}`)
  }
  return { id, sessionId: `absent:${id}`, send: fail, _send: fail } as unknown as AnyActorRef
}

/** The target of a send to one of the store's long-lived actors, found in the sender's actor system: the chart hears its answer as an event of its own. */
export const member =
  (id: Member) =>
  ({ system }: { system: { get: (id: string) => AnyActorRef | undefined } }): AnyActorRef =>
    system.get(id) ?? absent(id)

/** The start-up chart's `systemId`: the root of the store's actor system. */
export const STORE = 'store'

/**
 * An act a screen's chart makes for one of the store's long-lived charts (a mix for the cart), handed
 * to the start-up chart, which delivers it once that chart can take it: while the store is still
 * starting, it is held, not refused. The answer (to the act's `replyTo`) comes straight back.
 */
export function viaStore<TContext extends MachineContext = MachineContext, TParams = undefined>(
  to: Member,
  act: (args: { context: TContext; self: AnyActorRef }, params: TParams) => EventObject,
) {
  return sendTo<TContext, EventObject, TParams, AnyActorRef, never, never, never>(
    ({ system }) => system.get(STORE) ?? absent(STORE),
    (args: { context: TContext; self: AnyActorRef }, params: TParams) => ({ type: 'store.act', to, act: act(args, params) }),
    // Any chart's action: the act names its own event.
  ) as unknown as ActionFunction<TContext, any, any, TParams, never, never, never, never, EventObject> // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Answers the chart that asked (the `replyTo` of its request), when one did; a request nobody is
 * waiting on is answered to no one.
 */
export function answer<TContext, TEvent extends EventObject>(
  asker: (args: { context: TContext; event: TEvent }) => AnyActorRef | undefined,
  reply: (args: { context: TContext; event: TEvent }) => EventObject,
) {
  return enqueueActions(({ context, event, enqueue }) => {
    const args = { context: context as TContext, event: event as TEvent }
    const to = asker(args)
    if (to) enqueue.sendTo(to, reply(args))
  }) as never
}
