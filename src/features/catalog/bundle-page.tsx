import { Trans, useLingui } from '@lingui/react/macro'
import { goneFromBundle, isBuyable, type BundleDetail } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'
import { AvailabilityNote } from './availability.tsx'
import { Price } from '#components/price.tsx'
import { AddToCart } from './add-to-cart.tsx'

export function BundlePage({ bundle }: { bundle: BundleDetail }) {
  const { t } = useLingui()
  const gone = new Set(goneFromBundle(bundle).map(({ product }) => product.id))
  return (
    <div className="product-page">
      <div className="product-page__main">
        <img src={bundle.imageUrl} alt={bundle.title} width={400} height={400} fetchPriority="high" />
        <div>
          <h1>{bundle.title}</h1>
          <p>
            <Price cents={bundle.priceCents} />
          </p>
          {gone.size > 0 ? (
            <div role="alert" className="builder__unavailable">
              <p>
                <Trans>We’re sorry, but one or more of your selected items are no longer available.</Trans>
              </p>
              <p>
                <Trans>Edit this bundle: add the snacks still available one by one, and choose a replacement for each one marked below.</Trans>
              </p>
            </div>
          ) : (
            <AvailabilityNote availability={bundle.availability} />
          )}
          <p>{bundle.description}</p>
          {isBuyable(bundle) && <AddToCart itemId={bundle.id} title={bundle.title} availableQty={bundle.availableQty} />}
          <h2 id="bundle-items">
            <Trans>In this bundle</Trans>
          </h2>
          <ul className="bundle-items" aria-labelledby="bundle-items">
            {bundle.items.map(({ product, quantity }) => {
              const { title } = product
              return (
                <li key={product.id}>
                  <Trans>{quantity} ×</Trans>{' '}
                  <Link to="/product/$slug" params={{ slug: product.slug }}>
                    {title}
                  </Link>
                  {gone.has(product.id) && (
                    <>
                      {' '}
                      <span className="badge badge--unavailable">
                        <Trans>No longer available</Trans>
                      </span>{' '}
                      <Link to="/all-snacks" search={{ search: product.category.name }} aria-label={t`Find a replacement for ${title}`}>
                        <Trans>Find a replacement</Trans>
                      </Link>
                    </>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </div>
  )
}
