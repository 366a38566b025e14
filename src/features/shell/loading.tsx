import { Trans } from '@lingui/react/macro'
import { useStore } from './store-context.ts'

/** Shown while the first screen loads; it matches the frame the server sent, so nothing jumps. */
export function Loading() {
  const { site } = useStore()
  return (
    <div className="loading-frame">
      <p className="loading-frame__name">{site.name}</p>
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
