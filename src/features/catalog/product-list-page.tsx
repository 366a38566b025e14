import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductList } from '#domain/catalog.ts'
import { Link } from '#components/ui/link.tsx'
import { FacetGroup } from './facet-group.tsx'
import { Pagination } from './pagination.tsx'
import { SortLinks } from './sort-links.tsx'
import { ProductGrid } from './product-grid.tsx'
import { BundleList } from './bundle-list.tsx'
import { ListBanner, type ListBannerKind } from './list-banner.tsx'
import { activeFilterCount, slugsOf, toggleFilter, type ListSearch } from '#domain/list-search.ts'
import { CloseIcon, FilterIcon } from '#components/ui/icons.tsx'

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

const FILTERS_ID = 'list-filters'

/**
 * A list of snacks with its filters, sort and pages. On a phone the filters open as a sheet from the
 * Filters button (the browser's own popover, which works before the page is taken over); wider, they
 * are the list's side column.
 */
export function ProductListPage({ heading, list, search, productTypes, banner, listName, showCategories = true }: ProductListPageProps) {
  const { t } = useLingui()
  const [category] = (productTypes ?? '').split('/')
  const active = activeFilterCount(search, showCategories ? productTypes : undefined)
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
        <aside id={FILTERS_ID} popover="auto" className="filters" aria-label={t`Filters`}>
          <div className="filters__head">
            <h2>
              <Trans>Filters</Trans>
            </h2>
            <button type="button" className="icon-button" popoverTarget={FILTERS_ID} popoverTargetAction="hide" aria-label={t`Close the filters`}>
              <CloseIcon />
            </button>
          </div>
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
          <button type="button" className="button button--primary filters__done" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
            <Trans>Show {list.total} products</Trans>
          </button>
        </aside>
        <section className="product-list__results" aria-labelledby="list-products">
          <h2 id="list-products" className="visually-hidden">
            <Trans>Products</Trans>
          </h2>
          <div className="product-list__toolbar">
            <button type="button" className="button button--secondary filters-button" popoverTarget={FILTERS_ID}>
              <FilterIcon />
              <Trans>Filters</Trans>
              {active > 0 && <span className="count-badge">{active}</span>}
            </button>
            <p role="status" className="product-list__count">
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
          <ProductGrid products={list.products} listName={listName} opensPage />
          {/* Bundles follow the snacks, so the first snack is on the first screen. */}
          {list.bundles.length > 0 && (
            <section aria-labelledby="list-bundles" className="product-list__bundles">
              <h2 id="list-bundles">
                <Trans>Bundles</Trans>
              </h2>
              <BundleList bundles={list.bundles} />
            </section>
          )}
          <Pagination page={list.page} pageCount={list.pageCount} search={search} />
        </section>
      </div>
    </div>
  )
}
