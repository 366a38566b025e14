import { lazy, Suspense } from 'react'
import { useZip } from '#app/use-zip.ts'
import { Trans } from '@lingui/react/macro'
import { Button } from '#components/ui/button.tsx'
import { PinIcon } from '#components/ui/icons.tsx'
import { useStore } from '#app/store-context.ts'
import { withAllMessages } from '#i18n/i18n.ts'

const ZipDialog = lazy(() => withAllMessages(import('./zip-dialog.tsx')))

/** Shows where the shopper's order ships; pressing it opens the zip-code popup. */
export function ZipButton() {
  const store = useStore()
  const { current, open } = useZip()
  return (
    <>
      <Button variant="quiet" className="header-action zip-button" onPress={() => store.send('zip', { type: 'zip.open' })}>
        <PinIcon />
        {current ? <Trans>Deliver to {current.zipcode}</Trans> : <Trans>Set your zip code</Trans>}
      </Button>
      {open && (
        <Suspense>
          <ZipDialog />
        </Suspense>
      )}
    </>
  )
}
