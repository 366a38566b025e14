import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { FlavorsPage } from '#features/catalog/flavors-page.tsx'
import { loadFlavors } from '#features/catalog/load-directories.ts'

export const Route = createFileRoute('/flavors')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadFlavors(context.store, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`Flavors`), path: '/flavors' }),
  staticData: { landing: true },
  component: function Screen() {
    return <FlavorsPage flavors={Route.useLoaderData()} />
  },
})
