import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/** Two picks of a view are the same when each value is. */
function sameValues<T extends Record<string, unknown>>(a: T, b: T): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/** What a view reads of an actor, picked narrowly: the view renders again only when one of the picked values changes. */
export function useView<TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, T extends Record<string, unknown>>(
  actor: TActor,
  pick: (snapshot: TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined) => T,
): T {
  return useSelector(actor, pick, sameValues)
}
