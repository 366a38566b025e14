import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import type { BundleDetail } from '../../domain/catalog.ts'
import { Link } from '../../components/ui/link.tsx'
import { analyticsItem } from '../../analytics/products.ts'
import { useStore } from '../shell/store-context.ts'
import { AvailabilityNote } from './availability.tsx'
import { Price } from './price.tsx'
import { AddToCart } from '../cart/add-to-cart.tsx'

export function BundlePage({ bundle }: { bundle: BundleDetail }) {
  const { track } = useStore()
  useEffect(() => track({ event: 'view_item', items: [analyticsItem(bundle)] }), [bundle, track])
  return (
    <div className="product-page">
      <div className="product-page__main">
        <img src={bundle.imageUrl} alt={bundle.title} width={400} height={400} />
        <div>
          <h1>{bundle.title}</h1>
          <p>
            <Price cents={bundle.priceCents} />
          </p>
          <AvailabilityNote availability={bundle.availability} />
          <p>{bundle.description}</p>
          {bundle.availability === 'inStock' && <AddToCart itemId={bundle.id} title={bundle.title} availableQty={bundle.availableQty} />}
          <h2 id="bundle-items">
            <Trans>In this bundle</Trans>
          </h2>
          <ul className="bundle-items" aria-labelledby="bundle-items">
            {bundle.items.map(({ product, quantity }) => (
              <li key={product.id}>
                <Trans>{quantity} ×</Trans>{' '}
                <Link to="/product/$slug" params={{ slug: product.slug }}>
                  {product.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
