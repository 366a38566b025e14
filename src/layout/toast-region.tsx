import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { useStore } from '#app/store-context.ts'
import { useMemberView } from '#app/use-member-view.ts'
import { withAllMessages } from '#i18n/i18n.ts'

const SaidMessage = lazy(() => withAllMessages(import('#components/said-message.tsx')))

/** Nothing to say until the store's flows have something. */
const QUIET = { current: undefined }

/** Shows the toast machine's current toast; a live region so screen readers announce it. */
export function ToastRegion() {
  const store = useStore()
  const { current } = useMemberView('toast', (state) => ({ current: state.context.toast }), QUIET)
  const { t } = useLingui()
  return (
    <div className="toast-region" role="region" aria-label={t`Notifications`}>
      <div role={current?.kind === 'error' ? 'alert' : 'status'} aria-live={current?.kind === 'error' ? 'assertive' : 'polite'}>
        {current && (
          <div className={`toast toast--${current.kind}`}>
            <span>
              <Suspense>
                <SaidMessage id={current.message} />
              </Suspense>
            </span>
            {current.action === 'reload' && (
              <Button variant="secondary" onPress={() => store.send('toast', { type: 'toast.act' })}>
                <Trans>Reload</Trans>
              </Button>
            )}
            <Button variant="quiet" aria-label={t`Dismiss`} onPress={() => store.send('toast', { type: 'toast.dismiss' })}>
              ×
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
