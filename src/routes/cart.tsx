import { createFileRoute } from '@tanstack/react-router'
import { getConfigList } from '../api/content.ts'
import { CartPage } from '../features/cart/cart-page.tsx'

export const Route = createFileRoute('/cart')({
  loader: async ({ context, abortController }) => (await getConfigList(context.store.api, abortController.signal)).freeShipping,
  component: () => <CartPage freeShipping={Route.useLoaderData()} />,
})
