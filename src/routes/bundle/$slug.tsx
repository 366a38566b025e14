import { createFileRoute } from '@tanstack/react-router'
import { itemPageHead } from '#app/page-head.ts'
import { loadBundle } from '#features/catalog/load-item.ts'
import { BundlePage } from '#features/catalog/bundle-page.tsx'
import { ItemNotFound } from '#features/catalog/not-found-item.tsx'
import { bundleShown } from '#app/screens-shown.ts'

export const Route = createFileRoute('/bundle/$slug')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, params, abortController }) => loadBundle(context.store, params.slug, abortController.signal),
  head: ({ match, loaderData: bundle }) => itemPageHead(match.context.store, bundle, `/bundle/${bundle?.slug}`),
  notFoundComponent: ItemNotFound,
  staticData: { landing: true, shown: bundleShown },
  component: function Screen() {
    return <BundlePage bundle={Route.useLoaderData()} />
  },
})
