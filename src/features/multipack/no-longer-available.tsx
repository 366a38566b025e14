import { Trans, useLingui } from '@lingui/react/macro'
import type { MultipackChoice } from '#domain/multipack.ts'
import { Button } from '#components/ui/button.tsx'

/** The mix cannot be had as it is: the packs no longer available, and the way back to replace them. */
export function NoLongerAvailable({ gone, editing, onReplace }: { gone: MultipackChoice[]; editing: boolean; onReplace: () => void }) {
  const { t } = useLingui()
  return (
    <div className="builder">
      <h1>{editing ? <Trans>Change your 30-pack</Trans> : <Trans>Build your 30-pack</Trans>}</h1>
      <div role="alert" className="builder__unavailable">
        <p>
          <Trans>We’re sorry, but one or more of your selected items are no longer available.</Trans>
        </p>
        <ul aria-label={t`No longer available`}>
          {gone.map((pick) => (
            <li key={pick.productId}>
              {pick.quantity} × {pick.title}
            </li>
          ))}
        </ul>
      </div>
      <Button onPress={onReplace}>
        <Trans>Edit and replace</Trans>
      </Button>
    </div>
  )
}
