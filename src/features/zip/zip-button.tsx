import { lazy, Suspense } from 'react'
import { useSelector } from '@xstate/react'
import { useZip } from '../../app/use-zip.ts'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../components/ui/button.tsx'
import { useStore } from '../../app/store-context.ts'

const ZipDialog = lazy(() => import('./zip-dialog.tsx'))

/** Shows where the shopper's order ships; pressing it opens the zip-code popup. */
export function ZipButton() {
  const { zip } = useStore()
  const current = useZip()
  const open = useSelector(zip, (state) => state.matches('open'))
  return (
    <>
      <Button variant="quiet" onPress={() => zip.send({ type: 'zip.open' })}>
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
