import type { BundleDetail, ProductDetail, ProductList, ProductSummary } from '#domain/catalog.ts'
import { itemViewed, listViewed, SCREENS, screenViewed } from '#analytics/screens.ts'
import { listNameOf, type ListSearch } from '#domain/list-search.ts'
import type { Store } from './create-store.ts'
import { rememberViewed } from './recently-viewed.ts'

/** A product page shown: remembered as viewed, and reported with the lists beside it. */
export function productShown(
  { loaderData }: { loaderData: { product: ProductDetail; recommended: ProductSummary[]; recentlyViewed?: ProductSummary[] } },
  store: Store,
) {
  rememberViewed(localStorage, loaderData.product.slug)
  ;[
    ...itemViewed(loaderData.product),
    ...listViewed('recommended', loaderData.recommended),
    ...listViewed('recently-viewed', loaderData.recentlyViewed ?? []),
  ].forEach(store.track)
}

export function bundleShown({ loaderData }: { loaderData: BundleDetail }, store: Store) {
  itemViewed(loaderData).forEach(store.track)
}

/** A product list shown, under the name of the list it is. */
export const listShown =
  (listName?: string) =>
  ({ loaderData, search }: { loaderData: ProductList; search: ListSearch }, store: Store) =>
    listViewed(listName ?? listNameOf(search), loaderData.products).forEach(store.track)

export function hotShopShown({ loaderData, search }: { loaderData: { list: ProductList }; search: ListSearch }, store: Store) {
  listShown('hot-shop')({ loaderData: loaderData.list, search }, store)
}

/** The home page's two product lists. */
export function homeShown({ loaderData }: { loaderData: { bestSellers: ProductSummary[]; staffPicks: ProductSummary[] } }, store: Store) {
  ;[...listViewed('best-sellers', loaderData.bestSellers), ...listViewed('staff-picks', loaderData.staffPicks)].forEach(store.track)
}

/** A screen analytics names (SPEC §2), reported under that name. */
const namedScreenShown = (name: string) => (_: unknown, store: Store) => screenViewed(name).forEach(store.track)
export const changePasswordShown = namedScreenShown(SCREENS.changePassword)
/** The sign-in form the provider's round trip shows (the login popup of SPEC §2). */
export const loginShown = namedScreenShown(SCREENS.loginPopup)
export const myAddressesShown = namedScreenShown(SCREENS.myAddresses)
