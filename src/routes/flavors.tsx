import { createFileRoute } from '@tanstack/react-router'
import { FlavorsPage } from '../features/catalog/flavors-page.tsx'
import { loadFlavors } from '../features/catalog/load-directories.ts'

export const Route = createFileRoute('/flavors')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, abortController }) => loadFlavors(context.store.api, abortController.signal),
  component: function Screen() {
    return <FlavorsPage flavors={Route.useLoaderData()} />
  },
})
