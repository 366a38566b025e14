import { useLingui } from '@lingui/react/macro'
import type { ProductList } from '#domain/catalog.ts'
import { ProductListPage } from './product-list-page.tsx'
import { allSnacksBanner, listNameOf, type ListSearch } from '#domain/list-search.ts'

export interface AllSnacksScreenProps {
  list: ProductList
  search: ListSearch
  productTypes?: string
}

/** /all-snacks: every snack, one category, or search results. */
export function AllSnacksScreen({ list, search, productTypes }: AllSnacksScreenProps) {
  const { t } = useLingui()
  const place = list.subcategory ?? list.category
  const heading = search.search ? t`Results for “${search.search}”` : (place?.name ?? t`All Snacks`)
  return (
    <ProductListPage
      heading={heading}
      list={list}
      search={search}
      productTypes={productTypes}
      banner={allSnacksBanner(search, list)}
      listName={listNameOf(search)}
    />
  )
}
