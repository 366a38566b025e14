import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '#app/page-head.ts'
import { BrandsPage } from '#features/catalog/brands-page.tsx'
import { loadBrands } from '#features/catalog/load-directories.ts'

export const Route = createFileRoute('/brands')({
  loader: ({ context, abortController }) => loadBrands(context.store, abortController.signal),
  head: ({ match }) => pageHead(match.context.store, { title: match.context.store.i18n._(msg`All Brands`), path: '/brands' }),
  staticData: { landing: true },
  component: function Screen() {
    return <BrandsPage brands={Route.useLoaderData()} />
  },
})
