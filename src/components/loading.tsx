import { Trans } from '@lingui/react/macro'

/** Shown while a screen loads; the first one names the site, as the frame the server sent does, so nothing jumps. */
export function Loading({ siteName }: { siteName?: string }) {
  return (
    <div className="loading-frame">
      {siteName && <p className="loading-frame__name">{siteName}</p>}
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
