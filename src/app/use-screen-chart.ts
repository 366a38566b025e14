import { useEffect, useState } from 'react'
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
  const id = `screen.${(logic as { id?: string }).id ?? 'chart'}`
  const join = () => createActor(logic, (root ? { id, parent: root, input } : { id, input, inspect: store.inspect }) as never) as Actor<TLogic>
  const [actor, setActor] = useState(join)
  useEffect(() => {
    // React's strict mode (in development) shows a screen twice over: a chart the first showing stopped is made again.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if ((actor.getSnapshot() as { status: string }).status === 'stopped') return setActor(join())
    actor.start()
    return () => {
      if (root) root.send({ type: 'store.leave', screen: actor })
      else actor.stop()
    }
    // A screen's chart is made once, from the input the screen first had.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])
  return actor
}
