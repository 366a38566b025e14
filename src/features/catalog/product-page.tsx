import { Trans, useLingui } from '@lingui/react/macro'
import { isBuyable, isNotifiable, type ProductDetail, type ProductSummary } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'
import { AvailabilityNote } from './availability.tsx'
import { Price } from '#components/price.tsx'
import { ProductGrid } from './product-grid.tsx'
import { AddToCart } from './add-to-cart.tsx'
import { NotifyMe } from './notify-me.tsx'

export interface ProductPageProps {
  product: ProductDetail
  recommended: ProductSummary[]
  recentlyViewed: ProductSummary[]
  /** Whether the shopper chose a zip code, which makes a local shortage the zip's fault. */
  hasZip: boolean
}

export function ProductPage({ product, recommended, recentlyViewed, hasZip }: ProductPageProps) {
  const { t } = useLingui()
  return (
    <div className="product-page">
      <div className="product-page__main">
        <img src={product.imageUrl} alt={product.title} width={400} height={400} fetchPriority="high" />
        <div>
          <p className="product-page__brand">
            <Link to="/all-snacks" search={{ brand: product.brand.slug }}>
              {product.brand.name}
            </Link>
          </p>
          <h1>{product.title}</h1>
          <dl className="facts">
            <dt>
              <Trans>Flavor</Trans>
            </dt>
            <dd>
              <Link to="/all-snacks" search={{ flavor: product.flavor.slug }}>
                {product.flavor.name}
              </Link>
            </dd>
            <dt>
              <Trans>Size</Trans>
            </dt>
            <dd>
              <Trans>{product.sizeOz} oz</Trans>
            </dd>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>
              <Price cents={product.priceCents} />
            </dd>
          </dl>
          <AvailabilityNote availability={product.availability} elsewhere={hasZip && product.availableElsewhere} />
          <p>{product.description}</p>
          {isBuyable(product) && <AddToCart itemId={product.id} title={product.title} availableQty={product.availableQty} />}
          {isNotifiable(product) && <NotifyMe productId={product.id} />}
        </div>
      </div>
      {recommended.length > 0 && (
        <section aria-label={t`You may also like`}>
          <h2>
            <Trans>You may also like</Trans>
          </h2>
          <ProductGrid products={recommended} listName="recommended" />
        </section>
      )}
      {recentlyViewed.length > 0 && (
        <section aria-label={t`Recently viewed`}>
          <h2>
            <Trans>Recently viewed</Trans>
          </h2>
          <ProductGrid products={recentlyViewed} listName="recently-viewed" />
        </section>
      )}
    </div>
  )
}
