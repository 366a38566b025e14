import { createFileRoute } from '@tanstack/react-router'
import { listCanonicalPath } from '#domain/list-search.ts'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { listSearchOf } from '#domain/list-search.ts'
import { loadList } from '#features/catalog/load-list.ts'
import { AllSnacksScreen } from '#features/catalog/all-snacks-screen.tsx'
import { listShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/all-snacks/$')({
  validateSearch: listSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params, abortController }) => loadList(context.store, deps, params._splat, abortController.signal),
  head: ({ match, loaderData: list }) => {
    const { store } = match.context
    const place = list?.subcategory ?? list?.category
    const title = match.search.search ? store.i18n._(msg`Results for “${match.search.search}”`) : (place?.name ?? store.i18n._(msg`All Snacks`))
    return pageHead(store, { title, path: listCanonicalPath(`/all-snacks/${match.params._splat}`, match.search) })
  },
  staticData: { landing: true, shown: listShown() },
  component: function Screen() {
    return <AllSnacksScreen list={Route.useLoaderData()} search={Route.useSearch()} productTypes={Route.useParams()._splat} />
  },
})
