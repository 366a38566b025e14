import { createFileRoute } from '@tanstack/react-router'
import { loadBundle } from '../../features/catalog/load-item.ts'
import { BundlePage } from '../../features/catalog/bundle-page.tsx'
import { ItemNotFound } from '../../features/catalog/not-found-item.tsx'
import { bundleShown } from '../../app/screens-shown.ts'

export const Route = createFileRoute('/bundle/$slug')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, params, abortController }) => loadBundle(context.store.api, params.slug, abortController.signal),
  notFoundComponent: ItemNotFound,
  staticData: { shown: bundleShown },
  component: function Screen() {
    return <BundlePage bundle={Route.useLoaderData()} />
  },
})
