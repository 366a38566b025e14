import { lazy, Suspense } from 'react'
import { useZip } from '../../app/use-zip.ts'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { useStore } from '../../app/store-context.ts'

const ZipDialog = lazy(() => import('./zip-dialog.tsx'))

/** Shows where the shopper's order ships; pressing it opens the zip-code popup. */
export function ZipButton() {
  const store = useStore()
  const { current, open } = useZip()
  return (
    <>
      <Button variant="quiet" onPress={() => store.send('zip', { type: 'zip.open' })}>
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
