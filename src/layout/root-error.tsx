import { useEffect } from 'react'
import { ErrorScreen } from './error-screen.tsx'
import { useStore } from '#app/store-context.ts'

export interface RootErrorProps {
  error: Error
  pathname: string
  retry: () => void
}

/** A failed load or a rendering crash: the error screen; a crash is also reported. */
export function RootError({ error, pathname, retry }: RootErrorProps) {
  const store = useStore()
  const { screenFailed } = store
  useEffect(() => screenFailed(error, pathname), [error, pathname, screenFailed])
  return (
    <ErrorScreen
      onRetry={() => {
        // A store that could not be reached is tried again at once.
        store.machines?.root.send({ type: 'store.retry' })
        retry()
      }}
    />
  )
}
