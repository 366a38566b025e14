import { Trans } from '@lingui/react/macro'
import { DialogTrigger } from 'react-aria-components'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'

export interface BusinessPromptProps {
  onAnswer: (answer: 'yes' | 'no') => void
}

/** Business buyers belong on the business site; this asks, and a yes goes there. */
export function BusinessPrompt({ onAnswer }: BusinessPromptProps) {
  return (
    <DialogTrigger>
      <Button variant="quiet">
        <Trans>Buying for a business?</Trans>
      </Button>
      <Dialog title={<Trans>Business orders</Trans>}>
        {(close) => (
          <>
            <p>
              <Trans>Are you ordering products for a business that sells snacks to customers?</Trans>
            </p>
            <div className="dialog__actions">
              <Button onPress={() => onAnswer('yes')}>
                <Trans>Yes, take me to the business site</Trans>
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  onAnswer('no')
                  close()
                }}
              >
                <Trans>No, keep shopping</Trans>
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  )
}
