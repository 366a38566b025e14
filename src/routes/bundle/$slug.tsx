import { createFileRoute } from '@tanstack/react-router'
import { productStructuredData } from '../../domain/structured-data.ts'
import { pageHead } from '../../app/page-head.ts'
import { loadBundle } from '../../features/catalog/load-item.ts'
import { BundlePage } from '../../features/catalog/bundle-page.tsx'
import { ItemNotFound } from '../../features/catalog/not-found-item.tsx'
import { bundleShown } from '../../app/screens-shown.ts'

export const Route = createFileRoute('/bundle/$slug')({
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, params, abortController }) => loadBundle(context.store, params.slug, abortController.signal),
  head: ({ match, loaderData: bundle }) => {
    const { store } = match.context
    if (!bundle) return {}
    const path = `/bundle/${bundle.slug}`
    return pageHead(store, {
      title: bundle.title,
      description: bundle.description,
      path,
      image: bundle.imageUrl,
      structuredData: productStructuredData(bundle, store.origin + path, store.origin),
    })
  },
  notFoundComponent: ItemNotFound,
  staticData: { shown: bundleShown },
  component: function Screen() {
    return <BundlePage bundle={Route.useLoaderData()} />
  },
})
