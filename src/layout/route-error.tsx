import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { RootError } from './root-error.tsx'
import { PageFrame } from './page-frame.tsx'
import { PageLoading } from './page-loading.tsx'
import { ShopperNotKnownYet } from '../app/shopper-not-known-yet.ts'

/** A screen's failed load or crash, shown inside the page; a screen waiting to know who is shopping shows that it is loading. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (error instanceof ShopperNotKnownYet) return <PageLoading />
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
