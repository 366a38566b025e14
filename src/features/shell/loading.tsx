import { Trans } from '@lingui/react/macro'

export function Loading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  )
}
