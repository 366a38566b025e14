import { useEffect } from 'react'
import { ApiError } from '../../api/client.ts'
import { ErrorScreen } from './error-screen.tsx'
import { StoreUnavailableError } from './wait-for-session.ts'
import { useStore } from './store-context.ts'

export interface RootErrorProps {
  error: Error
  pathname: string
  retry: () => void
}

/** A failed load or a rendering crash: the error screen; a crash is also reported. */
export function RootError({ error, pathname, retry }: RootErrorProps) {
  const { session, track } = useStore()
  useEffect(() => {
    if (!(error instanceof ApiError) && !(error instanceof StoreUnavailableError)) {
      track({ event: 'render_error', page_path: pathname, error: error.message })
    }
  }, [error, pathname, track])
  return (
    <ErrorScreen
      onRetry={() => {
        if (session.getSnapshot().can({ type: 'session.retry' })) session.send({ type: 'session.retry' })
        retry()
      }}
    />
  )
}
