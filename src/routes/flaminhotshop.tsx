import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { listSearchOf } from '#domain/list-search.ts'
import { HotShopScreen } from '#features/catalog/shop-screens.tsx'
import { hotShopShown } from '#app/screens-shown.ts'
import { loadHotShop } from '#features/catalog/load-shops.ts'

export const Route = createFileRoute('/flaminhotshop')({
  validateSearch: listSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) => loadHotShop(context.store, deps, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`Flamin’ Hot Shop`), path: '/flaminhotshop' }),
  staticData: { landing: true, shown: hotShopShown },
  component: HotShop,
})

function HotShop() {
  const { list, flavorDropShopId } = Route.useLoaderData()
  return <HotShopScreen list={list} search={Route.useSearch()} flavorDropShopId={flavorDropShopId} />
}
