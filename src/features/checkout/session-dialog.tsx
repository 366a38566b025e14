import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { paymentSessionMachine } from '#machines/payment-session/payment-session.machine.ts'
import { Button } from '#components/ui/button.tsx'
import { Dialog } from '#components/ui/dialog.tsx'
import { useView } from '#app/use-view.ts'

/** The payment session's warning before it ends (extend, ignore, or start again), and its end. */
export function SessionDialog({ session }: { session: ActorRefFrom<typeof paymentSessionMachine> }) {
  const { expired, busy } = useView(session, (state) => ({ expired: state.hasTag('expired'), busy: state.hasTag('busy') }))
  const { t } = useLingui()
  if (expired) {
    return (
      <Dialog isOpen role="alertdialog" isDismissable={false} title={t`Your payment session has expired`}>
        <p>
          <Trans>For your security the card form has closed. Reload the page to enter your card again.</Trans>
        </p>
        <div className="dialog__actions">
          <Button onPress={() => session.send({ type: 'paymentSession.reload' })}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      </Dialog>
    )
  }
  return (
    <Dialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && session.send({ type: 'paymentSession.ignore' })}
      title={t`Your payment session is about to expire`}
    >
      <p>
        <Trans>For your security the card form closes soon. Do you need more time?</Trans>
      </p>
      <div className="dialog__actions">
        <Button isPending={busy} onPress={() => session.send({ type: 'paymentSession.extend' })}>
          <Trans>I need more time</Trans>
        </Button>
        <Button variant="secondary" onPress={() => session.send({ type: 'paymentSession.ignore' })}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="quiet" onPress={() => session.send({ type: 'paymentSession.markExpired' })}>
          <Trans>Start again</Trans>
        </Button>
      </div>
    </Dialog>
  )
}
