import { createFileRoute } from '@tanstack/react-router'
import { getBrands } from '../api/catalog.ts'
import { BrandsPage } from '../features/catalog/brands-page.tsx'

export const Route = createFileRoute('/brands')({
  loader: ({ context, abortController }) => getBrands(context.store.api, abortController.signal),
  component: () => <BrandsPage brands={Route.useLoaderData()} />,
})
