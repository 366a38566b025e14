import { createFileRoute } from '@tanstack/react-router'
import { getConfigList } from '../api/content.ts'
import { ListSearchSchema } from '../features/catalog/list-search.ts'
import { loadList } from '../features/catalog/load-list.ts'
import { HotShopScreen } from '../features/catalog/shop-screens.tsx'

export const Route = createFileRoute('/flaminhotshop')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, abortController }) => {
    const [list, config] = await Promise.all([
      loadList(context.store.api, deps, undefined, abortController.signal, { hot: true }),
      getConfigList(context.store.api, abortController.signal),
    ])
    return { list, flavorDropShopId: config.flavorDropShopId }
  },
  component: HotShop,
})

function HotShop() {
  const { list, flavorDropShopId } = Route.useLoaderData()
  return <HotShopScreen list={list} search={Route.useSearch()} flavorDropShopId={flavorDropShopId} />
}
