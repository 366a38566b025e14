import { createFileRoute, notFound } from '@tanstack/react-router'
import { getConfigList } from '../api/content.ts'
import { ListSearchSchema } from '../features/catalog/list-search.ts'
import { loadList } from '../features/catalog/load-list.ts'
import { HolidayShopScreen } from '../features/catalog/shop-screens.tsx'

export const Route = createFileRoute('/holidayshop')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, abortController }) => {
    const config = await getConfigList(context.store.api, abortController.signal)
    if (!config.holidayShop) throw notFound()
    return loadList(context.store.api, deps, undefined, abortController.signal, { holiday: true })
  },
  component: () => <HolidayShopScreen list={Route.useLoaderData()} search={Route.useSearch()} />,
})
