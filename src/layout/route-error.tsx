import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { RootError } from './root-error.tsx'
import { PageFrame } from './page-frame.tsx'
import { PageLoading } from './page-loading.tsx'
import { ShopperNotKnownYet } from '#app/shopper-not-known-yet.ts'
import { useStartUpView } from '#app/use-member-view.ts'

/** A screen's failed load or crash, shown inside the page; a screen waiting to know who is shopping shows that it is loading. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (error instanceof ShopperNotKnownYet) return <WaitingForShopper waited={error} reset={reset} />
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

const NOT_KNOWN = { known: false }
/** The waits a load is already under way for: a screen loads again once for each. */
const reloading = new WeakSet<ShopperNotKnownYet>()

/** A screen waiting to know who is shopping: loading, and loaded again as soon as the store knows. */
function WaitingForShopper({ waited, reset }: { waited: ShopperNotKnownYet; reset: () => void }) {
  const router = useRouter()
  const { known } = useStartUpView((state) => ({ known: state.hasTag('shopperKnown') }), NOT_KNOWN)
  useEffect(() => {
    if (!known || reloading.has(waited)) return
    reloading.add(waited)
    // Only the screens that waited load again: the page's frame (its menu, its labels) has what it needs.
    void router.invalidate({ filter: (match) => match.status === 'error' }).then(reset)
  }, [known, waited, reset, router])
  return <PageLoading />
}
