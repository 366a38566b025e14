import { Trans } from '@lingui/react/macro'

export function MaintenancePage({ siteName }: { siteName: string }) {
  return (
    <section className="maintenance" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">
        <Trans>{siteName} is getting a refill</Trans>
      </h1>
      <p>
        <Trans>We are stocking the shelves. Please come back in a little while.</Trans>
      </p>
    </section>
  )
}
