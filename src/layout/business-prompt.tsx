import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { withAllMessages } from '#i18n/i18n.ts'
import type { BusinessAnswer } from '#domain/business.ts'

/** The browser's memory of the answer changes only by answering here. */
const unchanging = () => () => {}

const BusinessDialog = lazy(() => withAllMessages(import('./business-dialog.tsx')))

export interface BusinessPromptProps {
  onAnswer: (answer: BusinessAnswer) => void
  /** Whether this browser is still to be asked on its own, once, on a first visit. */
  due: () => boolean
}

/**
 * Business buyers belong on the business site. A first visit asks once, in a quiet bar at the foot of
 * the page (in the footer, over nothing), until it is answered; the footer asks whenever the shopper wants, in a dialog that loads
 * when asked for.
 */
export function BusinessPrompt({ onAnswer, due }: BusinessPromptProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // Known in the browser only: the page the server renders, and the browser takes over, asks nothing.
  const dueHere = useSyncExternalStore(unchanging, due, () => false)
  const [answered, setAnswered] = useState(false)
  const asking = dueHere && !answered
  const answer = (given: BusinessAnswer) => {
    setAnswered(true)
    onAnswer(given)
  }
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)}>
        <Trans>Buying for a business?</Trans>
      </Button>
      {open && (
        <Suspense>
          <BusinessDialog isOpen onOpenChange={setOpen} onAnswer={answer} />
        </Suspense>
      )}
      {asking && (
        <div className="business-question" role="group" aria-label={t`Business orders`}>
          <p>
            <Trans>Are you ordering products for a business that sells snacks to customers?</Trans>
          </p>
          <Button variant="secondary" onPress={() => answer('yes')}>
            <Trans>Yes, take me to the business site</Trans>
          </Button>
          <Button variant="quiet" onPress={() => answer('no')}>
            <Trans>No, keep shopping</Trans>
          </Button>
        </div>
      )}
    </>
  )
}
