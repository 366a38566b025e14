import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { textParam } from '#domain/params.ts'
import { loadThankYou } from '#features/checkout/load-thank-you.ts'
import { ThankYouPage } from '#features/checkout/thank-you-page.tsx'
import { ItemNotFound } from '#features/catalog/not-found-item.tsx'

export const Route = createFileRoute('/thankyou')({
  ssr: false,
  validateSearch: ({ order }: Record<string, unknown>): { order?: string } => ({ order: textParam(order, 20) }),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: ({ context, deps, abortController }) => loadThankYou(context.store.api, deps.order, abortController.signal, context.store.placedOrder(deps.order)),
  notFoundComponent: ItemNotFound,
  component: function Screen() {
    return <ThankYouPage order={Route.useLoaderData()} />
  },
  staticData: { title: msg`Thank you for your order!` },
})
