import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { listSearchOf } from '#domain/list-search.ts'
import { HolidayShopScreen } from '#features/catalog/shop-screens.tsx'
import { listShown } from '#app/screens-shown.ts'
import { loadHolidayShop } from '#features/catalog/load-shops.ts'

export const Route = createFileRoute('/holidayshop')({
  validateSearch: listSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) => loadHolidayShop(context.store, deps, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`Holiday Shop`), path: '/holidayshop' }),
  staticData: { landing: true, shown: listShown('holiday-shop') },
  component: function Screen() {
    return <HolidayShopScreen list={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
