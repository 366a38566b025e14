import { Trans } from '@lingui/react/macro'
import type { Availability } from '#domain/catalog.ts'

export interface AvailabilityNoteProps {
  availability: Availability
  /** In stock at another location: the shopper's zip code is the reason. */
  elsewhere?: boolean
}

export function AvailabilityNote({ availability, elsewhere = false }: AvailabilityNoteProps) {
  if (availability === 'inStock') return null
  if (availability === 'preOrder') {
    return (
      <p className="badge badge--preorder">
        <Trans>Pre-order</Trans>
      </p>
    )
  }
  return (
    <p className="badge badge--unavailable">
      {elsewhere ? <Trans>This product is not available for selected shipping zip code.</Trans> : <Trans>This product is not available</Trans>}
    </p>
  )
}
