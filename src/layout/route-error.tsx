import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { RootError } from './root-error.tsx'
import { PageFrame } from './page-frame.tsx'

/** A screen's failed load or crash, shown inside the page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <RootError
      error={error instanceof Error ? error : new Error(String(error))}
      pathname={router.state.location.pathname}
      retry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}

/** The whole store failed to start: the error screen on its own page. */
export function StoreError(props: ErrorComponentProps) {
  const router = useRouter()
  return (
    <PageFrame pathname={router.state.location.pathname} header={null} footer={null}>
      <RouteError {...props} />
    </PageFrame>
  )
}
