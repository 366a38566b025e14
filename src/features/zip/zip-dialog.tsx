import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '#components/ui/button.tsx'
import { Dialog } from '#components/ui/dialog.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useStore } from '#app/store-context.ts'
import { useView } from '#app/use-view.ts'

export default function ZipDialog() {
  const { zip } = useStore()
  const { draft, error, busy } = useView(zip, (state) => ({ draft: state.context.draft, error: state.context.error, busy: state.hasTag('busy') }))
  const { t, i18n } = useLingui()
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && zip.send({ type: 'zip.cancel' })} title={<Trans>Where should we ship?</Trans>}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          zip.send({ type: 'zip.submit' })
        }}
      >
        <p>
          <Trans>Availability depends on the warehouse that serves your zip code.</Trans>
        </p>
        <TextField
          label={t`Zip code`}
          inputMode="numeric"
          autoComplete="postal-code"
          autoFocus
          value={draft}
          onChange={(value) => zip.send({ type: 'zip.change', zip: value })}
          errorMessage={error ? i18n._(messageFor(error)) : undefined}
        />
        <div className="dialog__actions">
          <Button type="submit" isPending={busy}>
            <Trans>Save zip code</Trans>
          </Button>
          <Button variant="secondary" onPress={() => zip.send({ type: 'zip.cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}
