import { useRef, useState } from 'react'
import { useStore } from './store-context.ts'

/**
 * A part of a landing page that loads, with the store's flows, when the shopper first reaches for
 * it (the search's combo box, the notify-me form): `want` fetches it once (again after a fetch that
 * failed) and `loaded` is what `take` made of it once it came, read as it arrives.
 */
export function useWhenWanted<Module, Loaded>(load: () => Promise<Module>, take: (module: Module) => Loaded) {
  const store = useStore()
  const [loaded, setLoaded] = useState<Loaded>()
  const loading = useRef(false)
  const want = () => {
    if (loading.current) return
    loading.current = true
    Promise.all([load(), store.wake()]).then(
      ([module]) => setLoaded(take(module)),
      // Not fetched (the network dropped): the next reach tries again.
      () => void (loading.current = false),
    )
  }
  return { loaded, want }
}
