import { createFileRoute } from '@tanstack/react-router'
import { getGiftCards } from '../api/catalog.ts'
import { GiftCardsPage } from '../features/catalog/gift-cards-page.tsx'

export const Route = createFileRoute('/giftcards')({
  loader: ({ context, abortController }) => getGiftCards(context.store.api, abortController.signal),
  component: () => <GiftCardsPage cards={Route.useLoaderData()} />,
})
