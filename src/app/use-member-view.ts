import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useStore } from './store-context.ts'
import { sameValues } from './use-view.ts'
import type { MemberId, StoreMachines } from './store-machines.ts'

/**
 * What a view on a landing page reads of one of the store's long-lived flows: `unknown` on the
 * server's page (and while the browser takes it over as it was rendered), `asleep` until the flows
 * load, then the pick, which renders the view again only when one of its values changes.
 */
export function useMemberView<K extends MemberId, T extends Record<string, unknown>>(
  id: K,
  pick: (snapshot: SnapshotFrom<StoreMachines[K]>) => T,
  asleep: T,
  unknown: T = asleep,
): T {
  return useFlowView((machines) => machines[id] as unknown as Flow<SnapshotFrom<StoreMachines[K]>>, pick, asleep, unknown)
}

/** What a view reads of the start-up chart: how far the store has come alive; `asleep` until its flows load. */
export function useStartUpView<T extends Record<string, unknown>>(pick: (snapshot: SnapshotFrom<StoreMachines['root']>) => T, asleep: T): T {
  return useFlowView((machines) => machines.root, pick, asleep, asleep)
}

interface Flow<S> {
  subscribe: (next: () => void) => { unsubscribe: () => void }
  getSnapshot: () => S
}

function useFlowView<S, T extends Record<string, unknown>>(flowOf: (machines: StoreMachines) => Flow<S>, pick: (snapshot: S) => T, asleep: T, unknown: T): T {
  const store = useStore()
  const last = useRef<T>(asleep)
  const find = useRef(flowOf)
  const subscribe = useCallback(
    (changed: () => void) => {
      let watching: { unsubscribe: () => void } | undefined
      const watch = () => {
        watching = store.machines && find.current(store.machines).subscribe(() => changed())
        changed()
      }
      const stop = store.onWoken(watch)
      if (store.machines) watch()
      return () => {
        stop()
        watching?.unsubscribe()
      }
    },
    [store],
  )
  const read = () => {
    const next = store.machines ? pick(flowOf(store.machines).getSnapshot()) : asleep
    if (!sameValues(last.current, next)) last.current = next
    return last.current
  }
  return useSyncExternalStore(subscribe, read, () => unknown)
}
