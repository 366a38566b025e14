import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '../domain/list-search.ts'
import { HotShopScreen } from '../features/catalog/shop-screens.tsx'
import { hotShopShown } from '../app/screens-shown.ts'
import { loadHotShop } from '../features/catalog/load-shops.ts'

export const Route = createFileRoute('/flaminhotshop')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) => loadHotShop(context.store.api, deps, abortController.signal),
  staticData: { shown: hotShopShown },
  component: HotShop,
})

function HotShop() {
  const { list, flavorDropShopId } = Route.useLoaderData()
  return <HotShopScreen list={list} search={Route.useSearch()} flavorDropShopId={flavorDropShopId} />
}
