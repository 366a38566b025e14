import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../components/ui/button.tsx'
import { withAllMessages } from '../i18n/i18n.ts'

const BusinessDialog = lazy(() => withAllMessages(import('./business-dialog.tsx')))

export interface BusinessPromptProps {
  onAnswer: (answer: 'yes' | 'no') => void
}

/** Business buyers belong on the business site; the question's dialog loads when asked for. */
export function BusinessPrompt({ onAnswer }: BusinessPromptProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)}>
        <Trans>Buying for a business?</Trans>
      </Button>
      {open && (
        <Suspense>
          <BusinessDialog isOpen onOpenChange={setOpen} onAnswer={onAnswer} />
        </Suspense>
      )}
    </>
  )
}
