import { Trans } from '@lingui/react/macro'
import type { BundleSummary } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'
import { Price } from '#components/price.tsx'

/** Bundles as cards, each leading to its page: several snacks together at one price. */
export function BundleList({ bundles }: { bundles: BundleSummary[] }) {
  return (
    <ul className="product-grid">
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          <article className="product-card">
            <img src={bundle.imageUrl} alt="" width={200} height={200} loading="lazy" />
            <p className="product-card__brand">
              <Trans>Bundle</Trans>
            </p>
            <h3 className="product-card__title">
              <Link to="/bundle/$slug" params={{ slug: bundle.slug }}>
                {bundle.title}
              </Link>
            </h3>
            <p className="product-card__meta">
              <Price cents={bundle.priceCents} />
            </p>
            {bundle.availability === 'outOfStock' && (
              <p className="badge badge--unavailable">
                <Trans>Out of stock</Trans>
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  )
}
