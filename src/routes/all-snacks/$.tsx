import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '../../domain/list-search.ts'
import { loadList } from '../../features/catalog/load-list.ts'
import { AllSnacksScreen } from '../../features/catalog/all-snacks-screen.tsx'
import { listShown } from '../../app/screens-shown.ts'

export const Route = createFileRoute('/all-snacks/$')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params, abortController }) => loadList(context.store.api, deps, params._splat, abortController.signal),
  staticData: { shown: listShown() },
  component: function Screen() {
    return <AllSnacksScreen list={Route.useLoaderData()} search={Route.useSearch()} productTypes={Route.useParams()._splat} />
  },
})
