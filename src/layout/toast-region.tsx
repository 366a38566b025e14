import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../components/ui/button.tsx'
import { messageFor } from '../i18n/messages.ts'
import { useStore } from '../app/store-context.ts'

/** Shows the toast machine's current toast; a live region so screen readers announce it. */
export function ToastRegion() {
  const { toast } = useStore()
  const current = useSelector(toast, (state) => state.context.toast)
  const { t, i18n } = useLingui()
  return (
    <div className="toast-region" role="region" aria-label={t`Notifications`}>
      <div role={current?.kind === 'error' ? 'alert' : 'status'} aria-live={current?.kind === 'error' ? 'assertive' : 'polite'}>
        {current && (
          <div className={`toast toast--${current.kind}`}>
            <span>{i18n._(messageFor(current.message))}</span>
            <Button variant="quiet" aria-label={t`Dismiss`} onPress={() => toast.send({ type: 'toast.dismiss' })}>
              ×
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
