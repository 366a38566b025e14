import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../features/cart/cart-page.tsx'
import { loadCartPage } from '../features/cart/load-cart-page.ts'

export const Route = createFileRoute('/cart')({
  ssr: false,
  loader: ({ context, abortController }) => loadCartPage(context.store.api, abortController.signal),
  component: function Screen() {
    return <CartPage freeShipping={Route.useLoaderData().freeShipping} />
  },
})
