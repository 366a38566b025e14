import { Trans, useLingui } from '@lingui/react/macro'
import type { Banner } from '#domain/content.ts'
import type { BundleSummary, ProductSummary } from '#domain/catalog.ts'
import { BundleList } from './bundle-list.tsx'
import type { HomeData } from '#domain/home.ts'
import { Link } from '#components/ui/link.tsx'
import { ProductGrid } from './product-grid.tsx'
import { BannerCarousel } from './banner-carousel.tsx'
import { useIsBuilt } from '#app/use-is-built.ts'

export interface HomePageProps {
  welcome: string
  banners: Banner[]
  home: HomeData
  bestSellers: ProductSummary[]
  staffPicks: ProductSummary[]
  bundles: BundleSummary[]
}

export function HomePage({ welcome, banners, home, bestSellers, staffPicks, bundles }: HomePageProps) {
  const { t } = useLingui()
  const isBuilt = useIsBuilt()
  return (
    <div className="home">
      <h1>{welcome}</h1>
      <BannerCarousel banners={banners} />
      {home.holidayShop && (
        <p className="holiday-entry">
          <Link to="/holidayshop">
            <Trans>Visit the Holiday Shop</Trans>
          </Link>
        </p>
      )}
      <section aria-label={t`Shop by category`}>
        <h2>
          <Trans>Shop by category</Trans>
        </h2>
        <ul className="tile-grid">
          {home.shopByCategory.map((c) => (
            <li key={c.slug} className="tile">
              <img src={c.imageUrl} alt="" width={120} height={120} loading="lazy" />
              <Link to="/all-snacks/$" params={{ _splat: c.slug }}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t`Best sellers`}>
        <h2>
          <Trans>Best sellers</Trans>
        </h2>
        <ProductGrid products={bestSellers} listName="best-sellers" />
      </section>
      <ul className="promo-tiles" aria-label={t`Promotions`}>
        {home.promotionTiles
          .filter((tile) => isBuilt(tile.linkPath))
          .map((tile) => (
            <li key={tile.id} className="promo-tile">
              <h2>
                <Link to={tile.linkPath as '/'}>{tile.headline}</Link>
              </h2>
              <p>{tile.text}</p>
            </li>
          ))}
      </ul>
      {bundles.length > 0 && (
        <section aria-label={t`Bundles`}>
          <h2>
            <Trans>Bundles</Trans>
          </h2>
          <BundleList bundles={bundles} />
        </section>
      )}
      <section aria-label={t`Staff picks`}>
        <h2>
          <Trans>Staff picks</Trans>
        </h2>
        <ProductGrid products={staffPicks} listName="staff-picks" />
      </section>
      <section aria-label={t`Categories`}>
        <h2>
          <Trans>Categories</Trans>
        </h2>
        <div className="category-columns">
          {home.categories.map((c) => (
            <div key={c.slug}>
              <h3>
                <Link to="/all-snacks/$" params={{ _splat: c.slug }}>
                  {c.name}
                </Link>
              </h3>
              <ul>
                {c.children.map((child) => (
                  <li key={child.slug}>
                    <Link to="/all-snacks/$" params={{ _splat: `${c.slug}/${child.slug}` }}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-label={t`Our brands`}>
        <h2>
          <Trans>Our brands</Trans>
        </h2>
        <ul className="brand-strip">
          {home.brands.map((b) => (
            <li key={b.slug}>
              <Link to="/all-snacks" search={{ brand: b.slug }}>
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/brands">
          <Trans>See all brands</Trans>
        </Link>
      </section>
    </div>
  )
}
