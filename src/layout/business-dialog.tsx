import { Trans } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { Dialog } from '#components/ui/dialog.tsx'

export interface BusinessDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onAnswer: (answer: 'yes' | 'no') => void
}

export default function BusinessDialog({ isOpen, onOpenChange, onAnswer }: BusinessDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={<Trans>Business orders</Trans>}>
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
  )
}
