import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/** Two picks of a view are the same when each value is. */
export function sameValues<T extends Record<string, unknown>>(a: T, b: T): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined

/** What a view reads of an actor, picked narrowly: the view renders again only when one of the picked values changes. */
export function useView<TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, T extends Record<string, unknown>>(
  actor: TActor,
  pick: (snapshot: SnapshotOf<TActor>) => T,
): T {
  return useSelector(actor, pick, sameValues)
}

/**
 * What a view reads of a chart the server drew from another snapshot (`drawn`: what the server could
 * know, without the browser's own): the server's page and React taking it over read `drawn`, so the
 * markup is the same; the chart's own snapshot follows at once after.
 */
export function useDrawnView<TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, T extends Record<string, unknown>>(
  actor: TActor,
  drawn: SnapshotOf<TActor>,
  pick: (snapshot: SnapshotOf<TActor>) => T,
): T {
  const last = useRef<T>(undefined)
  const read = (snapshot: SnapshotOf<TActor>) => {
    const next = pick(snapshot)
    if (!last.current || !sameValues(last.current, next)) last.current = next
    return last.current
  }
  const subscribe = useCallback(
    (changed: () => void) => {
      const watching = actor.subscribe(changed)
      return () => watching.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => read(actor.getSnapshot() as SnapshotOf<TActor>),
    () => read(drawn),
  )
}
