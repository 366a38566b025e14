import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CartPage } from '#features/cart/cart-page.tsx'
import { loadCartPage } from '#features/cart/load-cart-page.ts'

// The server renders the page's frame and heading; the shopper's cart, which only the browser knows, fills it once the browser has taken over.
export const Route = createFileRoute('/cart')({
  loader: ({ context, abortController }) => loadCartPage(context.store.api, abortController.signal),
  component: function Screen() {
    return <CartPage freeShipping={Route.useLoaderData().freeShipping} />
  },
  staticData: { title: msg`Your cart` },
})
