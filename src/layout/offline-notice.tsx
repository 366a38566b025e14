import { Trans } from '@lingui/react/macro'
import { useMemberView } from '#app/use-member-view.ts'

const ONLINE = { offline: false }

/** While the browser has no connection, the shopper is told that what they do is kept and sent once it is back. */
export function OfflineNotice() {
  const { offline } = useMemberView('cart', (state) => ({ offline: !state.context.online }), ONLINE)
  if (!offline) return null
  return (
    <div className="unreachable-notice" role="status">
      <p>
        <Trans>You’re offline. Changes to your cart are kept here and sent when you’re back online.</Trans>
      </p>
    </div>
  )
}
