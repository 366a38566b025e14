import { Trans } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>We can’t find that page</Trans>
      </h1>
      <p>
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <Link to="/">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  )
}
