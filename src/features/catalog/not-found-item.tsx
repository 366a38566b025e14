import { Trans } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'

/** An unknown product or bundle address: not an error, just nothing there. */
export function ItemNotFound() {
  return (
    <section className="not-found" aria-labelledby="item-not-found">
      <h1 id="item-not-found">
        <Trans>We can’t find that snack</Trans>
      </h1>
      <p>
        <Trans>It may have been renamed or taken off the shelf.</Trans>
      </p>
      <Link to="/all-snacks">
        <Trans>Browse all snacks</Trans>
      </Link>
    </section>
  )
}
