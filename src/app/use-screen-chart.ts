import { useEffect, useRef, useState } from 'react'
import { createActor, type Actor, type AnyActorLogic, type InputFrom } from 'xstate'
import { useStore } from './store-context.ts'

/**
 * A screen's chart, a member of the store's actor system while its screen shows: it reaches the
 * store's long-lived charts through the start-up chart (`viaStore`), and the inspector shows it and
 * its conversations beside them. The start-up chart stops it when the screen goes.
 */
export function useScreenChart<TLogic extends AnyActorLogic>(logic: TLogic, input?: InputFrom<TLogic>): Actor<TLogic> {
  const store = useStore()
  // A screen shown before the store's flows are loaded (a form that only calls the server) has a chart of its own.
  const root = store.machines?.root
  const [actor] = useState(() => {
    const id = `screen.${(logic as { id?: string }).id ?? 'chart'}`
    return createActor(logic, (root ? { id, parent: root, input } : { id, input, inspect: store.inspect }) as never) as Actor<TLogic>
  })
  // How many times the screen shows now: React's strict mode (in development) takes a screen away and
  // shows it again at once, in the same task; the chart goes only when its screen has not come back by
  // the end of that task, so what it was told as the screen was taken over stays.
  const showing = useRef({ count: 0 })
  useEffect(() => {
    const screen = showing.current
    screen.count++
    actor.start()
    return () => {
      screen.count--
      queueMicrotask(() => {
        if (screen.count > 0) return
        if (root) root.send({ type: 'store.leave', screen: actor })
        else actor.stop()
      })
    }
  }, [actor, root])
  return actor
}
