import { Trans } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { useStore } from '#app/store-context.ts'
import { useStartUpView } from '#app/use-member-view.ts'

const REACHED = { unreachable: false }

/** While the store's server cannot be reached, the shopper is told, and may try again at once (the store also tries again by itself). */
export function UnreachableNotice() {
  const store = useStore()
  const { unreachable } = useStartUpView((state) => ({ unreachable: state.hasTag('unreachable') }), REACHED)
  if (!unreachable) return null
  return (
    <div className="unreachable-notice" role="alert">
      <p>
        <Trans>We can’t reach the store right now. We’ll keep trying.</Trans>
      </p>
      <Button variant="secondary" onPress={() => store.machines?.root.send({ type: 'store.retry' })}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
