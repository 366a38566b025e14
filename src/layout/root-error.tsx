import { useEffect } from 'react'
import { ErrorScreen } from './error-screen.tsx'
import { useStore } from '../app/store-context.ts'

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
        const session = store.machines?.session
        if (session?.getSnapshot().can({ type: 'session.retry' })) session.send({ type: 'session.retry' })
        retry()
      }}
    />
  )
}
