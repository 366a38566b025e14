import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductList } from '../../domain/catalog.ts'
import { Link } from '../../components/ui/link.tsx'
import { FacetGroup } from './facet-group.tsx'
import { Pagination } from './pagination.tsx'
import { SortLinks } from './sort-links.tsx'
import { ProductGrid } from './product-grid.tsx'
import { BundleList } from './bundle-list.tsx'
import { ListBanner, type ListBannerKind } from './list-banner.tsx'
import { slugsOf, toggleFilter, type ListSearch } from '../../domain/list-search.ts'

export interface ProductListPageProps {
  heading: string
  list: ProductList
  search: ListSearch
  /** The category path, when the list is one category. */
  productTypes?: string
  banner?: ListBannerKind
  listName: string
  /** Category links lead to /all-snacks, so a shop leaves them out. */
  showCategories?: boolean
}

export function ProductListPage({ heading, list, search, productTypes, banner, listName, showCategories = true }: ProductListPageProps) {
  const { t } = useLingui()
  const [category] = (productTypes ?? '').split('/')
  const ignored = [...(list.ignored.category ? [list.ignored.category] : []), ...list.ignored.brands, ...list.ignored.flavors]
  return (
    <div className="product-list">
      <h1>{heading}</h1>
      {banner && <ListBanner kind={banner} pills={banner === 'chips' ? list.facets.categories : undefined} />}
      {ignored.length > 0 && (
        <p className="note" role="note">
          <Trans>We couldn’t find {ignored.join(', ')}, so that filter is not applied.</Trans>
        </p>
      )}
      <div className="product-list__body">
        <aside className="filters" aria-label={t`Filters`}>
          {showCategories && (
            <section className="facet" aria-label={t`Category`}>
              <h2 className="facet__title">
                <Trans>Category</Trans>
              </h2>
              <ul>
                {list.facets.categories.map((facet) => (
                  <li key={facet.slug}>
                    <Link
                      to="/all-snacks/$"
                      params={{ _splat: category && category !== facet.slug ? `${category}/${facet.slug}` : facet.slug }}
                      search={{ ...search, page: undefined }}
                      className="facet__option"
                    >
                      {facet.name} <span className="facet__count">({facet.count})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <FacetGroup title={t`Brand`} facets={list.facets.brands} selected={slugsOf(search.brand)} searchFor={(slug) => toggleFilter(search, 'brand', slug)} />
          <FacetGroup
            title={t`Flavor`}
            facets={list.facets.flavors}
            selected={slugsOf(search.flavor)}
            searchFor={(slug) => toggleFilter(search, 'flavor', slug)}
          />
        </aside>
        <section className="product-list__results" aria-label={t`Products`}>
          <div className="product-list__toolbar">
            <p role="status">
              <Trans>{list.total} products</Trans>
            </p>
            <SortLinks search={search} />
          </div>
          {list.total === 0 && (
            <div className="empty-state">
              <h2>
                <Trans>No snacks match these filters</Trans>
              </h2>
              <Link to="/all-snacks">
                <Trans>See all snacks</Trans>
              </Link>
            </div>
          )}
          {list.total > 0 && list.products.length === 0 && (
            <div className="empty-state">
              <h2>
                <Trans>There is no page {list.page}</Trans>
              </h2>
              <Link to="." search={{ ...search, page: list.pageCount === 1 ? undefined : list.pageCount }}>
                <Trans>Go to the last page</Trans>
              </Link>
            </div>
          )}
          {list.bundles.length > 0 && (
            <section aria-labelledby="list-bundles" className="product-list__bundles">
              <h2 id="list-bundles">
                <Trans>Bundles</Trans>
              </h2>
              <BundleList bundles={list.bundles} />
            </section>
          )}
          <ProductGrid products={list.products} listName={listName} />
          <Pagination page={list.page} pageCount={list.pageCount} search={search} />
        </section>
      </div>
    </div>
  )
}
