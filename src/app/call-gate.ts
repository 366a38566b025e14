import { StoreUnavailableError } from './store-unavailable.ts'

/**
 * Where the store's calls wait while it starts. The start-up chart opens it once the session has its
 * handshake, holds it while a new one is made, and fails what waits when the server cannot be reached.
 */
export function callGate() {
  let state: 'held' | 'open' | 'failed' = 'held'
  let waiting: { go: () => void; fail: (error: Error) => void }[] = []
  const release = (each: (waiter: (typeof waiting)[number]) => void) => {
    const released = waiting
    waiting = []
    released.forEach(each)
  }
  return {
    /** Resolves when calls may go; fails when the store cannot be reached. */
    wait: (): Promise<void> => {
      if (state === 'open') return Promise.resolve()
      if (state === 'failed') return Promise.reject(new StoreUnavailableError('The store could not start a session'))
      return new Promise((go, fail) => void waiting.push({ go, fail }))
    },
    open() {
      state = 'open'
      release((waiter) => waiter.go())
    },
    hold() {
      state = 'held'
    },
    fail() {
      state = 'failed'
      release((waiter) => waiter.fail(new StoreUnavailableError('The store could not start a session')))
    },
  }
}
