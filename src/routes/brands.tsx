import { createFileRoute } from '@tanstack/react-router'
import { BrandsPage } from '../features/catalog/brands-page.tsx'
import { loadBrands } from '../features/catalog/load-directories.ts'

export const Route = createFileRoute('/brands')({
  loader: ({ context, abortController }) => loadBrands(context.store.api, abortController.signal),
  component: function Screen() {
    return <BrandsPage brands={Route.useLoaderData()} />
  },
})
