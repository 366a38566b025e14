import { useLingui } from '@lingui/react/macro'
import type { ProductList } from '#domain/catalog.ts'
import { ProductListPage } from './product-list-page.tsx'
import type { ListSearch } from '#domain/list-search.ts'

export interface ShopScreenProps {
  list: ProductList
  search: ListSearch
}

/** The hot-flavor shop: hot products on a dark page; the flavor drop is named by configuration. */
export function HotShopScreen({ list, search, flavorDropShopId }: ShopScreenProps & { flavorDropShopId: string }) {
  const { t } = useLingui()
  return (
    <section id={flavorDropShopId} data-flavor-drop={flavorDropShopId}>
      <ProductListPage heading={t`Flamin’ Hot Shop`} list={list} search={search} listName="hot-shop" showCategories={false} />
    </section>
  )
}

export function HolidayShopScreen({ list, search }: ShopScreenProps) {
  const { t } = useLingui()
  return <ProductListPage heading={t`Holiday Shop`} list={list} search={search} listName="holiday-shop" showCategories={false} />
}
