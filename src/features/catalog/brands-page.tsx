import { Trans } from '@lingui/react/macro'
import { Link } from '#components/ui/link.tsx'
import { ListBanner } from './list-banner.tsx'

export interface BrandTile {
  slug: string
  name: string
  color: string
  count: number
}

export function BrandsPage({ brands }: { brands: BrandTile[] }) {
  return (
    <div>
      <h1>
        <Trans>All Brands</Trans>
      </h1>
      <ListBanner kind="allBrands" />
      <ul className="tile-grid">
        {brands.map((brand) => (
          <li key={brand.slug} className="tile" style={{ borderTopColor: brand.color }}>
            <Link to="/all-snacks" search={{ brand: brand.slug }}>
              {brand.name}
            </Link>
            <p className="tile__count">
              <Trans>{brand.count} snacks</Trans>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
