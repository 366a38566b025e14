import { enqueueActions, type AnyActorRef, type EventObject } from 'xstate'
import type { Member } from './members.ts'

/** A send to a member the system does not hold fails loudly, where XState would send it to the sender itself. */
function absent(id: Member): AnyActorRef {
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
