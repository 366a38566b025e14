import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadThankYou } from '../features/checkout/load-thank-you.ts'
import { ThankYouPage } from '../features/checkout/thank-you-page.tsx'
import { ItemNotFound } from '../features/catalog/not-found-item.tsx'

export const Route = createFileRoute('/thankyou')({
  ssr: false,
  validateSearch: v.object({ order: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(20))), undefined) }),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: ({ context, deps, abortController }) => loadThankYou(context.store.api, deps.order, abortController.signal),
  notFoundComponent: ItemNotFound,
  component: function Screen() {
    return <ThankYouPage order={Route.useLoaderData()} />
  },
})
